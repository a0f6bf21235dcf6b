import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ORDER_STATUS } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type OrdersDb } from '../../../orders-db';
import { assertMayHandle } from '../../../shared/order-access';
import { assertWritableOff } from '../../domain/order-rules';
import { OrderRepository } from '../../order.repository';
import { WriteOffOrderCommand } from './write-off-order.command';

/**
 * §3 written off, only for a checked order: the order (locked) becomes 15 and
 * `orders.order.written-off` goes to the outbox in the same transaction. Its sheets stay settled.
 */
@CommandHandler(WriteOffOrderCommand)
export class WriteOffOrderHandler implements ICommandHandler<WriteOffOrderCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly orders: OrderRepository,
  ) {}

  async execute({ id }: WriteOffOrderCommand): Promise<{ id: string; status: number }> {
    const { tenantId, userId } = caller();
    const { correlationId } = requestContext();
    return withTenant(this.db, tenantId, async (trx) => {
      const order = await this.orders.lock(trx, id);
      assertMayHandle(order.order_type);
      assertWritableOff(order.status);
      await this.orders.writeOff(trx, id, userId);
      await writeToOutbox(trx, 'orders', [
        newEvent(
          'orders.order.written-off',
          { orderId: id, orderNo: order.order_no },
          { tenantId, correlationId, partitionKey: id },
        ),
      ]);
      return { id, status: ORDER_STATUS.WRITTEN_OFF };
    });
  }
}
