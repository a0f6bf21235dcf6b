import { Query } from '@nestjs/cqrs';
import { type CarDiameterCategoryQuery as Body, type DiameterCategory } from '@timber/contracts';

/** (chosen) /stock/carData/getDiaCategory: a truck's sheets by diameter class, under one standard. */
export class CarDiameterCategoryQuery extends Query<DiameterCategory> {
  constructor(readonly body: Body) {
    super();
  }
}
