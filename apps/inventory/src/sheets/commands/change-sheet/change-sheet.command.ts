import { Command } from '@nestjs/cqrs';
import { type SheetKind } from '../../domain/sheet-rules';

/** One inline edit of a pending sheet (§2): its customer, wood kind, location or transport number. */
export type SheetChange =
  | { field: 'customer'; customerId: string }
  | { field: 'woodKind'; woodKindId: string }
  | { field: 'location'; locationId: string }
  | { field: 'transportNum'; transportNum: string };

export class ChangeSheetCommand extends Command<void> {
  constructor(
    readonly kind: SheetKind,
    readonly id: string,
    readonly change: SheetChange,
  ) {
    super();
  }
}
