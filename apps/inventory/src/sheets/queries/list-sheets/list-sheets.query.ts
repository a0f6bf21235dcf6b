import { Query } from '@nestjs/cqrs';
import { type PageResult, type SheetListQuery, type SheetRow } from '@timber/contracts';
import { type SheetKind } from '../../domain/sheet-rules';

export class ListSheetsQuery extends Query<PageResult<SheetRow>> {
  constructor(
    readonly kind: SheetKind,
    readonly filter: SheetListQuery,
  ) {
    super();
  }
}
