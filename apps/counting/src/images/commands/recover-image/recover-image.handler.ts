import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { COUNT_IMAGE_STATE } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { assertImageRecoverable, CountOrderRepository } from '../../../count-orders';
import { type CountingDb } from '../../../counting-db';
import { RecoverImageCommand } from './recover-image.command';

/** Recovers a deleted image card (0 → 4); it counts again, and its order's status follows. */
@CommandHandler(RecoverImageCommand)
export class RecoverImageHandler implements ICommandHandler<RecoverImageCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    private readonly orders: CountOrderRepository,
  ) {}

  async execute({ imageId }: RecoverImageCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, async (trx) => {
      const order = await this.orders.lock(trx, { id: await this.orders.orderOfImage(trx, imageId) });
      const image = await this.orders.lockImage(trx, order.id, imageId);
      assertImageRecoverable(order.status, image.state);
      await this.orders.updateImage(trx, image.id, { state: COUNT_IMAGE_STATE.NORMAL });
      await this.orders.refreshStatus(trx, order);
    });
  }
}
