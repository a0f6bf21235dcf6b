import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { assertEditable, SHEET_STATUS } from '../../domain/sheet-rules';
import { SheetRepository } from '../../sheet.repository';
import { DisableSheetCommand } from './disable-sheet.command';

/** §4 Disable: a pending sheet becomes status 0 (kept, shown as a warning row, never confirmed). */
@CommandHandler(DisableSheetCommand)
export class DisableSheetHandler implements ICommandHandler<DisableSheetCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: SheetRepository,
  ) {}

  async execute({ kind, id }: DisableSheetCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, async (trx) => {
      const sheet = await this.sheets.lock(trx, kind, id);
      assertEditable(sheet.status);
      await this.sheets.setStatus(trx, id, SHEET_STATUS.DISABLED);
    });
  }
}
