import {
  type Circle,
  COUNT_IMAGE_STATE,
  COUNT_IMAGE_STATUS,
  orderStatusFromImages,
  type RecognitionErrorCode,
} from '@timber/contracts';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { type Kysely, type Transaction } from 'kysely';
import { type WorkerDb } from '../worker-db';

type Trx = Transaction<WorkerDb>;

export interface ImageRef {
  tenantId: string;
  orderId: number;
  imageId: number;
  correlationId: string;
}

/** What the worker finds when it starts a run. */
export type StartResult =
  | { kind: 'run'; mediaKey: string }
  /** the order was deleted (or the image is not this tenant's): nothing to do */
  | { kind: 'gone' }
  /** a result (or a final failure) is already stored: an earlier run finished */
  | { kind: 'finished' };

export interface Detected {
  width: number;
  height: number;
  circles: Circle[];
  modelVersion: string;
}

/** A sampled frame of a video in which logs are first seen, stored as an image of the order. */
export interface Keyframe {
  /** the sampled frame's index (0 = the first) */
  frameIndex: number;
  /** its JPEG, already in the blob store */
  mediaKey: string;
  size: number;
  width: number;
  height: number;
  /** the logs first seen in this frame */
  circles: Circle[];
}

export interface VideoDetected {
  /** the video's frame size */
  width: number;
  height: number;
  modelVersion: string;
  keyframes: Keyframe[];
}

/**
 * The worker's SQL on counting's tables, each step one transaction under the job's tenant
 * (row-level security). The order row is locked first in each, as counting's commands do, so the
 * order's status follows its images without lost updates.
 */
export class RecognitionRepository {
  constructor(private readonly db: Kysely<WorkerDb>) {}

  /** Marks the image (and so its order) as in recognition, unless it is gone or finished. */
  start(ref: ImageRef): Promise<StartResult> {
    return withTenant(this.db, ref.tenantId, async (trx) => {
      const order = await this.lockOrder(trx, ref.orderId);
      const image = order
        ? await trx
            .selectFrom('counting.count_images')
            .select(['media_key', 'status'])
            .where('id', '=', ref.imageId)
            .where('order_id', '=', ref.orderId)
            .forUpdate()
            .executeTakeFirst()
        : undefined;
      if (!order || !image) {
        return { kind: 'gone' };
      }
      if (image.status !== COUNT_IMAGE_STATUS.UPLOADED && image.status !== COUNT_IMAGE_STATUS.PROCESSING) {
        return { kind: 'finished' };
      }
      await trx
        .updateTable('counting.count_images')
        .set({
          status: COUNT_IMAGE_STATUS.PROCESSING,
          progress: 10,
          error_code: null,
          updated_at: new Date(),
        })
        .where('id', '=', ref.imageId)
        .execute();
      await this.refreshOrder(trx, order);
      return { kind: 'run', mediaKey: image.media_key };
    });
  }

  async progress(ref: ImageRef, percent: number): Promise<void> {
    await withTenant(this.db, ref.tenantId, (trx) =>
      trx
        .updateTable('counting.count_images')
        .set({ progress: percent })
        .where('id', '=', ref.imageId)
        .where('status', '=', COUNT_IMAGE_STATUS.PROCESSING)
        .execute(),
    );
  }

  /**
   * Stores the result once: the recognition row (its primary key is the image, so a second run
   * inserts nothing and stops here), the image processed (10) with its size, the order's status
   * from its live images, and `counting.recognition.completed`, all in one transaction.
   * Answers whether this run stored it, found it stored, or found the order deleted meanwhile.
   */
  complete(ref: ImageRef, detected: Detected): Promise<'stored' | 'duplicate' | 'gone'> {
    return withTenant(this.db, ref.tenantId, async (trx) => {
      const order = await this.lockOrder(trx, ref.orderId);
      if (!order) {
        return 'gone';
      }
      const inserted = await trx
        .insertInto('counting.recognitions')
        .values({
          image_id: ref.imageId,
          tenant_id: ref.tenantId,
          model_version: detected.modelVersion,
          detected: JSON.stringify(detected.circles),
        })
        .onConflict((oc) => oc.column('image_id').doNothing())
        .returning('image_id')
        .executeTakeFirst();
      if (!inserted) {
        return 'duplicate';
      }
      await this.finish(trx, ref, order, detected, { circles: detected.circles });
      return 'stored';
    });
  }

  /**
   * Stores a video's result once, in one transaction: an empty recognitions row for the video's
   * image (its primary key makes a second run store nothing and stop here), then per keyframe its
   * JPEG recorded in counting.media for the tenant (created by the order's author) and an image of
   * the order (processed, `source_image_id` the video's image, `frame_index` the frame: unique)
   * with a recognitions row of the circles first seen in it; the video's image processed with the
   * frame size, the order's status, and `counting.recognition.completed` with the distinct logs.
   */
  completeVideo(ref: ImageRef, detected: VideoDetected): Promise<'stored' | 'duplicate' | 'gone'> {
    return withTenant(this.db, ref.tenantId, async (trx) => {
      const order = await this.lockOrder(trx, ref.orderId);
      if (!order) {
        return 'gone';
      }
      const inserted = await trx
        .insertInto('counting.recognitions')
        .values({
          image_id: ref.imageId,
          tenant_id: ref.tenantId,
          model_version: detected.modelVersion,
          detected: '[]',
        })
        .onConflict((oc) => oc.column('image_id').doNothing())
        .returning('image_id')
        .executeTakeFirst();
      if (!inserted) {
        return 'duplicate';
      }
      const { created_by: createdBy } = await trx
        .selectFrom('counting.count_orders')
        .select('created_by')
        .where('id', '=', ref.orderId)
        .executeTakeFirstOrThrow();
      const { last } = await trx
        .selectFrom('counting.count_images')
        .select((eb) => eb.fn.max('seq').as('last'))
        .where('order_id', '=', ref.orderId)
        .executeTakeFirstOrThrow();
      let seq = Number(last ?? 0);
      for (const keyframe of detected.keyframes) {
        await trx
          .insertInto('counting.media')
          .values({
            key: keyframe.mediaKey,
            tenant_id: ref.tenantId,
            size: keyframe.size,
            content_type: 'image/jpeg',
            width: keyframe.width,
            height: keyframe.height,
            created_by: createdBy,
          })
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
        seq += 1;
        const image = await trx
          .insertInto('counting.count_images')
          .values({
            tenant_id: ref.tenantId,
            order_id: ref.orderId,
            seq,
            media_key: keyframe.mediaKey,
            width: keyframe.width,
            height: keyframe.height,
            status: COUNT_IMAGE_STATUS.PROCESSED,
            state: COUNT_IMAGE_STATE.NORMAL,
            progress: 100,
            error_code: null,
            source_image_id: ref.imageId,
            frame_index: keyframe.frameIndex,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('counting.recognitions')
          .values({
            image_id: image.id,
            tenant_id: ref.tenantId,
            model_version: detected.modelVersion,
            detected: JSON.stringify(keyframe.circles),
          })
          .execute();
      }
      await this.finish(trx, ref, order, detected, { circles: [], keyframes: detected.keyframes });
      return 'stored';
    });
  }

  /**
   * The end of a run that stored its result: the image processed (10) with its size, the order's
   * status from its live images, and `counting.recognition.completed` with the logs found.
   */
  private async finish(
    trx: Trx,
    ref: ImageRef,
    order: { id: number; status: number },
    detected: { width: number; height: number; modelVersion: string },
    found: { circles: Circle[]; keyframes?: Keyframe[] },
  ): Promise<void> {
    const count =
      found.circles.length +
      (found.keyframes ?? []).reduce((sum, keyframe) => sum + keyframe.circles.length, 0);
    await trx
      .updateTable('counting.count_images')
      .set({
        status: COUNT_IMAGE_STATUS.PROCESSED,
        progress: 100,
        width: detected.width,
        height: detected.height,
        error_code: null,
        updated_at: new Date(),
      })
      .where('id', '=', ref.imageId)
      .execute();
    await this.refreshOrder(trx, order);
    await writeToOutbox(trx, 'counting', [
      newEvent(
        'counting.recognition.completed',
        {
          tenantId: ref.tenantId,
          orderId: ref.orderId,
          imageId: ref.imageId,
          count,
          modelVersion: detected.modelVersion,
          width: detected.width,
          height: detected.height,
          ...found,
        },
        { tenantId: ref.tenantId, correlationId: ref.correlationId, partitionKey: String(ref.orderId) },
      ),
    ]);
  }

  /**
   * Marks the image failed (8) with the reason, its order's status from its live images, and
   * `counting.recognition.failed`; nothing when the image is already finished or gone.
   */
  fail(ref: ImageRef, errorCode: RecognitionErrorCode): Promise<boolean> {
    return withTenant(this.db, ref.tenantId, async (trx) => {
      const order = await this.lockOrder(trx, ref.orderId);
      if (!order) {
        return false;
      }
      const failed = await trx
        .updateTable('counting.count_images')
        .set({
          status: COUNT_IMAGE_STATUS.FAILED,
          progress: 0,
          error_code: errorCode,
          updated_at: new Date(),
        })
        .where('id', '=', ref.imageId)
        .where('order_id', '=', ref.orderId)
        .where('status', 'in', [COUNT_IMAGE_STATUS.UPLOADED, COUNT_IMAGE_STATUS.PROCESSING])
        .returning('id')
        .executeTakeFirst();
      if (!failed) {
        return false;
      }
      await this.refreshOrder(trx, order);
      await writeToOutbox(trx, 'counting', [
        newEvent(
          'counting.recognition.failed',
          { tenantId: ref.tenantId, orderId: ref.orderId, imageId: ref.imageId, errorCode },
          { tenantId: ref.tenantId, correlationId: ref.correlationId, partitionKey: String(ref.orderId) },
        ),
      ]);
      return true;
    });
  }

  private lockOrder(trx: Trx, orderId: number): Promise<{ id: number; status: number } | undefined> {
    return trx
      .selectFrom('counting.count_orders')
      .select(['id', 'status'])
      .where('id', '=', orderId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
  }

  private async refreshOrder(trx: Trx, order: { id: number; status: number }): Promise<void> {
    const live = await trx
      .selectFrom('counting.count_images')
      .select('status')
      .where('order_id', '=', order.id)
      .where('state', '=', COUNT_IMAGE_STATE.NORMAL)
      .execute();
    const status = orderStatusFromImages(
      order.status,
      live.map((image) => image.status),
    );
    if (status !== order.status) {
      await trx
        .updateTable('counting.count_orders')
        .set({ status, updated_at: new Date() })
        .where('id', '=', order.id)
        .execute();
    }
  }
}
