import { Injectable } from '@nestjs/common';
import {
  type Circle,
  COUNT_IMAGE_STATE,
  COUNT_IMAGE_STATUS,
  type RecognitionKeyframe,
  type VideoCoverage,
} from '@timber/contracts';
import { type Transaction } from 'kysely';
import { CountOrderRepository, type ImageRow, type OrderRow } from '../count-orders';
import { type CountingDb } from '../counting-db';
import { awaitsRecognition } from './domain/recognition-rules';

type Trx = Transaction<CountingDb>;

/** The image of the order a recognition event is about. */
export interface RecognitionTarget {
  tenantId: string;
  orderId: number;
  imageId: number;
}

/** A photo's result, or a video's (its own image without circles, its keyframes with theirs). */
export interface RecognitionResult {
  modelVersion: string;
  width: number;
  height: number;
  circles: readonly Circle[];
  keyframes?: readonly RecognitionKeyframe[];
  /** a video's length, and the seconds and frames the worker counted */
  video?: VideoCoverage;
}

/**
 * What recording an event did: `recorded`; `gone`, the order deleted (or the image not the
 * order's, or not the tenant's: row-level security hides it); `finished`, the image no longer
 * waits for its recognition (a repeated result or a late progress), so nothing changed.
 */
export type Recorded = 'recorded' | 'gone' | 'finished';

/**
 * Records the recognition worker's events in counting's tables, inside the consumer's transaction
 * (withTenant, row-level security): the order is locked first, as counting's commands do, and its
 * status follows its images through CountOrderRepository.refreshStatus, the one place that counts
 * up the revision and writes `counting.order.status-changed`.
 */
@Injectable()
export class RecognitionResultsRepository {
  constructor(private readonly orders: CountOrderRepository) {}

  /** The image in recognition (5) at `progress` percent; the order follows (1 → 5). */
  async progressed(trx: Trx, target: RecognitionTarget, progress: number): Promise<Recorded> {
    const found = await this.waiting(trx, target);
    if (typeof found === 'string') {
      return found;
    }
    await this.updateImage(trx, found.image.id, {
      status: COUNT_IMAGE_STATUS.PROCESSING,
      progress,
      error_code: null,
    });
    if (found.image.status !== COUNT_IMAGE_STATUS.PROCESSING) {
      await this.orders.refreshStatus(trx, found.order);
    }
    return 'recorded';
  }

  /**
   * The result, once per image: the recognitions row of its circles, and for a video each keyframe
   * (its JPEG recorded in counting.media for the tenant, created by the order's author; an image of
   * the order, processed, `source_image_id` the video's image and `frame_index` the frame, with a
   * recognitions row of the circles of the logs first seen there); the image processed (10) with
   * its size (a video's with its length, the seconds and frames counted); the order's status
   * from its live images.
   */
  async completed(trx: Trx, target: RecognitionTarget, result: RecognitionResult): Promise<Recorded> {
    const found = await this.waiting(trx, target);
    if (typeof found === 'string') {
      return found;
    }
    const { order, image } = found;
    await this.insertRecognition(trx, target.tenantId, image.id, result.modelVersion, result.circles);
    const keyframes = result.keyframes ?? [];
    if (keyframes.length > 0) {
      const { last } = await trx
        .selectFrom('counting.count_images')
        .select((eb) => eb.fn.max('seq').as('last'))
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      let seq = Number(last ?? 0);
      for (const keyframe of keyframes) {
        seq += 1;
        await trx
          .insertInto('counting.media')
          .values({
            key: keyframe.mediaKey,
            tenant_id: target.tenantId,
            size: keyframe.size,
            content_type: 'image/jpeg',
            width: keyframe.width,
            height: keyframe.height,
            created_by: order.created_by,
          })
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
        const frame = await trx
          .insertInto('counting.count_images')
          .values({
            tenant_id: target.tenantId,
            order_id: order.id,
            seq,
            media_key: keyframe.mediaKey,
            width: keyframe.width,
            height: keyframe.height,
            status: COUNT_IMAGE_STATUS.PROCESSED,
            state: COUNT_IMAGE_STATE.NORMAL,
            progress: 100,
            error_code: null,
            source_image_id: image.id,
            frame_index: keyframe.frameIndex,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await this.insertRecognition(trx, target.tenantId, frame.id, result.modelVersion, keyframe.circles);
      }
    }
    await this.updateImage(trx, image.id, {
      status: COUNT_IMAGE_STATUS.PROCESSED,
      progress: 100,
      width: result.width,
      height: result.height,
      error_code: null,
      ...(result.video
        ? {
            video_seconds: result.video.durationS,
            covered_seconds: result.video.coveredS,
            frames_counted: result.video.frames,
          }
        : {}),
    });
    await this.orders.refreshStatus(trx, order);
    return 'recorded';
  }

  /** The image failed (8) with the reason; the order's status from its live images. */
  async failed(trx: Trx, target: RecognitionTarget, errorCode: string): Promise<Recorded> {
    const found = await this.waiting(trx, target);
    if (typeof found === 'string') {
      return found;
    }
    await this.updateImage(trx, found.image.id, {
      status: COUNT_IMAGE_STATUS.FAILED,
      progress: 0,
      error_code: errorCode,
    });
    await this.orders.refreshStatus(trx, found.order);
    return 'recorded';
  }

  /** The live order and its image, both locked, when the image still waits for its recognition. */
  private async waiting(
    trx: Trx,
    target: RecognitionTarget,
  ): Promise<{ order: OrderRow; image: ImageRow } | 'gone' | 'finished'> {
    const order = await this.orders.tryLock(trx, { id: target.orderId });
    const image = order ? await this.orders.tryLockImage(trx, order.id, target.imageId) : undefined;
    if (!order || !image) {
      return 'gone';
    }
    return awaitsRecognition(image.status) ? { order, image } : 'finished';
  }

  /** The detector's circles of one image: one row ever (its primary key is the image). */
  private async insertRecognition(
    trx: Trx,
    tenantId: string,
    imageId: number,
    modelVersion: string,
    circles: readonly Circle[],
  ): Promise<void> {
    await trx
      .insertInto('counting.recognitions')
      .values({
        image_id: imageId,
        tenant_id: tenantId,
        model_version: modelVersion,
        detected: JSON.stringify(circles),
      })
      .execute();
  }

  private async updateImage(
    trx: Trx,
    imageId: number,
    changes: {
      status: number;
      progress: number;
      error_code: string | null;
      width?: number;
      height?: number;
      video_seconds?: number;
      covered_seconds?: number;
      frames_counted?: number;
    },
  ): Promise<void> {
    await trx
      .updateTable('counting.count_images')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', imageId)
      .execute();
  }
}
