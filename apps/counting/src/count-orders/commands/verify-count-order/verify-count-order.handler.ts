import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { COUNT_IMAGE_STATE } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../../counting-db';
import { logLengthOf } from '../../count-order-detail';
import { CountOrderRepository } from '../../count-order.repository';
import { assertMeasured, assertVerifiable } from '../../domain/count-order-rules';
import { VerifyCountOrderCommand } from './verify-count-order.command';

/**
 * Verifies a reviewed (12) and measured order (every live image's reference line, the log length
 * and the standard: what a stock-in sheet takes) → 15, recording who and when; anything else is
 * refused, since a verified order can no longer be changed.
 */
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
      const live = (await this.orders.images(trx, order.id)).filter(
        (image) => image.state === COUNT_IMAGE_STATE.NORMAL,
      );
      const { reviews } = await this.orders.results(
        trx,
        live.map((image) => image.id),
      );
      assertMeasured(
        { standard: order.standard_code, logLengthM: logLengthOf(order) },
        live.map((image) => ({
          seq: image.seq,
          hasReference: (reviews.get(image.id)?.reference ?? null) !== null,
        })),
      );
      const verified = await this.orders.verify(trx, order.id, userId);
      return { id: verified.id, status: verified.status };
    });
  }
}
