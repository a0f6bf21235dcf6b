import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { DetailReader } from '../../detail-reader';
import { toDiameterCategory } from '../../diameter-category';
import { StockDiameterCategoryQuery } from './stock-diameter-category.query';

/**
 * §7 /stock/d/getDiaCategory/{id}: the pieces in stock of a stock row by diameter class and
 * length, measured from their readings like a sheet's (dummies, which have none, count as
 * unmeasured), with the row itself. The standard: the one asked for, else the one most of the
 * row's pieces came in under, else ch.
 */
@QueryHandler(StockDiameterCategoryQuery)
export class StockDiameterCategoryHandler
  extends tenantHandler(
    DetailReader,
    async (reader, trx, { stockId, standard }: StockDiameterCategoryQuery) => {
      const detail = await reader.measure(trx, { type: 'stock', id: stockId }, standard);
      if (detail.header.type !== 'stock') {
        throw new Error('a stock detail has a stock header');
      }
      return { ...toDiameterCategory(detail.standard, detail.measured), stock: detail.header.stock };
    },
  )
  implements IQueryHandler<StockDiameterCategoryQuery> {}
