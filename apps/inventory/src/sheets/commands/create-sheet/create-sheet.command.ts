import { Command } from '@nestjs/cqrs';
import { type SheetCreate } from '@timber/contracts';
import { type SheetKind } from '../../domain/sheet-rules';

export class CreateSheetCommand extends Command<{ id: string; spu: string }> {
  constructor(
    readonly kind: SheetKind,
    readonly input: SheetCreate,
  ) {
    super();
  }
}
