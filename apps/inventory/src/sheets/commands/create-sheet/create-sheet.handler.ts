import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type InventoryDb } from '../../../inventory-db';
import { measureUnder } from '../../../standards/custom-standard';
import { StandardResolver } from '../../../standards/standard-resolver';
import { DATA_SOURCE, SHEET_KIND, SHEET_STATUS, sheetNumber } from '../../domain/sheet-rules';
import { type NewLog, SheetRepository } from '../../sheet.repository';
import { CreateSheetCommand } from './create-sheet.command';

/**
 * A sheet entered by hand (§2 add sheet dialog): each diameter row becomes `qty` logs measured
 * under the sheet's standard by the volume library, stored with their provenance in one
 * transaction with the sheet. The sheet starts pending (status 1).
 */
@CommandHandler(CreateSheetCommand)
export class CreateSheetHandler implements ICommandHandler<CreateSheetCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: SheetRepository,
    private readonly standards: StandardResolver,
  ) {}

  async execute({ kind, input }: CreateSheetCommand): Promise<{ id: string; spu: string }> {
    const { tenantId, userId, username } = caller();
    const id = randomUUID();
    return withTenant(this.db, tenantId, async (trx) => {
      await this.sheets.assertReferences(trx, {
        locationId: input.locationId,
        woodKindId: input.kindId,
        customerId: input.supplier,
      });
      const standard = await this.standards.resolve(trx, input.standard);
      const logs: NewLog[] = [];
      let volumeE4 = 0;
      let diameterSumE1 = 0;
      for (const [index, row] of input.diameters.entries()) {
        const length = row.len ?? input.len;
        if (length === undefined) {
          throw new DomainError('COMMON.VALIDATION', { details: `diameters.${index}.len` });
        }
        const measured = measureUnder(standard, { minDiameter: row.dia, maxDiameter: row.dia, length });
        const e4 = Math.round(measured.volume * 10_000);
        volumeE4 += e4 * row.qty;
        diameterSumE1 += measured.diameterClass * 10 * row.qty;
        for (let n = 0; n < row.qty; n++) {
          logs.push({
            id: randomUUID(),
            tenant_id: tenantId,
            sheet_id: id,
            origin_sheet_id: id,
            wood_code: `${index + 1}-${n + 1}`,
            min_diameter: row.dia,
            max_diameter: row.dia,
            length_m: length,
            diameter_class: measured.diameterClass,
            length_class: measured.lengthClass,
            volume_e4: e4,
            manual: true,
            data_source: DATA_SOURCE.MANUAL,
          });
        }
      }
      const spu = sheetNumber(
        kind,
        input.date,
        await this.sheets.nextNumber(trx, tenantId, kind, input.date),
      );
      await this.sheets.insert(
        trx,
        {
          id,
          tenant_id: tenantId,
          kind,
          spu,
          sheet_type: kind === SHEET_KIND.IN ? input.sheetType : 1,
          status: SHEET_STATUS.NEW,
          standard: input.standard,
          sheet_date: input.date,
          location_id: input.locationId,
          wood_kind_id: input.kindId,
          customer_id: input.supplier ?? null,
          transport_num: input.vehicleLicense,
          quantity: logs.length,
          volume_e4: volumeE4,
          purchase_volume_e4: input.purchaseVol === undefined ? null : Math.round(input.purchaseVol * 10_000),
          diameter_sum_e1: diameterSumE1,
          created_by: userId,
          creator_name: username,
        },
        logs,
      );
      return { id, spu };
    });
  }
}
