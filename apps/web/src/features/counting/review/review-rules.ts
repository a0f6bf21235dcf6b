import {
  COUNT_IMAGE_STATE,
  COUNT_IMAGE_STATUS,
  COUNT_ORDER_STATUS,
  countIdSchema,
  type CountImageDetail,
  type CountOrderDetail,
  scaleReferenceSchema,
} from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { type SheetPrefill } from '../../../shared/bridges/count-sheet';
import { type Circle, type Reference, sameCircles, sameReference } from '../point-editor/point-editor-state';

// The rules of the count review screen (/countKingDetail?idx=, spec §2 Images and counts, §3
// Image coordinates, §4 Count orders and images). Framework-free.

/** Where the review goes back to. */
export const COUNT_ORDER_LIST_PATH = '/countKing/list';

/** The order id of `?idx=`, or null when it is missing or not a count order id. */
export function reviewId(params: URLSearchParams): number | null {
  const raw = params.get('idx')?.trim() ?? '';
  if (!/^[1-9]\d{0,15}$/.test(raw)) {
    return null;
  }
  const parsed = countIdSchema.safeParse(Number(raw));
  return parsed.success ? parsed.data : null;
}

/** A log length the review takes: 0.5 to 15 m, 2 decimals (the sheets' lengths are far shorter). */
export const LOG_LENGTH_M = { min: 0.5, max: 15, decimals: 2 } as const;

export const validLogLength = (value: number | null): value is number =>
  value !== null &&
  Number.isFinite(value) &&
  value >= LOG_LENGTH_M.min &&
  value <= LOG_LENGTH_M.max &&
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const ORDER_STATUS_IDS: Readonly<Record<number, WebMessageId>> = {
  [COUNT_ORDER_STATUS.QUEUED]: 'counting.review.status.1',
  [COUNT_ORDER_STATUS.RECOGNISING]: 'counting.review.status.5',
  [COUNT_ORDER_STATUS.FAILED]: 'counting.review.status.8',
  [COUNT_ORDER_STATUS.RECOGNISED]: 'counting.review.status.10',
  [COUNT_ORDER_STATUS.REVIEWED]: 'counting.review.status.12',
  [COUNT_ORDER_STATUS.VERIFIED]: 'counting.review.status.15',
};

/** The label of an order status; an unknown one reads as "status N". */
export const orderStatusLabel = (status: number): { id: WebMessageId; values?: Record<string, number> } => {
  const id = ORDER_STATUS_IDS[status];
  return id ? { id } : { id: 'counting.review.status.other', values: { status } };
};

/** A verified order is final: the review shows it, nothing changes it. */
export const isFinal = (order: Pick<CountOrderDetail, 'status'>): boolean =>
  order.status === COUNT_ORDER_STATUS.VERIFIED;

/** Images a review shows: the live ones (a deleted image no longer counts), in their order. */
export const liveImages = (order: Pick<CountOrderDetail, 'images'>): CountImageDetail[] =>
  order.images.filter((image) => image.state === COUNT_IMAGE_STATE.NORMAL).sort((a, b) => a.seq - b.seq);

/** An image the editor can show: recognised (10) or confirmed (12), with its photo's size. */
export const hasResult = (image: CountImageDetail): boolean =>
  (image.status === COUNT_IMAGE_STATUS.PROCESSED || image.status === COUNT_IMAGE_STATUS.CONFIRMED) &&
  image.width !== null &&
  image.height !== null;

/** §4: an image above 11 shows confirmed, otherwise pending. */
export const isConfirmed = (image: Pick<CountImageDetail, 'status'>): boolean =>
  image.status >= COUNT_IMAGE_STATUS.CONFIRMED;

const plain = (circles: readonly { x: number; y: number; r: number }[]): Circle[] =>
  circles.map(({ x, y, r }) => ({ x, y, r }));

/** The model's circles, never changed (§3 coordinate). */
export const detectedOf = (image: CountImageDetail): Circle[] => plain(image.coordinate);

/** The circles on record: the user's once a review is saved, else the model's. */
export const savedCirclesOf = (image: CountImageDetail): Circle[] =>
  plain(image.coordinateManual ?? image.coordinate);

/** The image's saved reference, when it is one the contracts accept. */
export function savedReferenceOf(image: CountImageDetail): Reference | null {
  const parsed = scaleReferenceSchema.safeParse(image.reference);
  return parsed.success ? parsed.data : null;
}

/** What the user is editing: one image's circles and reference, the order's log length and standard. */
export interface ReviewDraft {
  imgId: number;
  circles: Circle[];
  reference: Reference | null;
  logLengthM: number | null;
  standard: string | null;
}

/** The draft as the server has it for this image of the order. */
export const savedDraft = (
  order: Pick<CountOrderDetail, 'logLengthM' | 'standard'>,
  image: CountImageDetail,
): ReviewDraft => ({
  imgId: image.imgId,
  circles: savedCirclesOf(image),
  reference: savedReferenceOf(image),
  logLengthM: order.logLengthM,
  standard: order.standard,
});

/** Whether the image's circles or reference differ from what is saved. */
export const imageChanged = (draft: ReviewDraft, saved: ReviewDraft): boolean =>
  !sameCircles(draft.circles, saved.circles) || !sameReference(draft.reference, saved.reference);

/** Whether anything differs from what is saved. */
export const draftChanged = (draft: ReviewDraft, saved: ReviewDraft): boolean =>
  imageChanged(draft, saved) || draft.logLengthM !== saved.logLengthM || draft.standard !== saved.standard;

/** The body of /count/coordinate/update: the user's circles and the scale settings. */
export const saveBody = (orderId: number, draft: ReviewDraft) => ({
  id: orderId,
  imgId: draft.imgId,
  coordinateManual: draft.circles,
  dia: { reference: draft.reference, logLengthM: draft.logLengthM, standard: draft.standard },
});

/** One diameter class of the measured logs: how many logs of that class. */
export interface DiameterClassRow {
  diameterClass: number;
  qty: number;
}

/**
 * The server's per-log diameters grouped by the standard's diameter class, ascending; logs
 * without a class (no standard, or outside its classes) are left out. Null without diameters
 * (no reference: centimetres are never invented).
 */
export function diameterClasses(dia: CountImageDetail['dia']): DiameterClassRow[] | null {
  if (!dia) {
    return null;
  }
  const counts = new Map<number, number>();
  for (const log of dia) {
    if (log.diameterClass !== null) {
      counts.set(log.diameterClass, (counts.get(log.diameterClass) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([diameterClass, qty]) => ({ diameterClass, qty }));
}

/** The mean of the server's diameters (cm, 1 decimal), or null without any. */
export function meanDiameter(dia: CountImageDetail['dia']): number | null {
  if (!dia || dia.length === 0) {
    return null;
  }
  return Math.round((dia.reduce((sum, log) => sum + log.dia, 0) / dia.length) * 10) / 10;
}

/**
 * Photos (by number) that keep a count from being verified (issue 35; the server's 402419): a
 * verified count is final, so it needs its diameters first: a reference line on every live
 * image, a log length and a standard. Null when the count may be verified; an empty list when
 * only the length or standard is missing.
 */
export function unmeasuredForVerify(
  order: Pick<CountOrderDetail, 'logLengthM' | 'standard' | 'images'>,
): number[] | null {
  const images = liveImages(order);
  const unreferenced = images.filter((image) => image.reference === null).map((image) => image.seq);
  return images.length > 0 && unreferenced.length === 0 && order.standard && order.logLengthM !== null
    ? null
    : unreferenced;
}

/** A sheet row's diameter: whole centimetres, 1 to 300 (the sheet save payload's rule). */
const SHEET_DIA = { min: 1, max: 300 } as const;

/**
 * The stock-in sheet a count order can become (issue 7): only a reviewed or verified order whose
 * every live image the server measured, with a log length a sheet takes and a standard; null
 * otherwise, so no log is left out silently and no centimetre is invented.
 */
export function sheetPrefill(
  order: Pick<CountOrderDetail, 'id' | 'orderNo' | 'status' | 'logLengthM' | 'standard' | 'images'>,
): SheetPrefill | null {
  if (order.status !== COUNT_ORDER_STATUS.REVIEWED && order.status !== COUNT_ORDER_STATUS.VERIFIED) {
    return null;
  }
  const images = liveImages(order);
  if (!order.standard || !validLogLength(order.logLengthM) || images.length === 0) {
    return null;
  }
  const rows: SheetPrefill['rows'] = [];
  for (const image of images) {
    const classes = diameterClasses(image.dia);
    if (classes === null) {
      return null;
    }
    for (const { diameterClass, qty } of classes) {
      if (diameterClass >= SHEET_DIA.min && diameterClass <= SHEET_DIA.max) {
        rows.push({ dia: diameterClass, qty, imgId: image.imgId });
      }
    }
  }
  if (rows.length === 0) {
    return null;
  }
  return {
    countOrder: { id: order.id, orderNo: order.orderNo },
    standard: order.standard,
    len: order.logLengthM,
    rows,
    logs: rows.reduce((sum, row) => sum + row.qty, 0),
  };
}
