import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { DiameterSheetRepository } from '../../diameter-sheet.repository';
import { DiameterSheetRowsQuery } from './diameter-sheet-rows.query';

/** §7 /checkStock/stats/dia and /purchase/diasheet/list/{id}: a stock-in sheet's diameter sheet of a kind. */
@QueryHandler(DiameterSheetRowsQuery)
export class DiameterSheetRowsHandler
  extends tenantHandler(
    DiameterSheetRepository,
    (sheets, trx, { stockInHeadId, kind }: DiameterSheetRowsQuery) =>
      sheets.sheetOf(trx, stockInHeadId, kind),
  )
  implements IQueryHandler<DiameterSheetRowsQuery> {}
