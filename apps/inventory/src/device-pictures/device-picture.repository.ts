import { Injectable } from '@nestjs/common';
import {
  CARD_STATE,
  type DevicePicture,
  type DevicePicturePageQuery,
  DomainError,
  FEEDBACK_STATUS,
  type PageResult,
  type PictureKind,
  type PictureState,
} from '@timber/contracts';
import { createdBetween, escapeLike } from '@timber/db';
import { sql, type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';
import { SHEET_KIND } from '../sheets';
import { type PictureAction } from './picture-rules';

type Trx = Transaction<InventoryDb>;

/**
 * SQL of the device pictures: the logs of the sheets that carry a picture (sheet_logs.pic_url, as
 * the device sent it), their §4 card state and feedback. A stock piece shows its stock-in log's
 * picture: the log holds the state, the piece's copy of picStatus follows it.
 */
@Injectable()
export class DevicePictureRepository {
  async page(
    trx: Trx,
    query: DevicePicturePageQuery,
    tzOffsetHours: number,
  ): Promise<PageResult<DevicePicture>> {
    let base = trx
      .selectFrom('inventory.sheet_logs as l')
      .innerJoin('inventory.sheets as s', 's.id', 'l.sheet_id')
      .where('l.pic_url', '<>', '');
    if (query.num) {
      const pattern = `%${escapeLike(query.num)}%`;
      base = base.where((eb) =>
        eb.or([eb('s.transport_num', 'ilike', pattern), eb('s.spu', 'ilike', pattern)]),
      );
    }
    if (query.flag) {
      base = base.where('s.kind', '=', query.flag);
    }
    if (query.picStatus !== undefined) {
      base = base.where('l.pic_status', '=', query.picStatus);
    }
    base = createdBetween(
      base,
      { createTimeFrom: query.beginDate, createTimeTo: query.endDate },
      tzOffsetHours,
      's',
    );
    const counted = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select([
        'l.id',
        'l.sheet_id',
        'l.pic_url',
        'l.min_diameter',
        'l.max_diameter',
        'l.length_m',
        'l.manual',
        'l.card_state',
        'l.pic_status',
        'l.feedback_at',
        'l.feedback_by',
        'l.feedback_comment',
        'l.device_no',
        's.kind',
        's.spu',
        's.transport_num',
        's.created_at',
      ])
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .orderBy('l.wood_code')
      .orderBy('l.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    return {
      total: counted.n,
      records: rows.map((r) => ({
        id: r.id,
        kind: r.kind === SHEET_KIND.IN ? 'stockIn' : 'stockOut',
        sheetId: r.sheet_id,
        spu: r.spu,
        transportNum: r.transport_num,
        deviceNo: r.device_no,
        picUrl: r.pic_url,
        diameter: Number(r.min_diameter),
        maxDiameter: Number(r.max_diameter),
        length: Number(r.length_m),
        manual: r.manual,
        cardState: r.card_state,
        picStatus: r.pic_status,
        feedbackTime: r.feedback_at?.toISOString() ?? null,
        feedbackBy: r.feedback_by,
        feedbackComment: r.feedback_comment,
        createTime: r.created_at.toISOString(),
      })),
    };
  }

  /** The log behind `id` of `kind` that carries a picture (a stock piece's: its stock-in log), else PICTURE.NOT_FOUND. */
  async logOf(trx: Trx, kind: PictureKind, id: string): Promise<string> {
    if (kind === 'stock') {
      const piece = await trx
        .selectFrom('inventory.stock_pieces as p')
        .innerJoin('inventory.sheet_logs as l', 'l.id', 'p.sheet_log_id')
        .where('p.id', '=', id)
        .where('l.pic_url', '<>', '')
        .select('l.id')
        .executeTakeFirst();
      if (!piece) {
        throw new DomainError('PICTURE.NOT_FOUND');
      }
      return piece.id;
    }
    const log = await trx
      .selectFrom('inventory.sheet_logs as l')
      .innerJoin('inventory.sheets as s', 's.id', 'l.sheet_id')
      .where('l.id', '=', id)
      .where('l.pic_url', '<>', '')
      .where('s.kind', '=', kind === 'stockIn' ? SHEET_KIND.IN : SHEET_KIND.OUT)
      .select('l.id')
      .executeTakeFirst();
    if (!log) {
      throw new DomainError('PICTURE.NOT_FOUND');
    }
    return log.id;
  }

  /**
   * §4: delete (card 4 → 0), recover (0 → 4), feedback (picStatus 0 → 5, with who, when and why),
   * each a conditional update; a card in another state is refused with what it is.
   */
  async change(
    trx: Trx,
    logId: string,
    action: PictureAction,
    by: { username: string; comment?: string },
  ): Promise<PictureState> {
    let update = trx.updateTable('inventory.sheet_logs').where('id', '=', logId);
    if (action === 'delete') {
      update = update.set({ card_state: CARD_STATE.DELETED }).where('card_state', '=', CARD_STATE.SHOWN);
    } else if (action === 'recover') {
      update = update.set({ card_state: CARD_STATE.SHOWN }).where('card_state', '=', CARD_STATE.DELETED);
    } else {
      update = update
        .set({
          pic_status: FEEDBACK_STATUS.SENT,
          feedback_at: new Date(),
          feedback_by: by.username,
          feedback_comment: by.comment ?? null,
        })
        .where('pic_status', '=', FEEDBACK_STATUS.NONE);
    }
    const changed = await update.returning(['card_state', 'pic_status']).executeTakeFirst();
    if (!changed) {
      throw new DomainError(
        action === 'delete'
          ? 'PICTURE.ALREADY_DELETED'
          : action === 'recover'
            ? 'PICTURE.NOT_DELETED'
            : 'PICTURE.FEEDBACK_SENT',
      );
    }
    if (action === 'feedback') {
      await trx
        .updateTable('inventory.stock_pieces')
        .set({ pic_status: FEEDBACK_STATUS.SENT })
        .where('sheet_log_id', '=', logId)
        .execute();
    }
    return { cardState: changed.card_state, picStatus: changed.pic_status };
  }
}
