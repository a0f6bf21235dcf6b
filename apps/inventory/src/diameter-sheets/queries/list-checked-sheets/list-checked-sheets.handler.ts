import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { DiameterSheetRepository } from '../../diameter-sheet.repository';
import { ListCheckedSheetsQuery } from './list-checked-sheets.query';

/** §7 /checkStock/stats/list: the checked sheets against what their stock-in sheets measured. */
@QueryHandler(ListCheckedSheetsQuery)
export class ListCheckedSheetsHandler
  extends tenantHandler(DiameterSheetRepository, (sheets, trx, { filter }: ListCheckedSheetsQuery) =>
    sheets.pageChecked(trx, filter),
  )
  implements IQueryHandler<ListCheckedSheetsQuery> {}
