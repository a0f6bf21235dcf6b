import { Module } from '@nestjs/common';
import { OrdersContextModule } from '../orders';
import { OrderDetailController } from './order-detail.controller';
import { OrderWoodRepository } from './order-wood.repository';
import { ListOrderWoodHandler } from './queries/list-order-wood/list-order-wood.handler';
import { OrderDiameterCategoryHandler } from './queries/order-diameter-category/order-diameter-category.handler';
import { OrderImagesHandler } from './queries/order-images/order-images.handler';
import { OrderWorkbookHandler } from './queries/order-workbook/order-workbook.handler';

/** §2 An order's detail: its wood, its diameter data detail, its images and its workbook. */
@Module({
  imports: [OrdersContextModule],
  controllers: [OrderDetailController],
  providers: [
    OrderWoodRepository,
    ListOrderWoodHandler,
    OrderDiameterCategoryHandler,
    OrderImagesHandler,
    OrderWorkbookHandler,
  ],
  exports: [OrderWoodRepository],
})
export class OrderDetailModule {}
