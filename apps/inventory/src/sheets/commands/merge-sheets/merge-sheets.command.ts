import { Command } from '@nestjs/cqrs';
import { type SheetKind } from '../../domain/sheet-rules';

export class MergeSheetsCommand extends Command<{ id: string; spu: string }> {
  constructor(
    readonly kind: SheetKind,
    readonly spus: readonly string[],
  ) {
    super();
  }
}
