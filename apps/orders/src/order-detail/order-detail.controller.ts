import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type DetailImages,
  type OrderDiameterCategory,
  type OrderWood,
  type PageResult,
  ROUTES,
} from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { type Response } from 'express';
import { Route } from '../route';
import { ListOrderWoodQuery } from './queries/list-order-wood/list-order-wood.query';
import { OrderDiameterCategoryQuery } from './queries/order-diameter-category/order-diameter-category.query';
import { OrderImagesQuery } from './queries/order-images/order-images.query';
import { OrderWorkbookQuery } from './queries/order-workbook/order-workbook.query';

/** §2 Diameter data detail of an order (/stock/diamData?type=orderIn|orderOut): /order/wood/*. */
@Controller()
export class OrderDetailController {
  constructor(private readonly queries: QueryBus) {}

  @Route(ROUTES.orderDiameterCategory)
  category(@RouteBody() body: BodyOf<typeof ROUTES.orderDiameterCategory>): Promise<OrderDiameterCategory> {
    return this.queries.execute(new OrderDiameterCategoryQuery(body.id));
  }

  @Route(ROUTES.orderWoodList)
  wood(@RouteBody() body: BodyOf<typeof ROUTES.orderWoodList>): Promise<PageResult<OrderWood>> {
    return this.queries.execute(new ListOrderWoodQuery(body));
  }

  @Route(ROUTES.orderImageList)
  images(@RouteBody() body: BodyOf<typeof ROUTES.orderImageList>): Promise<DetailImages> {
    return this.queries.execute(new OrderImagesQuery(body.id));
  }

  @Route(ROUTES.orderDetailExport)
  download(@RouteBody() body: BodyOf<typeof ROUTES.orderDetailExport>, @Res() res: Response): Promise<void> {
    return this.queries.execute(new OrderWorkbookQuery(body.id, res));
  }
}
