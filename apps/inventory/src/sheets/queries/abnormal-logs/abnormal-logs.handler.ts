import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AbnormalLog } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { SheetLogRepository } from '../../sheet-log.repository';
import { SheetRepository } from '../../sheet.repository';
import { AbnormalLogsQuery } from './abnormal-logs.query';

/** §3 Abnormal wood, §4 confirm: the logs the device flagged on a sheet of this kind (404 for another kind). */
@QueryHandler(AbnormalLogsQuery)
export class AbnormalLogsHandler implements IQueryHandler<AbnormalLogsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: SheetRepository,
    private readonly logs: SheetLogRepository,
  ) {}

  execute({ kind, sheetId }: AbnormalLogsQuery): Promise<AbnormalLog[]> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      await this.sheets.find(trx, kind, sheetId);
      return this.logs.abnormal(trx, sheetId);
    });
  }
}
