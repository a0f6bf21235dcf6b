import { Command } from '@nestjs/cqrs';
import { type SheetKind } from '../../domain/sheet-rules';

export class ImportSheetsCommand extends Command<{
  sheets: { id: string; spu: string; quantity: number }[];
}> {
  constructor(
    readonly kind: SheetKind,
    readonly workbook: Buffer,
  ) {
    super();
  }
}
