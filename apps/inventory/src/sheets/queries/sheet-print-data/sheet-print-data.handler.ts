import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DiameterCategory, type SheetPrintData } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { toDiameterCategory } from '../../../diameter-detail';
import { type InventoryDb } from '../../../inventory-db';
import { measureReadings } from '../../../measuring';
import { StandardResolver } from '../../../standards';
import { SheetLogRepository } from '../../sheet-log.repository';
import { type NamedSheet, SheetRepository, toSheetRow } from '../../sheet.repository';
import { SheetPrintDataQuery } from './sheet-print-data.query';

/**
 * §7 getPrintData: the sheet as printed, its logs by diameter class and length under the sheet's
 * own standard (as the diameter data detail shows them), read in one transaction.
 */
@QueryHandler(SheetPrintDataQuery)
export class SheetPrintDataHandler implements IQueryHandler<SheetPrintDataQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: SheetRepository,
    private readonly logs: SheetLogRepository,
    private readonly standards: StandardResolver,
  ) {}

  execute({ kind, id }: SheetPrintDataQuery): Promise<SheetPrintData> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const sheet = await this.sheets.named(trx, kind, id);
      const measured = measureReadings(
        await this.standards.resolve(trx, sheet.standard),
        (await this.logs.readings(trx, id)).readings,
      );
      return printed(sheet, toDiameterCategory(sheet.standard, measured));
    });
  }
}

/** The sheet as the list shows it, with its customer's contact and its diameter classes. */
function printed(sheet: NamedSheet, category: DiameterCategory): SheetPrintData {
  const row = toSheetRow(sheet);
  return {
    header: {
      id: row.id,
      spu: row.spu,
      sheetType: row.sheetType,
      storageDate: row.storageDate,
      transportNum: row.transportNum,
      standardType: row.standardType,
      status: row.status,
      deviceNo: row.deviceNo,
      creator: row.creator,
      createTime: row.createTime,
    },
    customer:
      sheet.customer_id === null
        ? null
        : {
            id: sheet.customer_id,
            customerNo: sheet.customer_no ?? '',
            customerName: sheet.customer_name ?? '',
            phone: sheet.customer_phone ?? '',
            addr: sheet.customer_address ?? '',
          },
    kind: { id: row.woodKindId, woodKindName: row.woodKind },
    location: { id: row.storageBinId, locationName: row.storageBin },
    totals: {
      qty: row.quantity,
      volume: row.volume,
      avgDiameter: row.avgDiameter,
      purchaseVol: row.purchaseVol,
      floatedVol: row.floatedVol,
      unmeasured: category.unmeasured,
    },
    diameterClasses: category.rows,
  };
}
