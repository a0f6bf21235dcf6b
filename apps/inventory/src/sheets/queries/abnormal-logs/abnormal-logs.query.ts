import { Query } from '@nestjs/cqrs';
import { type AbnormalLog } from '@timber/contracts';
import { type SheetKind } from '../../domain/sheet-rules';

/** §7 abnormal logs by stockInHId or stockOutHId. */
export class AbnormalLogsQuery extends Query<AbnormalLog[]> {
  constructor(
    readonly kind: SheetKind,
    readonly sheetId: string,
  ) {
    super();
  }
}
