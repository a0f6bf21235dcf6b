import { Injectable } from '@nestjs/common';
import {
  type Circle,
  COUNT_IMAGE_STATE,
  COUNT_ORDER_STATUS,
  type CountedVideo,
  type CountOrderRow,
  type CountPageQuery,
  DomainError,
  type PageResult,
  type ScaleReference,
} from '@timber/contracts';
import { createdBetween, escapeLike, newestFirstPage } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { requestContext } from '@timber/nest-kit';
import { type Selectable, sql, type Transaction } from 'kysely';
import { type CountingDb } from '../counting-db';
import { orderStatusFromImages } from './domain/count-order-rules';

type Trx = Transaction<CountingDb>;
export type OrderRow = Selectable<CountingDb['counting.count_orders']>;
export type ImageRow = Selectable<CountingDb['counting.count_images']>;
export type RecognitionRow = Selectable<CountingDb['counting.recognitions']>;
export type ReviewRow = Selectable<CountingDb['counting.reviews']>;

/** Logs counted on one image (alias `i`): the user's circles where reviewed, else the detector's. */
export const imageCountSql = sql<number | null>`(
  select coalesce(jsonb_array_length(rv.coordinate_manual), jsonb_array_length(rc.detected))
    from counting.count_images ii
    left join counting.recognitions rc on rc.image_id = ii.id
    left join counting.reviews rv on rv.image_id = ii.id
   where ii.id = i.id)`;

/** SQL of count orders and their images. Every call runs inside withTenant's transaction (row-level security). */
@Injectable()
export class CountOrderRepository {
  /** The next order number's sequence for the tenant's `day` (an upsert: concurrent orders never share one). */
  async takeSeq(trx: Trx, tenantId: string, day: string): Promise<number> {
    const row = await trx
      .insertInto('counting.order_numbers')
      .values({ tenant_id: tenantId, day, last_seq: 1 })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'day'])
          .doUpdateSet((eb) => ({ last_seq: eb('counting.order_numbers.last_seq', '+', 1) })),
      )
      .returning('last_seq')
      .executeTakeFirstOrThrow();
    return row.last_seq;
  }

  insertOrder(
    trx: Trx,
    row: { tenantId: string; orderNo: string; ossType: number; createdBy: string },
  ): Promise<OrderRow> {
    return trx
      .insertInto('counting.count_orders')
      .values({
        tenant_id: row.tenantId,
        order_no: row.orderNo,
        oss_type: row.ossType,
        created_by: row.createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  insertImage(
    trx: Trx,
    row: { tenantId: string; orderId: number; seq: number; mediaKey: string },
  ): Promise<ImageRow> {
    return trx
      .insertInto('counting.count_images')
      .values({ tenant_id: row.tenantId, order_id: row.orderId, seq: row.seq, media_key: row.mediaKey })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** A live order, locked until the transaction ends (its changes and its images' are serialized). */
  async lock(trx: Trx, by: { id: number } | { orderNo: string }): Promise<OrderRow> {
    const row = await this.tryLock(trx, by);
    if (!row) {
      throw new DomainError('COUNT.NOT_FOUND');
    }
    return row;
  }

  /** As lock, but undefined for an order that is deleted, missing or another tenant's. */
  tryLock(trx: Trx, by: { id: number } | { orderNo: string }): Promise<OrderRow | undefined> {
    return trx
      .selectFrom('counting.count_orders')
      .selectAll()
      .where('deleted_at', 'is', null)
      .$if('id' in by, (q) => q.where('id', '=', (by as { id: number }).id))
      .$if('orderNo' in by, (q) => q.where('order_no', '=', (by as { orderNo: string }).orderNo))
      .forUpdate()
      .executeTakeFirst();
  }

  /** A live order, not locked. */
  async find(trx: Trx, id: number): Promise<OrderRow> {
    const row = await trx
      .selectFrom('counting.count_orders')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) {
      throw new DomainError('COUNT.NOT_FOUND');
    }
    return row;
  }

  /** The order an image belongs to (for callers that know only the image). */
  async orderOfImage(trx: Trx, imageId: number): Promise<number> {
    const row = await trx
      .selectFrom('counting.count_images')
      .select('order_id')
      .where('id', '=', imageId)
      .executeTakeFirst();
    if (!row) {
      throw new DomainError('COUNT.IMAGE_NOT_FOUND');
    }
    return row.order_id;
  }

  images(trx: Trx, orderId: number): Promise<ImageRow[]> {
    return trx
      .selectFrom('counting.count_images')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('seq')
      .execute();
  }

  /** One image of the order, locked (call after locking the order). */
  async lockImage(trx: Trx, orderId: number, imageId: number): Promise<ImageRow> {
    const row = await this.tryLockImage(trx, orderId, imageId);
    if (!row) {
      throw new DomainError('COUNT.IMAGE_NOT_FOUND');
    }
    return row;
  }

  /** As lockImage, but undefined for an image that is not the order's. */
  tryLockImage(trx: Trx, orderId: number, imageId: number): Promise<ImageRow | undefined> {
    return trx
      .selectFrom('counting.count_images')
      .selectAll()
      .where('id', '=', imageId)
      .where('order_id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The detector's results and the user's reviews of these images, by image id. */
  async results(
    trx: Trx,
    imageIds: readonly number[],
  ): Promise<{ recognitions: Map<number, RecognitionRow>; reviews: Map<number, ReviewRow> }> {
    if (imageIds.length === 0) {
      return { recognitions: new Map(), reviews: new Map() };
    }
    const [recognitions, reviews] = await Promise.all([
      trx.selectFrom('counting.recognitions').selectAll().where('image_id', 'in', imageIds).execute(),
      trx.selectFrom('counting.reviews').selectAll().where('image_id', 'in', imageIds).execute(),
    ]);
    return {
      recognitions: new Map(recognitions.map((r) => [r.image_id, r])),
      reviews: new Map(reviews.map((r) => [r.image_id, r])),
    };
  }

  /** Writes the user's circles and reference of an image (replacing an earlier review). */
  async saveReview(
    trx: Trx,
    review: {
      tenantId: string;
      imageId: number;
      circles: readonly Circle[];
      reference: ScaleReference | null;
      userId: string;
    },
  ): Promise<ReviewRow> {
    const values = {
      coordinate_manual: JSON.stringify(review.circles),
      reference: review.reference ? JSON.stringify(review.reference) : null,
      updated_at: new Date(),
      updated_by: review.userId,
    };
    return trx
      .insertInto('counting.reviews')
      .values({ image_id: review.imageId, tenant_id: review.tenantId, ...values })
      .onConflict((oc) => oc.column('image_id').doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateImage(
    trx: Trx,
    imageId: number,
    changes: Partial<{ status: number; state: number; manual_dia: boolean }>,
  ): Promise<ImageRow> {
    return trx
      .updateTable('counting.count_images')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', imageId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateOrder(
    trx: Trx,
    id: number,
    changes: Partial<{ status: number; log_length_m: number | null; standard_code: string | null }>,
  ): Promise<OrderRow> {
    return trx
      .updateTable('counting.count_orders')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Sets the order's status from its live images' (call with the order locked); answers it. */
  async refreshStatus(trx: Trx, order: OrderRow): Promise<number> {
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
      await this.setStatus(trx, order.id, status);
    }
    return status;
  }

  /**
   * Sets an order's status, counts up its revision and writes `counting.order.status-changed` in
   * the same transaction (call with the order locked): every status change counting makes is told.
   */
  private async setStatus(
    trx: Trx,
    id: number,
    status: number,
    more: Partial<{ verified_at: Date; verified_by: string }> = {},
  ): Promise<OrderRow> {
    const order = await trx
      .updateTable('counting.count_orders')
      .set((eb) => ({ status, ...more, updated_at: new Date(), revision: eb('revision', '+', 1) }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeToOutbox(trx, 'counting', [
      newEvent(
        'counting.order.status-changed',
        { orderId: order.id, orderNo: order.order_no, status: order.status, revision: order.revision },
        {
          tenantId: order.tenant_id,
          correlationId: requestContext().correlationId,
          partitionKey: String(order.id),
        },
      ),
    ]);
    return order;
  }

  async softDelete(trx: Trx, id: number, userId: string): Promise<void> {
    await trx
      .updateTable('counting.count_orders')
      .set({ deleted_at: new Date(), deleted_by: userId, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  verify(trx: Trx, id: number, userId: string): Promise<OrderRow> {
    return this.setStatus(trx, id, COUNT_ORDER_STATUS.VERIFIED, {
      verified_at: new Date(),
      verified_by: userId,
    });
  }

  /** A page of live orders, newest first, with each order's count over its live images. */
  async page(trx: Trx, query: CountPageQuery, tzOffsetHours: number): Promise<PageResult<CountOrderRow>> {
    let base = trx.selectFrom('counting.count_orders as o').where('o.deleted_at', 'is', null);
    if (query.orderNo) {
      base = base.where('o.order_no', 'ilike', `%${escapeLike(query.orderNo)}%`);
    }
    if (query.reviewed) {
      base = base.where('o.status', 'in', [COUNT_ORDER_STATUS.REVIEWED, COUNT_ORDER_STATUS.VERIFIED]);
    }
    base = createdBetween(
      base,
      { createTimeFrom: query.beginDate, createTimeTo: query.endDate },
      tzOffsetHours,
      'o',
    );
    return newestFirstPage(
      base,
      query,
      (picked) =>
        picked.select(['o.id', 'o.order_no', 'o.oss_type', 'o.status', 'o.created_at']).select([
          sql<string>`(select i.media_key from counting.count_images i where i.order_id = o.id order by i.seq limit 1)`.as(
            'oss_url',
          ),
          sql<number>`(select coalesce(sum(${imageCountSql}), 0)::int from counting.count_images i
                        where i.order_id = o.id and i.state = ${COUNT_IMAGE_STATE.NORMAL})`.as('qty'),
          sql<number>`(select coalesce(min(i.progress), 0)::int from counting.count_images i
                        where i.order_id = o.id and i.state = ${COUNT_IMAGE_STATE.NORMAL})`.as('progress'),
          sql<string | null>`(select i.error_code from counting.count_images i
                               where i.order_id = o.id and i.error_code is not null order by i.seq limit 1)`.as(
            'error_code',
          ),
          sql<CountedVideo | null>`(select json_build_object('durationS', i.video_seconds,
                                      'coveredS', i.covered_seconds, 'frames', i.frames_counted)
                                    from counting.count_images i
                                    where i.order_id = o.id and i.video_seconds is not null
                                    order by i.seq limit 1)`.as('video'),
        ]),
      (r) => ({
        id: r.id,
        orderNo: r.order_no,
        ossType: r.oss_type,
        ossUrl: r.oss_url,
        qty: r.qty,
        status: r.status,
        errorCode: r.error_code,
        progress: r.progress,
        createTime: r.created_at.toISOString(),
        video: r.video,
      }),
      'o',
    );
  }
}
