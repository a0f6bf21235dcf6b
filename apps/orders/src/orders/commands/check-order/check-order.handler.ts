import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ORDER_STATUS } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type OrdersDb } from '../../../orders-db';
import { assertMayHandle } from '../../../shared/order-access';
import { assertCheckable } from '../../domain/order-rules';
import { OrderRepository } from '../../order.repository';
import { CheckOrderCommand } from './check-order.command';

/** §4 Check, only at status 5: the order (locked) becomes 10 and `orders.order.checked` goes to the outbox. */
@CommandHandler(CheckOrderCommand)
export class CheckOrderHandler implements ICommandHandler<CheckOrderCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly orders: OrderRepository,
  ) {}

  async execute({ id }: CheckOrderCommand): Promise<{ id: string; status: number }> {
    const { tenantId, userId, username } = caller();
    const { correlationId } = requestContext();
    return withTenant(this.db, tenantId, async (trx) => {
      const order = await this.orders.lock(trx, id);
      assertMayHandle(order.order_type);
      assertCheckable(order.status);
      await this.orders.check(trx, id, { userId, username });
      await writeToOutbox(trx, 'orders', [
        newEvent(
          'orders.order.checked',
          { orderId: id, orderNo: order.order_no },
          { tenantId, correlationId, partitionKey: id },
        ),
      ]);
      return { id, status: ORDER_STATUS.CHECKED };
    });
  }
}
