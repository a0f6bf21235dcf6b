import {
  COUNT_IMAGE_STATE,
  COUNT_IMAGE_STATUS,
  COUNT_ORDER_STATUS,
  countOrderActions,
  type CountOrderStatus,
  DomainError,
  OSS_TYPE,
} from '@timber/contracts';

// §4 Count orders and images: what a user may do in which status. Plain functions, no framework:
// each throws the domain error the caller's envelope answers with.

/** `CT{yyyyMMdd}{seq}`, the sequence 4 digits wide (more after the 9,999th order of a day). */
export function orderNumber(day: string, seq: number): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !Number.isInteger(seq) || seq < 1) {
    throw new Error(`orderNumber: bad day ${day} or sequence ${seq}`);
  }
  return `CT${day.replaceAll('-', '')}${String(seq).padStart(4, '0')}`;
}

/** The caller's calendar day (yyyy-MM-dd) at `now`, `tzOffsetHours` east of UTC. */
export const callerDay = (now: Date, tzOffsetHours: number): string =>
  new Date(now.getTime() + tzOffsetHours * 3_600_000).toISOString().slice(0, 10);

/**
 * A new order needs the tenant's stored media, of the order's kind: a photo for ossType 1, a
 * video (mp4, quicktime) for ossType 2; else 402404 with the media's type.
 */
export function assertMediaUsable(media: { contentType: string | null } | null, ossType: number): void {
  if (!media) {
    throw new DomainError('COUNT.MEDIA_NOT_FOUND');
  }
  const wanted = ossType === OSS_TYPE.VIDEO ? 'video/' : 'image/';
  if (media.contentType !== null && !media.contentType.startsWith(wanted)) {
    throw new DomainError('COUNT.MEDIA_NOT_IMAGE', { contentType: media.contentType });
  }
}

/**
 * An order's status from the statuses of its live images (state 4), for every status an image
 * change can reach: all confirmed → 12; all with a result → 10; the rest done and one failed → 8;
 * one in recognition → 5; else queued (1). An order without live images, and a verified order,
 * keep `current`. The one rule of an order's status: counting's commands and the recognition
 * worker's recorded events all go through CountOrderRepository.refreshStatus, which applies it.
 */
export function orderStatusFromImages(
  current: number,
  liveImageStatuses: readonly number[],
): CountOrderStatus {
  const known = Object.values(COUNT_ORDER_STATUS) as number[];
  const keep = (known.includes(current) ? current : COUNT_ORDER_STATUS.QUEUED) as CountOrderStatus;
  if (current === COUNT_ORDER_STATUS.VERIFIED || liveImageStatuses.length === 0) {
    return keep;
  }
  const all = (...statuses: number[]) => liveImageStatuses.every((s) => statuses.includes(s));
  const { PROCESSED, CONFIRMED, FAILED, PROCESSING } = COUNT_IMAGE_STATUS;
  if (all(CONFIRMED)) {
    return COUNT_ORDER_STATUS.REVIEWED;
  }
  if (all(PROCESSED, CONFIRMED)) {
    return COUNT_ORDER_STATUS.RECOGNISED;
  }
  if (all(PROCESSED, CONFIRMED, FAILED)) {
    return COUNT_ORDER_STATUS.FAILED;
  }
  if (liveImageStatuses.includes(PROCESSING)) {
    return COUNT_ORDER_STATUS.RECOGNISING;
  }
  return COUNT_ORDER_STATUS.QUEUED;
}

/** Look (the detail and point editor): status above 5 with a result, so not failed (8). */
export function assertLookable(status: number): void {
  if (!countOrderActions(status).look) {
    throw new DomainError('COUNT.NOT_LOOKABLE', { status });
  }
}

/** Delete: below 12 (reviewed and verified orders stay). */
export function assertDeletable(status: number): void {
  if (!countOrderActions(status).delete) {
    throw new DomainError('COUNT.NOT_DELETABLE', { status });
  }
}

/** Verify: 12 → 15, nothing else. */
export function assertVerifiable(status: number): void {
  if (!countOrderActions(status).verify) {
    throw new DomainError('COUNT.NOT_VERIFIABLE', { status });
  }
}

/**
 * Verify needs a measured count (issue 35): a verified order is final, and only one whose every
 * live image has its reference line (so its diameters) and whose log length and standard are set
 * can become a stock-in sheet. Else 402419, naming the images (by their number) without a reference.
 */
export function assertMeasured(
  order: { standard: string | null; logLengthM: number | null },
  liveImages: readonly { seq: number; hasReference: boolean }[],
): void {
  const unreferenced = liveImages.filter((image) => !image.hasReference).map((image) => image.seq);
  if (
    liveImages.length === 0 ||
    unreferenced.length > 0 ||
    order.standard === null ||
    order.logLengthM === null
  ) {
    throw new DomainError('COUNT.NOT_MEASURED', {
      images: unreferenced.length > 0 ? unreferenced.join(', ') : 'none',
    });
  }
}

/** A verified order is final: no review, confirmation, image delete or recover changes it. */
function assertNotVerified(orderStatus: number): void {
  if (orderStatus === COUNT_ORDER_STATUS.VERIFIED) {
    throw new DomainError('COUNT.NOT_EDITABLE');
  }
}

/** Review (save circles) or confirm one image: a live image with a result, of an order not verified. */
export function assertReviewable(orderStatus: number, image: { status: number; state: number }): void {
  assertNotVerified(orderStatus);
  const hasResult =
    image.status === COUNT_IMAGE_STATUS.PROCESSED || image.status === COUNT_IMAGE_STATUS.CONFIRMED;
  if (image.state !== COUNT_IMAGE_STATE.NORMAL || !hasResult) {
    throw new DomainError('COUNT.IMAGE_NOT_REVIEWABLE', { status: image.status, state: image.state });
  }
}

/** §4 image card delete: state 4 → 0. */
export function assertImageDeletable(orderStatus: number, imageState: number): void {
  assertNotVerified(orderStatus);
  if (imageState !== COUNT_IMAGE_STATE.NORMAL) {
    throw new DomainError('COUNT.IMAGE_ALREADY_DELETED');
  }
}

/** §4 image card recover: state 0 → 4. */
export function assertImageRecoverable(orderStatus: number, imageState: number): void {
  assertNotVerified(orderStatus);
  if (imageState !== COUNT_IMAGE_STATE.DELETED) {
    throw new DomainError('COUNT.IMAGE_NOT_DELETED');
  }
}
