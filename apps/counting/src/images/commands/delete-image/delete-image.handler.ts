import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { COUNT_IMAGE_STATE } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { assertImageDeletable, CountOrderRepository } from '../../../count-orders';
import { type CountingDb } from '../../../counting-db';
import { DeleteImageCommand } from './delete-image.command';

/** Deletes an image card (4 → 0); its order's status follows its remaining live images. */
@CommandHandler(DeleteImageCommand)
export class DeleteImageHandler implements ICommandHandler<DeleteImageCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    private readonly orders: CountOrderRepository,
  ) {}

  async execute({ imageId }: DeleteImageCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, async (trx) => {
      const order = await this.orders.lock(trx, { id: await this.orders.orderOfImage(trx, imageId) });
      const image = await this.orders.lockImage(trx, order.id, imageId);
      assertImageDeletable(order.status, image.state);
      await this.orders.updateImage(trx, image.id, { state: COUNT_IMAGE_STATE.DELETED });
      await this.orders.refreshStatus(trx, order);
    });
  }
}
