import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, feedbackAllowed, type ImageFeedbackState } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { CountOrderRepository } from '../../../count-orders';
import { type CountingDb } from '../../../counting-db';
import { ImageRepository } from '../../image.repository';
import { SendFeedbackCommand } from './send-feedback.command';

/**
 * Records that a user found the recognition of an image wrong (who, when, an optional comment)
 * and, in the same transaction, `counting.feedback.submitted` for the model's provider. Only an
 * image with a result or a failure (8, 10, 12) of a live order; once per image: the insert does
 * nothing when a feedback exists, which answers COUNT.FEEDBACK_SENT (§4: 5 and 10 disable it).
 */
@CommandHandler(SendFeedbackCommand)
export class SendFeedbackHandler implements ICommandHandler<SendFeedbackCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    private readonly orders: CountOrderRepository,
    private readonly images: ImageRepository,
  ) {}

  async execute({ imageId, input }: SendFeedbackCommand): Promise<ImageFeedbackState> {
    const { tenantId, userId, username } = caller();
    const { correlationId } = requestContext();
    return withTenant(this.db, tenantId, async (trx) => {
      const order = await this.orders.lock(trx, { id: await this.orders.orderOfImage(trx, imageId) });
      const image = await this.orders.lockImage(trx, order.id, imageId);
      if (!feedbackAllowed(image.status)) {
        throw new DomainError('COUNT.FEEDBACK_NOT_READY');
      }
      const sent = await this.images.insertFeedback(trx, {
        imageId,
        tenantId,
        orderId: order.id,
        comment: input.comment ? input.comment : null,
        createdBy: userId,
        createdByName: username,
      });
      if (!sent) {
        throw new DomainError('COUNT.FEEDBACK_SENT');
      }
      await writeToOutbox(trx, 'counting', [
        newEvent(
          'counting.feedback.submitted',
          {
            tenantId,
            orderId: order.id,
            imageId,
            modelVersion: await this.images.modelVersion(trx, imageId),
          },
          { tenantId, correlationId, partitionKey: String(order.id) },
        ),
      ]);
      return sent;
    });
  }
}
