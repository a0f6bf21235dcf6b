import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertReference } from '../../../shared/reference-check';
import { tenantHandler } from '../../../shared/tenant-handler';
import { assertEditable } from '../../domain/sheet-rules';
import { SheetRepository } from '../../sheet.repository';
import { ChangeSheetCommand } from './change-sheet.command';

/** §4: only a pending sheet (1 to 4) takes inline edits; the new master-data row must exist. */
@CommandHandler(ChangeSheetCommand)
export class ChangeSheetHandler
  extends tenantHandler(SheetRepository, async (sheets, trx, { kind, id, change }: ChangeSheetCommand) => {
    const sheet = await sheets.lock(trx, kind, id);
    assertEditable(sheet.status);
    switch (change.field) {
      case 'customer':
        await assertReference(trx, 'customer', change.customerId);
        return sheets.update(trx, id, { customer_id: change.customerId });
      case 'woodKind':
        await assertReference(trx, 'woodKind', change.woodKindId);
        return sheets.update(trx, id, { wood_kind_id: change.woodKindId });
      case 'location':
        await assertReference(trx, 'location', change.locationId);
        return sheets.update(trx, id, { location_id: change.locationId });
      case 'transportNum':
        return sheets.update(trx, id, { transport_num: change.transportNum });
    }
  })
  implements ICommandHandler<ChangeSheetCommand> {}
