import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { assertEditable, SHEET_STATUS } from '../../domain/sheet-rules';
import { SheetRepository } from '../../sheet.repository';
import { DisableSheetCommand } from './disable-sheet.command';

/** §4 Disable: a pending sheet becomes status 0 (kept, shown as a warning row, never confirmed). */
@CommandHandler(DisableSheetCommand)
export class DisableSheetHandler
  extends tenantHandler(SheetRepository, async (sheets, trx, { kind, id }: DisableSheetCommand) => {
    const sheet = await sheets.lock(trx, kind, id);
    assertEditable(sheet.status);
    await sheets.setStatus(trx, id, SHEET_STATUS.DISABLED);
  })
  implements ICommandHandler<DisableSheetCommand> {}
