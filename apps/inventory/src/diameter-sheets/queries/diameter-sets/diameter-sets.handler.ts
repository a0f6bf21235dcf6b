import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DiameterSets } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type StandardDefinition } from '@timber/volume';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { measuredOrNone } from '../../../measuring';
import { StandardResolver } from '../../../standards';
import { DiameterSheetRepository } from '../../diameter-sheet.repository';
import { compareDiameterSets } from '../../domain/diameter-sets';
import { DiameterSetsQuery } from './diameter-sets.query';

/**
 * (chosen) /checkStock/stats/compare: the static comparison report of the diameter sets of
 * stock-in sheets. Each row of a checked or purchase sheet is classed under its stock-in sheet's
 * standard, as the sheet's own logs were, so the three sets meet per diameter class.
 */
@QueryHandler(DiameterSetsQuery)
export class DiameterSetsHandler implements IQueryHandler<DiameterSetsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: DiameterSheetRepository,
    private readonly standards: StandardResolver,
  ) {}

  execute({ stockInIds }: DiameterSetsQuery): Promise<DiameterSets> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const found = await this.sheets.reportSheets(trx, [...new Set(stockInIds)]);
      const ids = found.map((sheet) => sheet.id);
      const measured = await this.sheets.measuredClasses(trx, ids);
      const rows = await this.sheets.rowsOfSheets(trx, ids);
      const resolved = new Map<string, string | StandardDefinition>();
      for (const code of new Set(found.map((sheet) => sheet.standard))) {
        resolved.set(code, await this.standards.resolve(trx, code));
      }
      const standardOf = new Map(found.map((sheet) => [sheet.id, resolved.get(sheet.standard)]));
      const classed = rows.map((row) => {
        const standard = standardOf.get(row.sheetId);
        const log = standard
          ? measuredOrNone(standard, {
              minDiameter: row.diameter,
              maxDiameter: row.diameter,
              length: row.length,
            })
          : undefined;
        return {
          sheetId: row.sheetId,
          kind: row.kind,
          diameterClass: log?.diameterClass ?? null,
          qty: row.qty,
          volumeE4: row.volumeE4,
        };
      });
      return compareDiameterSets(found, measured, classed);
    });
  }
}
