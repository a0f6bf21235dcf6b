import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DiameterSheet } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { DiameterSheetRepository } from '../../diameter-sheet.repository';
import { DiameterSheetRowsQuery } from './diameter-sheet-rows.query';

/** §7 /checkStock/stats/dia and /purchase/diasheet/list/{id}: a stock-in sheet's diameter sheet of a kind. */
@QueryHandler(DiameterSheetRowsQuery)
export class DiameterSheetRowsHandler implements IQueryHandler<DiameterSheetRowsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: DiameterSheetRepository,
  ) {}

  execute({ stockInHeadId, kind }: DiameterSheetRowsQuery): Promise<DiameterSheet> {
    return withTenant(this.db, caller().tenantId, (trx) => this.sheets.sheetOf(trx, stockInHeadId, kind));
  }
}
