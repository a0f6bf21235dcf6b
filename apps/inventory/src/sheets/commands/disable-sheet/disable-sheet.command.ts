import { Command } from '@nestjs/cqrs';
import { type SheetKind } from '../../domain/sheet-rules';

export class DisableSheetCommand extends Command<void> {
  constructor(
    readonly kind: SheetKind,
    readonly id: string,
  ) {
    super();
  }
}
