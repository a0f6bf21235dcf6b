import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../../counting-db';
import { CountOrderRepository } from '../../count-order.repository';
import { assertVerifiable } from '../../domain/count-order-rules';
import { VerifyCountOrderCommand } from './verify-count-order.command';

/** Verifies a reviewed order (12 → 15), recording who and when; anything else is refused. */
@CommandHandler(VerifyCountOrderCommand)
export class VerifyCountOrderHandler implements ICommandHandler<VerifyCountOrderCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    private readonly orders: CountOrderRepository,
  ) {}

  async execute({ id }: VerifyCountOrderCommand): Promise<{ id: number; status: number }> {
    const { tenantId, userId } = caller();
    return withTenant(this.db, tenantId, async (trx) => {
      const order = await this.orders.lock(trx, { id });
      assertVerifiable(order.status);
      const verified = await this.orders.verify(trx, order.id, userId);
      return { id: verified.id, status: verified.status };
    });
  }
}
