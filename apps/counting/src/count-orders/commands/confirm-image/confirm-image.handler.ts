import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { COUNT_IMAGE_STATUS } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../../counting-db';
import { CountOrderRepository } from '../../count-order.repository';
import { assertReviewable } from '../../domain/count-order-rules';
import { ConfirmImageCommand } from './confirm-image.command';

/**
 * Confirms one image (status 12; again is no change). When every live image of the order is
 * confirmed the order becomes reviewed (12): it may then be verified, and no longer deleted.
 */
@CommandHandler(ConfirmImageCommand)
export class ConfirmImageHandler implements ICommandHandler<ConfirmImageCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    private readonly orders: CountOrderRepository,
  ) {}

  async execute({ input }: ConfirmImageCommand): Promise<{ imageStatus: number; orderStatus: number }> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const order = await this.orders.lock(trx, { id: input.id });
      const image = await this.orders.lockImage(trx, order.id, input.imgId);
      assertReviewable(order.status, image);
      if (image.status !== COUNT_IMAGE_STATUS.CONFIRMED) {
        await this.orders.updateImage(trx, image.id, { status: COUNT_IMAGE_STATUS.CONFIRMED });
      }
      const orderStatus = await this.orders.refreshStatus(trx, order);
      return { imageStatus: COUNT_IMAGE_STATUS.CONFIRMED, orderStatus };
    });
  }
}
