import { Injectable } from '@nestjs/common';
import {
  COUNT_IMAGE_STATE,
  DomainError,
  FEEDBACK_STATUS,
  IMAGE_STATUS_FILTER,
  OSS_TYPE,
  type CountImageCard,
  type CountImagePageQuery,
  type CountingSummary,
  type ImageFeedbackState,
  type PageResult,
} from '@timber/contracts';
import { createdBetween, escapeLike, newestFirstPage } from '@timber/db';
import { sql, type Transaction } from 'kysely';
import { imageCountSql } from '../count-orders';
import { type CountingDb } from '../counting-db';

type Trx = Transaction<CountingDb>;

/** SQL of the image list and the dashboard's picture counts (images of live orders only). */
@Injectable()
export class ImageRepository {
  /** §2 /imgList/index: every image (deleted ones too, to be recovered), newest first. */
  async page(
    trx: Trx,
    query: CountImagePageQuery,
    tzOffsetHours: number,
  ): Promise<PageResult<CountImageCard>> {
    let base = trx
      .selectFrom('counting.count_images as i')
      .innerJoin('counting.count_orders as o', 'o.id', 'i.order_id')
      .leftJoin('counting.image_feedback as f', 'f.image_id', 'i.id')
      .where('o.deleted_at', 'is', null);
    if (query.num) {
      base = base.where('o.order_no', 'ilike', `%${escapeLike(query.num)}%`);
    }
    if (query.status !== undefined) {
      base = base.where('i.status', 'in', [...IMAGE_STATUS_FILTER[query.status]]);
    }
    if (query.type !== undefined) {
      base = base.where('o.oss_type', '=', query.type);
    }
    base = createdBetween(
      base,
      { createTimeFrom: query.beginDate, createTimeTo: query.endDate },
      tzOffsetHours,
      'i',
    );
    return newestFirstPage(
      base,
      query,
      (picked) =>
        picked
          .select([
            'i.id',
            'i.media_key',
            'i.status',
            'i.state',
            'i.manual_dia',
            'i.progress',
            'i.error_code',
            'i.created_at',
            'o.id as order_id',
            'o.order_no',
            'o.oss_type',
            'i.source_image_id',
            'f.status as feedback_status',
            'f.created_at as feedback_at',
            'f.created_by_name as feedback_by',
            'f.comment as feedback_comment',
          ])
          .select(imageCountSql.as('qty')),
      (r) => ({
        id: r.id,
        ossUrl: r.media_key,
        ossType: r.oss_type,
        status: r.status,
        state: r.state,
        detailId: r.order_id,
        video: r.oss_type === OSS_TYPE.VIDEO && r.source_image_id === null,
        orderNo: r.order_no,
        dia: r.manual_dia,
        qty: r.qty,
        progress: r.progress,
        errorCode: r.error_code,
        createTime: r.created_at.toISOString(),
        ...feedbackState({
          status: r.feedback_status,
          created_at: r.feedback_at,
          created_by_name: r.feedback_by,
          comment: r.feedback_comment,
        }),
      }),
      'i',
      // the photos of one order share their time: the last photo first, as they were added
      ['seq', 'id'],
    );
  }

  /** Records an image's feedback once: null when one exists (the insert does nothing). */
  async insertFeedback(
    trx: Trx,
    row: {
      imageId: number;
      tenantId: string;
      orderId: number;
      comment: string | null;
      createdBy: string;
      createdByName: string;
    },
  ): Promise<ImageFeedbackState | null> {
    const inserted = await trx
      .insertInto('counting.image_feedback')
      .values({
        image_id: row.imageId,
        tenant_id: row.tenantId,
        order_id: row.orderId,
        comment: row.comment,
        created_by: row.createdBy,
        created_by_name: row.createdByName,
      })
      .onConflict((oc) => oc.column('image_id').doNothing())
      .returning(['status', 'created_at', 'created_by_name', 'comment'])
      .executeTakeFirst();
    return inserted ? feedbackState(inserted) : null;
  }

  /** The model whose result an image holds; null without one (e.g. a failed image). */
  async modelVersion(trx: Trx, imageId: number): Promise<string | null> {
    const row = await trx
      .selectFrom('counting.recognitions')
      .select('model_version')
      .where('image_id', '=', imageId)
      .executeTakeFirst();
    return row?.model_version ?? null;
  }

  /** Where an image's photo is stored: an image of a live order, deleted cards included. */
  async mediaKey(trx: Trx, imageId: number): Promise<string> {
    const row = await trx
      .selectFrom('counting.count_images as i')
      .innerJoin('counting.count_orders as o', 'o.id', 'i.order_id')
      .where('o.deleted_at', 'is', null)
      .where('i.id', '=', imageId)
      .select('i.media_key')
      .executeTakeFirst();
    if (!row) {
      throw new DomainError('COUNT.IMAGE_NOT_FOUND');
    }
    return row.media_key;
  }

  /** The dashboard's cards: live images being processed (0, 5) and processed (10, 12). */
  async summary(trx: Trx): Promise<CountingSummary> {
    const row = await trx
      .selectFrom('counting.count_images as i')
      .innerJoin('counting.count_orders as o', 'o.id', 'i.order_id')
      .where('o.deleted_at', 'is', null)
      .where('i.state', '=', COUNT_IMAGE_STATE.NORMAL)
      .select([
        sql<number>`count(*) filter (where i.status in (${sql.join([...IMAGE_STATUS_FILTER[5]])}))::int`.as(
          'handling',
        ),
        sql<number>`count(*) filter (where i.status in (${sql.join([...IMAGE_STATUS_FILTER[10]])}))::int`.as(
          'handled',
        ),
      ])
      .executeTakeFirstOrThrow();
    return { handlingNum: row.handling, handledNum: row.handled };
  }
}

/** A card's feedback from its row (none: picStatus 0). */
function feedbackState(row: {
  status: number | null;
  created_at: Date | null;
  created_by_name: string | null;
  comment: string | null;
}): ImageFeedbackState {
  return {
    picStatus: row.status ?? FEEDBACK_STATUS.NONE,
    feedbackTime: row.created_at?.toISOString() ?? null,
    feedbackBy: row.created_by_name,
    feedbackComment: row.comment,
  };
}
