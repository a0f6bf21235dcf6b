import { Command } from '@nestjs/cqrs';
import { type SheetKind } from '../../domain/sheet-rules';

export class ConfirmSheetCommand extends Command<void> {
  constructor(
    readonly kind: SheetKind,
    readonly id: string,
    /** §4 manual flag 1: confirm despite abnormal logs, which become manual entries */
    readonly manual: boolean,
  ) {
    super();
  }
}
