import { Injectable } from '@nestjs/common';
import { type StockRow } from '@timber/contracts';
import { sql, type Transaction } from 'kysely';
import {
  type DetailImage,
  type DetailLogs,
  type PieceDetail,
  type StockDetailSource,
} from '../diameter-detail';
import { type InventoryDb } from '../inventory-db';
import { StockPieceRepository } from './stock-piece.repository';
import { StockRepository } from './stock.repository';

type Trx = Transaction<InventoryDb>;

const num = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * A stock row as its diameter data detail reads it (diameter-detail/detail-source.ts): the row
 * with its names, its pieces in stock with their readings, provenance and pictures.
 */
@Injectable()
export class StockDetailRepository implements StockDetailSource {
  constructor(
    private readonly stock: StockRepository,
    private readonly stockPieces: StockPieceRepository,
  ) {}

  row(trx: Trx, stockId: string): Promise<StockRow | undefined> {
    return this.stock.row(trx, stockId);
  }

  async readings(trx: Trx, stockId: string): Promise<DetailLogs> {
    const live = await this.stockPieces.live(trx, stockId);
    return { ids: live.map((piece) => piece.id), readings: live.map((piece) => piece.reading) };
  }

  /**
   * The standard most of a row's measured pieces came in under (ties: the first code); null when
   * it has none. The detail of a stock row is measured under it unless the user picks another.
   */
  async majorityStandard(trx: Trx, stockId: string): Promise<string | null> {
    const row = await trx
      .selectFrom('inventory.stock_pieces')
      .select('standard')
      .where('stock_id', '=', stockId)
      .where('out_at', 'is', null)
      .where('standard', 'is not', null)
      .groupBy('standard')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('standard')
      .limit(1)
      .executeTakeFirst();
    return row?.standard ?? null;
  }

  /** These pieces with what the detail shows. */
  async pieces(trx: Trx, ids: readonly string[]): Promise<Map<string, PieceDetail>> {
    if (ids.length === 0) {
      return new Map();
    }
    const rows = await trx
      .selectFrom('inventory.stock_pieces')
      .select([
        'id',
        'wood_code',
        'min_diameter',
        'max_diameter',
        'length_m',
        'manual',
        'data_source',
        'device_no',
        'pic_url',
        'pic_status',
        'dummy',
      ])
      .where('id', 'in', ids)
      .execute();
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          woodCode: r.wood_code,
          minDiameter: num(r.min_diameter),
          maxDiameter: num(r.max_diameter),
          length: num(r.length_m),
          manual: r.manual,
          dataSource: r.data_source,
          deviceNo: r.device_no,
          picUrl: r.pic_url,
          picStatus: r.pic_status,
          dummy: r.dummy,
        },
      ]),
    );
  }

  /** The distinct pictures of a row's pieces in stock, with how many pieces each shows. */
  async images(trx: Trx, stockId: string): Promise<DetailImage[]> {
    return trx
      .selectFrom('inventory.stock_pieces')
      .select(['pic_url as url', sql<number>`count(*)::int`.as('count')])
      .where('stock_id', '=', stockId)
      .where('out_at', 'is', null)
      .where('pic_url', '<>', '')
      .groupBy('pic_url')
      .orderBy(sql`min(seq)`)
      .execute();
  }
}
