import { Command } from '@nestjs/cqrs';
import { type TableColumnsSave } from '@timber/contracts';

/** (chosen) PUT /sys/user/columns: the columns the caller hides in one wide list, replaced whole. */
export class SaveTableColumnsCommand extends Command<TableColumnsSave> {
  constructor(readonly choice: TableColumnsSave) {
    super();
  }
}
