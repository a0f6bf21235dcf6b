import { CARD_STATE, FEEDBACK_STATUS } from '@timber/contracts';
import { type RowOf } from '../../../api/row-of';
import { type DateRange } from '../../../shared/ui/date-range-filter';
import { type DevicePictureListApiArg, type DevicePictureListApiResponse } from '../counting.api';
import { cardPageBody } from './image-list-rules';

/** One device picture card: a log's picture, its sheet and state (spec §2 Images and counts). */
export type DevicePicture = RowOf<DevicePictureListApiResponse>;

/** The image centre's sources: the count orders' photos, the pictures measuring devices sent. */
export const PICTURE_SOURCE_PARAM = 'src';
export const DEVICE_SOURCE = 'device';

export interface DevicePictureFilters {
  /** bus (transport) or sheet number */
  num: string;
  flag: 1 | 2 | null;
  picStatus: 0 | 5 | 10 | null;
  range: DateRange;
}

export const NO_DEVICE_FILTERS: DevicePictureFilters = { num: '', flag: null, picStatus: null, range: null };

/** The filters of the page's query (`?num=`); the others start empty. */
export const deviceFiltersFromQuery = (query: URLSearchParams): DevicePictureFilters => ({
  ...NO_DEVICE_FILTERS,
  num: (query.get('num') ?? '').trim(),
});

/** The request of one page of 20 cards for the applied filters. */
export function devicePictureRequest(filters: DevicePictureFilters, page: number): DevicePictureListApiArg {
  return {
    body: {
      ...cardPageBody(filters, page),
      ...(filters.flag === null ? {} : { flag: filters.flag }),
      ...(filters.picStatus === null ? {} : { picStatus: filters.picStatus }),
    },
  };
}

/** §4: a card is deleted (4 → 0) only while the list is filtered by bus or sheet number. */
export const canDeletePicture = (card: DevicePicture, filters: DevicePictureFilters): boolean =>
  card.cardState === CARD_STATE.SHOWN && filters.num.trim() !== '';

/** §4: a deleted card is recovered (0 → 4). */
export const canRecoverPicture = (card: DevicePicture): boolean => card.cardState === CARD_STATE.DELETED;

/** §4: feedback 0 → 5 once; 5 and 10 disable the button. */
export const canReportPicture = (card: DevicePicture): boolean => card.picStatus === FEEDBACK_STATUS.NONE;
