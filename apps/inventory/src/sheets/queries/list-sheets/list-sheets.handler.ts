import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PageResult, type SheetRow } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { SheetRepository } from '../../sheet.repository';
import { ListSheetsQuery } from './list-sheets.query';

@QueryHandler(ListSheetsQuery)
export class ListSheetsHandler implements IQueryHandler<ListSheetsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: SheetRepository,
  ) {}

  execute({ kind, filter }: ListSheetsQuery): Promise<PageResult<SheetRow>> {
    return withTenant(this.db, caller().tenantId, (trx) =>
      this.sheets.page(trx, kind, filter, requestContext().tzOffsetHours),
    );
  }
}
