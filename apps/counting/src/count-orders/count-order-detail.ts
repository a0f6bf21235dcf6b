import {
  COUNT_IMAGE_STATE,
  countOrderActions,
  type CountedVideo,
  type CountImageDetail,
  type CountOrderDetail,
} from '@timber/contracts';
import { type ImageRow, type OrderRow, type RecognitionRow, type ReviewRow } from './count-order.repository';
import { measureCircles, volumeText } from './domain/measure-circles';

/** The order's log length (numeric, read as text) as a number. */
export const logLengthOf = (order: OrderRow): number | null =>
  order.log_length_m === null ? null : Number(order.log_length_m);

/** One image as the point editor loads it, with what its circles count and measure. */
export function toImageDetail(
  order: OrderRow,
  image: ImageRow,
  recognition: RecognitionRow | undefined,
  review: ReviewRow | undefined,
): CountImageDetail & { volumeE4: number | null } {
  const detected = recognition?.detected ?? [];
  const manual = review?.coordinate_manual ?? null;
  const reference = review?.reference ?? null;
  const measure = measureCircles({
    circles: manual ?? detected,
    reference,
    standard: order.standard_code,
    logLengthM: logLengthOf(order),
  });
  return {
    imgId: image.id,
    seq: image.seq,
    ossUrl: image.media_key,
    width: image.width,
    height: image.height,
    status: image.status,
    state: image.state,
    manualDia: image.manual_dia,
    progress: image.progress,
    errorCode: image.error_code,
    modelVersion: recognition?.model_version ?? null,
    coordinate: detected,
    coordinateManual: manual,
    reference,
    value: measure.value,
    cmPerPx: measure.cmPerPx,
    dia: measure.dia,
    volume: measure.volume,
    volumeE4: measure.volumeE4,
    unmeasured: measure.unmeasured,
  };
}

/** How much of the order's video was counted: its own image's record; null for photos, or before. */
export function countedVideoOf(images: readonly ImageRow[]): CountedVideo | null {
  const video = images.find((image) => image.video_seconds !== null);
  return video
    ? {
        durationS: video.video_seconds!,
        coveredS: video.covered_seconds ?? 0,
        frames: video.frames_counted ?? 0,
      }
    : null;
}

/**
 * §7 count detail: the order, every image (deleted ones with their state, not counted), the count
 * over the live images, and their total volume when every live image has one.
 */
export function toOrderDetail(
  order: OrderRow,
  images: readonly ImageRow[],
  recognitions: ReadonlyMap<number, RecognitionRow>,
  reviews: ReadonlyMap<number, ReviewRow>,
): CountOrderDetail {
  const details = images.map((image) =>
    toImageDetail(order, image, recognitions.get(image.id), reviews.get(image.id)),
  );
  const live = details.filter((image) => image.state === COUNT_IMAGE_STATE.NORMAL);
  const volumes = live.map((image) => image.volumeE4);
  const volumeE4 =
    live.length > 0 && volumes.every((v): v is number => v !== null)
      ? volumes.reduce((sum, v) => sum + v, 0)
      : null;
  return {
    id: order.id,
    orderNo: order.order_no,
    ossType: order.oss_type,
    ossUrl: images[0]?.media_key ?? '',
    qty: live.reduce((sum, image) => sum + image.value, 0),
    status: order.status,
    errorCode: images.find((image) => image.error_code !== null)?.error_code ?? null,
    progress: live.length > 0 ? Math.min(...live.map((image) => image.progress)) : 0,
    createTime: order.created_at.toISOString(),
    video: countedVideoOf(images),
    logLengthM: logLengthOf(order),
    standard: order.standard_code,
    verifiedAt: order.verified_at?.toISOString() ?? null,
    actions: countOrderActions(order.status),
    volume: volumeE4 === null ? null : volumeText(volumeE4),
    volumeE4,
    images: details.map(({ volumeE4: _volumeE4, ...image }) => image),
  };
}
