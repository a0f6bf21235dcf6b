import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DiameterRow } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { SheetLogRepository } from '../../sheet-log.repository';
import { SheetRepository } from '../../sheet.repository';
import { DiameterRowsQuery } from './diameter-rows.query';

/** §2 Diameter edit: the table of diameter, length and quantity, with the ids behind each row. */
@QueryHandler(DiameterRowsQuery)
export class DiameterRowsHandler implements IQueryHandler<DiameterRowsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: SheetRepository,
    private readonly logs: SheetLogRepository,
  ) {}

  execute({ kind, sheetId }: DiameterRowsQuery): Promise<DiameterRow[]> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      await this.sheets.find(trx, kind, sheetId);
      return this.logs.diameterRows(trx, sheetId);
    });
  }
}
