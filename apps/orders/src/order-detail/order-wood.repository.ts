import { Injectable } from '@nestjs/common';
import { DETAIL_IMAGES_LIMIT, type DetailImages, type OrderWood, type PageResult } from '@timber/contracts';
import { sql, type Transaction } from 'kysely';
import { type OrdersDb } from '../orders-db';
import { e4ToExactM3 } from '../shared/figures';

type Trx = Transaction<OrdersDb>;

/** A log row as read for the detail, with its sheet's SPU and wood kind. */
interface LogRow {
  sheet_id: string;
  seq: number;
  spu: string;
  wood_kind_name: string;
  wood_code: string;
  min_diameter: string;
  max_diameter: string;
  length_m: string;
  diameter_class: number | null;
  length_class: string | null;
  volume_e4: number | null;
  manual: boolean;
  pic_url: string;
}

/** §3 Log in an order. */
export function toOrderWood(row: LogRow): OrderWood {
  return {
    id: `${row.sheet_id}:${row.seq}`,
    spu: row.spu,
    woodKind: row.wood_kind_name,
    woodCode: row.wood_code,
    minDiameter: Number(row.min_diameter),
    maxDiameter: Number(row.max_diameter),
    woodSpecs: Number(row.length_m),
    diameter: row.diameter_class,
    lengthClass: row.length_class === null ? null : Number(row.length_class),
    volume: row.volume_e4 === null ? null : e4ToExactM3(row.volume_e4),
    isManual: row.manual,
    ossUrl: row.pic_url,
  };
}

/**
 * SQL of the logs behind orders (their sheets' logs, kept from the confirmations): the wood detail,
 * the pictures and the workbook. Every call runs inside withTenant's transaction.
 */
@Injectable()
export class OrderWoodRepository {
  /** The logs of these orders' sheets, in SPU order then the sheet's own, optionally one class and length. */
  logs(
    trx: Trx,
    orderIds: readonly string[],
    only: { dia?: number | undefined; length?: number | undefined } = {},
  ) {
    let query = trx
      .selectFrom('orders.order_sheets as os')
      .innerJoin('orders.sheets as s', (join) =>
        join.onRef('s.tenant_id', '=', 'os.tenant_id').onRef('s.id', '=', 'os.sheet_id'),
      )
      .innerJoin('orders.sheet_logs as l', (join) =>
        join.onRef('l.tenant_id', '=', 'os.tenant_id').onRef('l.sheet_id', '=', 'os.sheet_id'),
      )
      .where('os.order_id', 'in', orderIds);
    if (only.dia !== undefined) {
      query = query.where('l.diameter_class', '=', only.dia);
    }
    if (only.length !== undefined) {
      // a numeric column, compared with the length as its text
      query = query.where('l.length_class', '=', String(only.length));
    }
    return query;
  }

  /** The detail's columns of a log, in the detail's order. */
  ordered(query: ReturnType<OrderWoodRepository['logs']>) {
    return query
      .select([
        'l.sheet_id',
        'l.seq',
        's.spu',
        's.wood_kind_name',
        'l.wood_code',
        'l.min_diameter',
        'l.max_diameter',
        'l.length_m',
        'l.diameter_class',
        'l.length_class',
        'l.volume_e4',
        'l.manual',
        'l.pic_url',
      ])
      .orderBy('s.spu')
      .orderBy('l.seq');
  }

  /** §7 /order/wood/page: a page of an order's logs. */
  async page(
    trx: Trx,
    orderId: string,
    query: { dia?: number | undefined; length?: number | undefined; page: number; pageSize: number },
  ): Promise<PageResult<OrderWood>> {
    const base = this.logs(trx, [orderId], query);
    const [rows, count] = await Promise.all([
      this.ordered(base)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { total: count.total, records: rows.map(toOrderWood) };
  }

  /**
   * The distinct pictures of the logs of these orders' sheets, or of these sheets (a share link of
   * sheets), with how many logs each shows, at most DETAIL_IMAGES_LIMIT.
   */
  async images(
    trx: Trx,
    of: { orderIds: readonly string[] } | { sheetIds: readonly string[] },
  ): Promise<DetailImages> {
    const ids = 'orderIds' in of ? of.orderIds : of.sheetIds;
    if (ids.length === 0) {
      return { records: [], total: 0 };
    }
    const sheetsOf =
      'orderIds' in of
        ? sql<boolean>`l.sheet_id in (select os.sheet_id from orders.order_sheets os
                                        where os.order_id = any(${ids}::uuid[]))`
        : sql<boolean>`l.sheet_id = any(${ids}::uuid[])`;
    const pictures = trx
      .selectFrom('orders.sheet_logs as l')
      .innerJoin('orders.sheets as s', (join) =>
        join.onRef('s.tenant_id', '=', 'l.tenant_id').onRef('s.id', '=', 'l.sheet_id'),
      )
      .where(sheetsOf)
      .where('l.pic_url', '<>', '');
    const [rows, count] = await Promise.all([
      pictures
        .select(['l.pic_url as url', sql<number>`count(*)::int`.as('count')])
        .groupBy('l.pic_url')
        .orderBy(sql`min(s.spu)`)
        .orderBy(sql`min(l.seq)`)
        .limit(DETAIL_IMAGES_LIMIT)
        .execute(),
      pictures.select(sql<number>`count(distinct l.pic_url)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { total: count.total, records: rows };
  }
}
