import { Command } from '@nestjs/cqrs';

/** What was counted on a line (`checkQty`), or the line cleared (null: its count back to 0). */
export class CountLineCommand extends Command<void> {
  constructor(
    readonly lineId: string,
    readonly checkQty: number | null,
  ) {
    super();
  }
}
