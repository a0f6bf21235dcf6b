import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { assertReference } from '../../../shared/reference-check';
import { assertEditable } from '../../domain/sheet-rules';
import { SheetRepository } from '../../sheet.repository';
import { ChangeSheetCommand } from './change-sheet.command';

/** §4: only a pending sheet (1 to 4) takes inline edits; the new master-data row must exist. */
@CommandHandler(ChangeSheetCommand)
export class ChangeSheetHandler implements ICommandHandler<ChangeSheetCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: SheetRepository,
  ) {}

  async execute({ kind, id, change }: ChangeSheetCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, async (trx) => {
      const sheet = await this.sheets.lock(trx, kind, id);
      assertEditable(sheet.status);
      switch (change.field) {
        case 'customer':
          await assertReference(trx, 'customer', change.customerId);
          return this.sheets.update(trx, id, { customer_id: change.customerId });
        case 'woodKind':
          await assertReference(trx, 'woodKind', change.woodKindId);
          return this.sheets.update(trx, id, { wood_kind_id: change.woodKindId });
        case 'location':
          await assertReference(trx, 'location', change.locationId);
          return this.sheets.update(trx, id, { location_id: change.locationId });
        case 'transportNum':
          return this.sheets.update(trx, id, { transport_num: change.transportNum });
      }
    });
  }
}
