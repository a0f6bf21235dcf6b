import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { SheetCopyRepository } from '../../../confirmed-sheets';
import { type OrdersDb } from '../../../orders-db';
import { assertMayHandle } from '../../../shared/order-access';
import { assertDeletable } from '../../domain/order-rules';
import { OrderRepository } from '../../order.repository';
import { DeleteOrderCommand } from './delete-order.command';

/**
 * Deletes an order awaiting its check, in one transaction: the order (locked) is marked deleted,
 * its sheets are unsettled again (another order may settle them) and `orders.order.deleted` names
 * them in the outbox. A checked order is final and stays.
 */
@CommandHandler(DeleteOrderCommand)
export class DeleteOrderHandler implements ICommandHandler<DeleteOrderCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly orders: OrderRepository,
    private readonly sheets: SheetCopyRepository,
  ) {}

  async execute({ id }: DeleteOrderCommand): Promise<void> {
    const { tenantId, userId } = caller();
    const { correlationId } = requestContext();
    await withTenant(this.db, tenantId, async (trx) => {
      const order = await this.orders.lock(trx, id);
      assertMayHandle(order.order_type);
      assertDeletable(order.status);
      const sheetIds = await this.sheets.release(trx, id);
      await this.orders.delete(trx, id, userId);
      await writeToOutbox(trx, 'orders', [
        newEvent(
          'orders.order.deleted',
          { orderId: id, orderNo: order.order_no, sheetIds },
          { tenantId, correlationId, partitionKey: id },
        ),
      ]);
    });
  }
}
