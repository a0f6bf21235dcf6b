import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DiameterSheetSummary, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { DiameterSheetRepository } from '../../diameter-sheet.repository';
import { ListCheckedSheetsQuery } from './list-checked-sheets.query';

/** §7 /checkStock/stats/list: the checked sheets against what their stock-in sheets measured. */
@QueryHandler(ListCheckedSheetsQuery)
export class ListCheckedSheetsHandler implements IQueryHandler<ListCheckedSheetsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: DiameterSheetRepository,
  ) {}

  execute({ filter }: ListCheckedSheetsQuery): Promise<PageResult<DiameterSheetSummary>> {
    return withTenant(this.db, caller().tenantId, (trx) => this.sheets.pageChecked(trx, filter));
  }
}
