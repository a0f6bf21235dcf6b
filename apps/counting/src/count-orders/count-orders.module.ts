import { Module } from '@nestjs/common';
import { MediaModule } from '../media';
import { ConfirmImageHandler } from './commands/confirm-image/confirm-image.handler';
import { CreateCountOrderHandler } from './commands/create-count-order/create-count-order.handler';
import { DeleteCountOrderHandler } from './commands/delete-count-order/delete-count-order.handler';
import { SaveReviewHandler } from './commands/save-review/save-review.handler';
import { VerifyCountOrderHandler } from './commands/verify-count-order/verify-count-order.handler';
import { CountOrderRepository } from './count-order.repository';
import { CountOrdersController } from './count-orders.controller';
import { GetCountOrderHandler } from './queries/get-count-order/get-count-order.handler';
import { ListCountOrdersHandler } from './queries/list-count-orders/list-count-orders.handler';

/** Count orders: create, verify, delete, the point editor's reviews and confirmations, the lists. */
@Module({
  imports: [MediaModule],
  controllers: [CountOrdersController],
  providers: [
    CountOrderRepository,
    CreateCountOrderHandler,
    DeleteCountOrderHandler,
    VerifyCountOrderHandler,
    SaveReviewHandler,
    ConfirmImageHandler,
    ListCountOrdersHandler,
    GetCountOrderHandler,
  ],
  exports: [CountOrderRepository],
})
export class CountOrdersModule {}
