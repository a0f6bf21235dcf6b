import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { findPreset } from '@timber/volume';
import ExcelJS from 'exceljs';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type InventoryDb } from '../../../inventory-db';
import { sheetNumber } from '../../domain/sheet-rules';
import { type Cell, IMPORT_COLUMNS, parseImportRows } from '../../import/sheet-import';
import { buildSheet } from '../../sheet-builder';
import { SheetRepository } from '../../sheet.repository';
import { ImportSheetsCommand } from './import-sheets.command';

const cellValue = (value: ExcelJS.CellValue): Cell => {
  if (value === null || value === undefined) {
    return null;
  }
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) {
    return value;
  }
  if (typeof value === 'object' && 'richText' in value) {
    return value.richText.map((part) => part.text).join('');
  }
  if (typeof value === 'object' && 'result' in value) {
    return cellValue(value.result as ExcelJS.CellValue);
  }
  return String(value as unknown as string);
};

/**
 * §4 Excel in: every row of the workbook is checked against the tenant's master data and the
 * standard; one bad row refuses the whole import with a row-by-row report; a good import
 * creates all its sheets in one transaction.
 */
@CommandHandler(ImportSheetsCommand)
export class ImportSheetsHandler implements ICommandHandler<ImportSheetsCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: SheetRepository,
  ) {}

  async execute({
    kind,
    workbook,
  }: ImportSheetsCommand): Promise<{ sheets: { id: string; spu: string; quantity: number }[] }> {
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(workbook as unknown as ExcelJS.Buffer);
    } catch {
      throw new DomainError('IMPORT.NOT_XLSX');
    }
    const sheet = book.worksheets[0];
    const rows: Cell[][] = [];
    sheet?.eachRow({ includeEmpty: true }, (row, number) => {
      if (number > 1) {
        rows[number - 2] = IMPORT_COLUMNS.map((_, i) => cellValue(row.getCell(i + 1).value));
      }
    });
    const { tenantId, userId, username } = caller();
    const { locale } = requestContext();
    return withTenant(this.db, tenantId, async (trx) => {
      const lookups = await this.sheets.importLookups(trx);
      const drafts = parseImportRows(
        Array.from(rows, (r) => r ?? []),
        {
          ...lookups,
          standard: (code) => (findPreset(code) ? code : lookups.customStandards.get(code)),
        },
        locale,
      );
      const created: { id: string; spu: string; quantity: number }[] = [];
      for (const draft of drafts) {
        const id = randomUUID();
        const spu = sheetNumber(
          kind,
          draft.date,
          await this.sheets.nextNumber(trx, tenantId, kind, draft.date),
        );
        const built = buildSheet(
          { ...draft, kind, sheetType: 1, purchaseVolumeE4: null },
          { id, spu, tenantId, userId, username },
        );
        await this.sheets.insert(trx, built.sheet, built.logs);
        created.push({ id, spu, quantity: built.logs.length });
      }
      return { sheets: created };
    });
  }
}
