import { Command } from '@nestjs/cqrs';
import { type DiameterSheetKind } from '../../domain/diameter-sheet-rows';

/**
 * A diameter sheet written: `add` a new one (refused when the stock-in has one), `replace` (the
 * checked sheet's modify: add or replace), or `edit` one by its id.
 */
export class SaveDiameterSheetCommand extends Command<{ id: string; qty: number; vol: number }> {
  constructor(
    readonly kind: DiameterSheetKind,
    readonly target: { mode: 'add' | 'replace'; stockInHeadId: string } | { mode: 'edit'; id: string },
    readonly diameters: readonly { dia: number; len: number; qty: number }[],
  ) {
    super();
  }
}
