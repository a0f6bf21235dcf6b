import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import {
  answerWithFile,
  assertExportSize,
  cursorRows,
  EXPORT_LIMIT,
  streamXlsx,
  whileConnected,
  type XlsxColumn,
} from '@timber/exports';
import { translate } from '@timber/i18n';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type SheetLog, type StandardDefinition } from '@timber/volume';
import { type Kysely, type Transaction } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { measuredOrNone } from '../../../measuring';
import { StandardResolver } from '../../../standards';
import { SHEET_KIND } from '../../domain/sheet-rules';
import { SheetRepository } from '../../sheet.repository';
import { sheetLogCount } from '../export-diameters/sheet-log-rows';
import { ExportFittedDiametersQuery } from './export-fitted-diameters.query';
import { type FittedLogGroup, fittedLogGroups } from './fitted-log-groups';
import { type FittedRow, type FittedSheet, fittedSheets } from './fitted-rows';

const COLUMNS: readonly XlsxColumn<FittedRow>[] = [
  { header: 'server.excel.spu', width: 18, value: (r) => r.spu },
  { header: 'server.excel.date', width: 12, value: (r) => r.date },
  { header: 'server.excel.customer', width: 20, value: (r) => r.customer },
  { header: 'server.excel.woodKind', width: 14, value: (r) => r.woodKind },
  { header: 'server.excel.location', width: 14, value: (r) => r.location },
  { header: 'server.excel.standard', width: 10, value: (r) => r.standard },
  { header: 'server.excel.diameterClass', width: 22, value: (r) => r.dia },
  { header: 'server.excel.length', width: 10, value: (r) => r.length, numFmt: '0.0#' },
  { header: 'server.excel.quantity', width: 10, value: (r) => r.qty },
  { header: 'server.excel.volume', width: 12, value: (r) => r.volume, numFmt: '0.000' },
];

/**
 * §7 /stockIn/h/downloadFittedDia, /stockOut/downloadFittedDia. The logs of the matching sheets
 * are counted in SQL by sheet and by identical measurement, read through a cursor one sheet at a
 * time, and each sheet is summarised by the volume library (summarizeSheet, as the diameter data
 * detail does). A log's class and volume are the ones stored when it was measured under the
 * sheet's standard, so each block's total is the sheet's volume in the list; a log stored without
 * them (abnormal device data) is measured from its readings under the sheet's standard, and
 * counted apart when the standard cannot measure it. Refused above EXPORT_MAX_ROWS logs.
 */
@QueryHandler(ExportFittedDiametersQuery)
export class ExportFittedDiametersHandler implements IQueryHandler<ExportFittedDiametersQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: SheetRepository,
    private readonly standards: StandardResolver,
    @Inject(EXPORT_LIMIT) private readonly maxRows: number,
  ) {}

  execute({ kind, filter, res }: ExportFittedDiametersQuery): Promise<void> {
    const { locale, tzOffsetHours } = requestContext();
    return answerWithFile(res, (started) =>
      withTenant(this.db, caller().tenantId, async (trx) => {
        const sheets = this.sheets.filtered(trx, kind, filter, tzOffsetHours);
        const count = sheetLogCount(sheets);
        await assertExportSize(trx, count, this.maxRows);
        started();
        const groups = cursorRows(trx, fittedLogGroups(sheets));
        await streamXlsx(res, {
          fileName: kind === SHEET_KIND.IN ? 'stock-in-fitted-diameters' : 'stock-out-fitted-diameters',
          sheetTitle: 'server.excel.fittedDiameterSheet',
          locale,
          columns: COLUMNS,
          rows: fittedSheets(whileConnected(res, withSheet(groups)), this.measurer(trx), {
            total: translate(locale, 'server.excel.sheetTotal'),
            unmeasured: translate(locale, 'server.excel.unmeasured'),
          }),
        });
      }),
    );
  }

  /** A group's fitted class and volume: as stored, else measured from its readings under the sheet's standard. */
  private measurer(trx: Transaction<InventoryDb>) {
    const standards = new Map<string, Promise<string | StandardDefinition | undefined>>();
    const standardOf = (code: string) => {
      let resolved = standards.get(code);
      if (!resolved) {
        resolved = this.standards.resolve(trx, code).catch((error: unknown) => {
          // a tenant standard deleted since: its logs count as not measurable
          if (error instanceof DomainError) {
            return undefined;
          }
          throw error;
        });
        standards.set(code, resolved);
      }
      return resolved;
    };
    return async ({ row }: { row: FittedLogGroup }): Promise<SheetLog | undefined> => {
      if (row.diameter_class !== null && row.length_class !== null && row.volume_e4 !== null) {
        return {
          diameterClass: row.diameter_class,
          lengthClass: Number(row.length_class),
          volumeE4: row.volume_e4,
        };
      }
      const standard = await standardOf(row.standard);
      return standard === undefined
        ? undefined
        : measuredOrNone(standard, {
            minDiameter: Number(row.min_diameter),
            maxDiameter: Number(row.max_diameter),
            length: Number(row.length_m),
          });
    };
  }
}

/** Each group of logs with the sheet it belongs to, as the fitted sheet repeats it on every row. */
async function* withSheet(
  groups: AsyncIterable<FittedLogGroup>,
): AsyncGenerator<{ sheetId: string; sheet: FittedSheet; quantity: number; row: FittedLogGroup }> {
  let sheet: FittedSheet | undefined;
  let sheetId = '';
  for await (const row of groups) {
    if (!sheet || sheetId !== row.sheet_id) {
      sheetId = row.sheet_id;
      sheet = {
        spu: row.spu,
        date: row.sheet_date.toISOString().slice(0, 10),
        customer: row.customer ?? '',
        woodKind: row.wood_kind,
        location: row.location,
        standard: row.standard,
      };
    }
    yield { sheetId, sheet, quantity: row.quantity, row };
  }
}
