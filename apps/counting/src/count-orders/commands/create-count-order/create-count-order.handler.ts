import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CountCreated } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../../counting-db';
import { MediaRepository } from '../../../media';
import { CountOrderRepository, type ImageRow } from '../../count-order.repository';
import { assertMediaUsable, callerDay, orderNumber } from '../../domain/count-order-rules';
import { CreateCountOrderCommand } from './create-count-order.command';

/**
 * Creates the order (status 1) and its image (status 0) and, in the same transaction, the outbox
 * event `counting.image.submitted`; ImageSubmittedConsumer queues the recognition job from it.
 * The order number is the caller's day and the tenant's next sequence of that day. The media
 * must be one the tenant's own upload stored (counting.media): another tenant's key, or any
 * other key of the store, is refused as not found; a photo for ossType 1, a video for 2 (the
 * order's one image is then the video, and the worker adds its keyframes as further images).
 * Further photos of the same load (`moreOssUrls`) become images 2, 3, ... of the one order, each
 * with its own event; the order's count is the sum over its live images.
 */
@CommandHandler(CreateCountOrderCommand)
export class CreateCountOrderHandler implements ICommandHandler<CreateCountOrderCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    private readonly orders: CountOrderRepository,
    private readonly media: MediaRepository,
  ) {}

  async execute({ input }: CreateCountOrderCommand): Promise<CountCreated> {
    const { tenantId, userId } = caller();
    const { correlationId, tzOffsetHours } = requestContext();
    const day = callerDay(new Date(), tzOffsetHours);
    const keys = [input.ossUrl, ...(input.moreOssUrls ?? [])];
    return withTenant(this.db, tenantId, async (trx) => {
      for (const key of keys) {
        const media = await this.media.findMedia(trx, key);
        assertMediaUsable(media ? { contentType: media.content_type } : null, input.ossType);
      }
      const seq = await this.orders.takeSeq(trx, tenantId, day);
      const order = await this.orders.insertOrder(trx, {
        tenantId,
        orderNo: orderNumber(day, seq),
        ossType: input.ossType,
        createdBy: userId,
      });
      const images: ImageRow[] = [];
      for (const [index, mediaKey] of keys.entries()) {
        images.push(
          await this.orders.insertImage(trx, { tenantId, orderId: order.id, seq: index + 1, mediaKey }),
        );
      }
      await writeToOutbox(
        trx,
        'counting',
        images.map((image) =>
          newEvent(
            'counting.image.submitted',
            { orderId: order.id, imageId: image.id, ossType: input.ossType },
            { tenantId, correlationId, partitionKey: String(order.id) },
          ),
        ),
      );
      return {
        id: order.id,
        orderNo: order.order_no,
        status: order.status,
        imageIds: images.map((image) => image.id),
      };
    });
  }
}
