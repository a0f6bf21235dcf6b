import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SheetPrintData } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { measureReadings } from '../../../measuring/measure-readings';
import { StandardResolver } from '../../../standards/standard-resolver';
import { SheetRepository } from '../../sheet.repository';
import { toDiameterCategory } from '../diameter-category/diameter-category';
import { SheetPrintDataQuery } from './sheet-print-data.query';
import { SheetPrintRepository } from './sheet-print.repository';

/**
 * §7 getPrintData: the sheet as printed, its logs by diameter class and length under the sheet's
 * own standard (as the diameter data detail shows them), read in one transaction.
 */
@QueryHandler(SheetPrintDataQuery)
export class SheetPrintDataHandler implements IQueryHandler<SheetPrintDataQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly printed: SheetPrintRepository,
    private readonly sheets: SheetRepository,
    private readonly standards: StandardResolver,
  ) {}

  execute({ kind, id }: SheetPrintDataQuery): Promise<SheetPrintData> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const sheet = await this.printed.sheet(trx, kind, id);
      const code = sheet.header.standardType;
      const measured = measureReadings(
        await this.standards.resolve(trx, code),
        await this.sheets.readings(trx, id),
      );
      const category = toDiameterCategory(code, measured);
      return {
        ...sheet,
        totals: { ...sheet.totals, unmeasured: category.unmeasured },
        diameterClasses: category.rows,
      };
    });
  }
}
