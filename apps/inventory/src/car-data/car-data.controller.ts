import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type CarDataRow, type DiameterCategory, type PageResult, ROUTES } from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { CarDiameterCategoryQuery } from '../diameter-detail';
import { Route } from '../route';
import { ListCarDataQuery } from './queries/list-car-data/list-car-data.query';

/** §2 truck and container data (/stock/containerData) and its diameter table. */
@Controller()
export class CarDataController {
  constructor(private readonly queries: QueryBus) {}

  @Route(ROUTES.carDataList)
  list(@RouteBody() query: BodyOf<typeof ROUTES.carDataList>): Promise<PageResult<CarDataRow>> {
    return this.queries.execute(new ListCarDataQuery(query));
  }

  @Route(ROUTES.carDiameterCategory)
  diameterCategory(@RouteBody() body: BodyOf<typeof ROUTES.carDiameterCategory>): Promise<DiameterCategory> {
    return this.queries.execute(new CarDiameterCategoryQuery(body));
  }
}
