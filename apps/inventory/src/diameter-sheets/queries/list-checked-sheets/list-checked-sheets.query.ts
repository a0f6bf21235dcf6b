import { Query } from '@nestjs/cqrs';
import { type DiameterSheetSummary, type PageResult } from '@timber/contracts';

export class ListCheckedSheetsQuery extends Query<PageResult<DiameterSheetSummary>> {
  constructor(readonly filter: { page: number; pageSize: number; spu?: string | undefined }) {
    super();
  }
}
