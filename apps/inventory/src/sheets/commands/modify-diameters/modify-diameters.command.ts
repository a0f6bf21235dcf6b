import { Command } from '@nestjs/cqrs';
import { type ModifiedSheet, type ModifyDiameters } from '@timber/contracts';
import { type SheetKind } from '../../domain/sheet-rules';

/** §7 Diameter edit submit on the stock-in or the stock-out call. */
export class ModifyDiametersCommand extends Command<ModifiedSheet> {
  constructor(
    readonly kind: SheetKind,
    readonly input: ModifyDiameters,
  ) {
    super();
  }
}
