import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { DetailReader } from '../../detail-reader';
import { toDiameterCategory } from '../../diameter-category';
import { DiameterCategoryQuery } from './diameter-category.query';

/**
 * §2 Diameter data detail: the sheet's logs grouped by diameter class and length, measured again
 * from their readings under the chosen standard (so one sheet can be compared under several).
 */
@QueryHandler(DiameterCategoryQuery)
export class DiameterCategoryHandler
  extends tenantHandler(DetailReader, async (reader, trx, { kind, id, standard }: DiameterCategoryQuery) => {
    const detail = await reader.measure(trx, { type: 'sheet', kind, id }, standard);
    return toDiameterCategory(detail.standard, detail.measured);
  })
  implements IQueryHandler<DiameterCategoryQuery> {}
