import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DiameterCategory } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { measureLog, type SheetLog, summarizeSheet, VolumeError } from '@timber/volume';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { StandardResolver } from '../../../standards/standard-resolver';
import { SheetRepository } from '../../sheet.repository';
import { DiameterCategoryQuery } from './diameter-category.query';

const e4ToM3 = (e4: number): number => Math.round(e4 / 10) / 1000;

/**
 * §2 Diameter data detail: the sheet's logs grouped by diameter class and length, measured again
 * from their readings under the chosen standard (so one sheet can be compared under several).
 */
@QueryHandler(DiameterCategoryQuery)
export class DiameterCategoryHandler implements IQueryHandler<DiameterCategoryQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: SheetRepository,
    private readonly standards: StandardResolver,
  ) {}

  execute({ kind, id, standard }: DiameterCategoryQuery): Promise<DiameterCategory> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const sheet = await this.sheets.find(trx, kind, id);
      const code = standard ?? sheet.standard;
      const resolved = await this.standards.resolve(trx, code);
      const logs: SheetLog[] = [];
      let unmeasured = 0;
      for (const reading of await this.sheets.readings(trx, id)) {
        try {
          const measured = measureLog(resolved, reading);
          logs.push({
            diameterClass: measured.diameterClass,
            lengthClass: measured.lengthClass,
            volumeE4: measured.volumeE4,
          });
        } catch (error) {
          if (!(error instanceof VolumeError)) {
            throw error;
          }
          unmeasured++;
        }
      }
      const summary = summarizeSheet(logs);
      return {
        standard: code,
        rows: summary.rows.map((r) => ({
          dia: r.diameterClass,
          length: r.lengthClass,
          qty: r.quantity,
          vol: e4ToM3(r.volumeE4),
        })),
        rangeGroups: summary.rangeGroups.map((g) => ({
          label: g.label,
          qty: g.quantity,
          vol: e4ToM3(g.volumeE4),
        })),
        totalQty: summary.totalQuantity,
        totalVol: Number(summary.totalVolume),
        avgDiameter: Number(summary.averageDiameter),
        unmeasured,
      };
    });
  }
}
