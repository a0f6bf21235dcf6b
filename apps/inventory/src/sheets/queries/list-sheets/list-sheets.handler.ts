import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { requestContext } from '@timber/nest-kit';
import { tenantHandler } from '../../../shared/tenant-handler';
import { SheetRepository } from '../../sheet.repository';
import { ListSheetsQuery } from './list-sheets.query';

@QueryHandler(ListSheetsQuery)
export class ListSheetsHandler
  extends tenantHandler(SheetRepository, (sheets, trx, { kind, filter }: ListSheetsQuery) =>
    sheets.page(trx, kind, filter, requestContext().tzOffsetHours),
  )
  implements IQueryHandler<ListSheetsQuery> {}
