import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { CountOrderCopiesRepository } from '../../../count-orders';
import { type InventoryDb } from '../../../inventory-db';
import { assertReferences } from '../../../shared/reference-check';
import { StandardResolver } from '../../../standards';
import { SHEET_KIND, sheetNumber } from '../../domain/sheet-rules';
import { buildSheet } from '../../sheet-builder';
import { SheetRepository } from '../../sheet.repository';
import { CreateSheetCommand } from './create-sheet.command';

/**
 * A sheet entered by hand (§2 add sheet dialog): each diameter row becomes `qty` logs measured
 * under the sheet's standard, stored with the sheet in one transaction. It starts pending (1).
 * A stock-in sheet may come from a count order: one of the tenant's, reviewed or verified now
 * (inventory's copy of counting's orders, SHEET.COUNT_ORDER_NOT_REVIEWED otherwise), and one live
 * sheet per order (the database refuses a second with SHEET.COUNT_ORDER_USED).
 */
@CommandHandler(CreateSheetCommand)
export class CreateSheetHandler implements ICommandHandler<CreateSheetCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: SheetRepository,
    private readonly standards: StandardResolver,
    private readonly countOrders: CountOrderCopiesRepository,
  ) {}

  async execute({ kind, input }: CreateSheetCommand): Promise<{ id: string; spu: string }> {
    const { tenantId, userId, username } = caller();
    if (input.countOrder && kind !== SHEET_KIND.IN) {
      throw new DomainError('COMMON.VALIDATION', { details: 'countOrder' });
    }
    const rows = input.diameters.map((row, index) => {
      const len = row.len ?? input.len;
      if (len === undefined) {
        throw new DomainError('COMMON.VALIDATION', { details: `diameters.${index}.len` });
      }
      return { dia: row.dia, len, qty: row.qty, imgId: row.imgId };
    });
    return withTenant(this.db, tenantId, async (trx) => {
      if (input.countOrder) {
        await this.countOrders.assertSheetReady(trx, input.countOrder);
      }
      await assertReferences(trx, {
        locationId: input.locationId,
        woodKindId: input.kindId,
        customerId: input.supplier,
      });
      const id = randomUUID();
      const spu = sheetNumber(
        kind,
        input.date,
        await this.sheets.nextNumber(trx, tenantId, kind, input.date),
      );
      const { sheet, logs } = buildSheet(
        {
          kind,
          sheetType: input.sheetType,
          date: input.date,
          standardCode: input.standard,
          standard: await this.standards.resolve(trx, input.standard),
          locationId: input.locationId,
          woodKindId: input.kindId,
          customerId: input.supplier ?? null,
          transportNum: input.vehicleLicense,
          purchaseVolumeE4: input.purchaseVol === undefined ? null : Math.round(input.purchaseVol * 10_000),
          rows,
          countOrder: input.countOrder,
        },
        { id, spu, tenantId, userId, username },
      );
      await this.sheets.insert(trx, sheet, logs);
      return { id, spu };
    });
  }
}
