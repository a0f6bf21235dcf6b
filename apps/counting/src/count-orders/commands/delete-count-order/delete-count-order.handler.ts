import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../../counting-db';
import { CountOrderRepository } from '../../count-order.repository';
import { assertDeletable } from '../../domain/count-order-rules';
import { DeleteCountOrderCommand } from './delete-count-order.command';

/**
 * Deletes an order below 12 (queued, recognising, failed or recognised). The row stays, marked
 * deleted: a recognition job still in the queue finds the order gone and does nothing.
 */
@CommandHandler(DeleteCountOrderCommand)
export class DeleteCountOrderHandler implements ICommandHandler<DeleteCountOrderCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    private readonly orders: CountOrderRepository,
  ) {}

  async execute({ orderNo }: DeleteCountOrderCommand): Promise<void> {
    const { tenantId, userId } = caller();
    await withTenant(this.db, tenantId, async (trx) => {
      const order = await this.orders.lock(trx, { orderNo });
      assertDeletable(order.status);
      await this.orders.softDelete(trx, order.id, userId);
    });
  }
}
