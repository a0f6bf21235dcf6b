import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ModifiedSheet } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { e4ToM3 } from '@timber/volume';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { StandardResolver } from '../../../standards';
import {
  assertDiametersEditable,
  assertFlagMatches,
  assertKeepsLogs,
  assertOwnLogs,
  assertSomethingToModify,
  statusAfterEdit,
} from '../../domain/diameter-edit-rules';
import { buildManualLogs } from '../../sheet-builder';
import { SheetLogRepository } from '../../sheet-log.repository';
import { SheetRepository } from '../../sheet.repository';
import { ModifyDiametersCommand } from './modify-diameters.command';

/**
 * §2 Diameter edit, §7 submit: in one transaction the pending sheet (locked) loses the logs in
 * removeIds, which must all be its own, gains the new manual logs measured under its standard,
 * and has its quantity, volume, diameter sum and abnormal count summed again from its logs.
 */
@CommandHandler(ModifyDiametersCommand)
export class ModifyDiametersHandler implements ICommandHandler<ModifyDiametersCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: SheetRepository,
    private readonly logs: SheetLogRepository,
    private readonly standards: StandardResolver,
  ) {}

  async execute({ kind, input }: ModifyDiametersCommand): Promise<ModifiedSheet> {
    assertFlagMatches(kind, input.flag);
    assertSomethingToModify(input.removeIds, input.newData);
    const { tenantId } = caller();
    return withTenant(this.db, tenantId, async (trx) => {
      const sheet = await this.sheets.lock(trx, kind, input.id);
      assertDiametersEditable(sheet.status);
      assertOwnLogs(input.removeIds.length, await this.logs.remove(trx, sheet.id, input.removeIds));
      const added = buildManualLogs(await this.standards.resolve(trx, sheet.standard), input.newData, {
        sheetId: sheet.id,
        tenantId,
        firstNumber: sheet.quantity + 1,
      });
      await this.logs.insert(trx, added);
      const totals = await this.logs.totals(trx, sheet.id);
      assertKeepsLogs(totals.quantity);
      await this.sheets.update(trx, sheet.id, {
        status: statusAfterEdit(sheet.status),
        quantity: totals.quantity,
        volume_e4: totals.volumeE4,
        diameter_sum_e1: totals.diameterSumE1,
        error_num: totals.errorNum,
      });
      return { quantity: totals.quantity, volume: e4ToM3(totals.volumeE4), errorNum: totals.errorNum };
    });
  }
}
