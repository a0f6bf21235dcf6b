import {
  COUNT_IMAGE_STATE,
  COUNT_IMAGE_STATUS,
  FEEDBACK_STATUS,
  feedbackAllowed,
  OSS_TYPE,
} from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { type RowOf } from '../../../api/row-of';
import { type DateRange, isoDate } from '../../../shared/ui/date-range-filter';
import { type CountImageListApiArg, type CountImageListApiResponse } from '../counting.api';

export type ImageCard = RowOf<CountImageListApiResponse>;

/** §2 image list: 20 cards per scroll. */
export const IMAGES_PER_PAGE = 20;

/** The status filter: 5 doing (0, 5), 10 finished (10, 12). */
export type ImageStatusFilter = 5 | 10;
export type ImageTypeFilter = (typeof OSS_TYPE)[keyof typeof OSS_TYPE];

export interface ImageFilters {
  num: string;
  status: ImageStatusFilter | null;
  type: ImageTypeFilter | null;
  range: DateRange;
}

const oneOf = <T extends number>(value: string | null, allowed: readonly T[]): T | null => {
  const number = Number(value);
  return value !== null && (allowed as readonly number[]).includes(number) ? (number as T) : null;
};

/** The filters of the page's query (`?num=`, `?status=5|10`, `?type=1|2`); anything else ignored. */
export function filtersFromQuery(query: URLSearchParams): ImageFilters {
  return {
    num: (query.get('num') ?? '').trim(),
    status: oneOf<ImageStatusFilter>(query.get('status'), [5, 10]),
    type: oneOf<ImageTypeFilter>(query.get('type'), [OSS_TYPE.IMAGE, OSS_TYPE.VIDEO]),
    range: null,
  };
}

/**
 * What the image centre's lists ask for a page of cards (the count photos and the device
 * pictures): 20 cards, the number (trimmed) when given and the days when chosen.
 */
export function cardPageBody(filters: { num: string; range: DateRange }, page: number) {
  const num = filters.num.trim();
  const [from, to] = filters.range ?? [null, null];
  return {
    page,
    pageSize: IMAGES_PER_PAGE,
    ...(num ? { num } : {}),
    ...(from ? { beginDate: isoDate(from), endDate: isoDate(to ?? from) } : {}),
  };
}

/** The request of one page of cards for the applied filters. */
export function imageListRequest(filters: ImageFilters, page: number): CountImageListApiArg {
  return {
    body: {
      ...cardPageBody(filters, page),
      ...(filters.status === null ? {} : { status: filters.status }),
      ...(filters.type === null ? {} : { type: filters.type }),
    },
  };
}

/** §4: a card may be deleted only while the list is filtered by order number, and only when normal. */
export const canDeleteImage = (card: ImageCard, filters: ImageFilters): boolean =>
  card.state === COUNT_IMAGE_STATE.NORMAL && filters.num.trim() !== '';

export const canRecoverImage = (card: ImageCard): boolean => card.state === COUNT_IMAGE_STATE.DELETED;

type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

/** §3 Image card status; above 11 reads confirmed. */
export function imageStatusTag(status: number): { label: WebMessageId; severity: Severity } {
  if (status >= COUNT_IMAGE_STATUS.CONFIRMED) {
    return { label: 'counting.images.confirmed', severity: 'success' };
  }
  if (status === COUNT_IMAGE_STATUS.PROCESSED) {
    return { label: 'counting.images.processed', severity: 'warning' };
  }
  if (status === COUNT_IMAGE_STATUS.FAILED) {
    return { label: 'counting.status.failed', severity: 'danger' };
  }
  return { label: 'counting.status.recognising', severity: 'info' };
}

/**
 * The card's feedback (§3 picStatus, §4 "0 becomes 5 after successful feedback; 5 and 10 disable
 * the button"): whether it may be sent (picStatus 0 and a result or a failure to report), and the
 * tag of one already sent.
 */
export function feedbackOf(card: Pick<ImageCard, 'picStatus' | 'status'>): {
  canSend: boolean;
  tag: { label: WebMessageId; severity: Severity } | null;
} {
  if (card.picStatus === FEEDBACK_STATUS.NONE) {
    return { canSend: feedbackAllowed(card.status), tag: null };
  }
  return {
    canSend: false,
    tag:
      card.picStatus === FEEDBACK_STATUS.SENT
        ? { label: 'counting.feedback.sent', severity: 'warning' }
        : { label: 'counting.feedback.done', severity: 'success' },
  };
}

/**
 * Where a video's own card plays it: through the BFF in byte ranges, the login from the token
 * cookie (a <video> cannot send a header); no storage URL reaches the browser.
 */
export const videoPath = (imgId: number): string => `/api/count/img/video/${imgId}`;

/** How many pages to ask for: one more when the last one is in and more cards exist. */
export const hasMoreImages = (pages: number, total: number): boolean => pages * IMAGES_PER_PAGE < total;
