import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type WoodPiecePage } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { DetailReader } from '../../detail-reader';
import { orderPieces } from '../../wood-piece-order';
import { WoodPiecesQuery } from './wood-pieces.query';

/**
 * §7 /stockIn/d/pageDetail, /stockOut/d/pageDetail, /stock/d/pageData: the wood pieces of a
 * detail, a page at a time, classes and volumes under the standard asked for; with dia and
 * length, those of one row of the diameter table.
 */
@QueryHandler(WoodPiecesQuery)
export class WoodPiecesHandler implements IQueryHandler<WoodPiecesQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly reader: DetailReader,
  ) {}

  execute({ target, filter }: WoodPiecesQuery): Promise<WoodPiecePage> {
    const { locale } = requestContext();
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const detail = await this.reader.measure(trx, target, filter.standard);
      const ordered = orderPieces(detail.measured, filter);
      const start = (filter.page - 1) * filter.pageSize;
      const page = ordered.slice(start, start + filter.pageSize);
      return {
        total: ordered.length,
        standard: detail.standard,
        records: await this.reader.woodPieces(trx, target, detail, page, locale),
      };
    });
  }
}
