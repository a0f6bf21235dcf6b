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
            count: detected.circles.length,
            modelVersion: detected.modelVersion,
          },
          { tenantId: ref.tenantId, correlationId: ref.correlationId, partitionKey: String(ref.orderId) },
        ),
      ]);
      return 'stored';
    });
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
