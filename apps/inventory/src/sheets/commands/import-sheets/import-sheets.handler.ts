import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { findPreset } from '@timber/volume';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type InventoryDb } from '../../../inventory-db';
import { sheetNumber } from '../../domain/sheet-rules';
import { IMPORT_COLUMNS, parseImportRows } from '../../import/sheet-import';
import { workbookRows } from '../../import/workbook-rows';
import { buildSheet } from '../../sheet-builder';
import { SheetRepository } from '../../sheet.repository';
import { ImportSheetsCommand } from './import-sheets.command';

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
    const rows = await workbookRows(workbook, IMPORT_COLUMNS.length);
    const { tenantId, userId, username } = caller();
    const { locale } = requestContext();
    return withTenant(this.db, tenantId, async (trx) => {
      const lookups = await this.sheets.importLookups(trx);
      const drafts = parseImportRows(
        rows,
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
