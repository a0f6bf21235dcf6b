import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CountImageDetail } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../../counting-db';
import { logLengthOf, toImageDetail } from '../../count-order-detail';
import { CountOrderRepository } from '../../count-order.repository';
import { assertReviewable } from '../../domain/count-order-rules';
import { assertCirclesInside, assertMeasurable, assertReferenceUsable } from '../../domain/review-rules';
import { SaveReviewCommand } from './save-review.command';

/**
 * Saves the user's review of one image: their whole set of circles and the photo's reference,
 * beside the detector's result (which stays as it was). The order's log length and standard
 * change when given. The image keeps its status (confirming is updateStatus); it carries the
 * "manual diameter" tag while it has a reference. Answers the image as the editor reloads it.
 */
@CommandHandler(SaveReviewCommand)
export class SaveReviewHandler implements ICommandHandler<SaveReviewCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    private readonly orders: CountOrderRepository,
  ) {}

  async execute({ input }: SaveReviewCommand): Promise<CountImageDetail> {
    const { tenantId, userId } = caller();
    return withTenant(this.db, tenantId, async (trx) => {
      let order = await this.orders.lock(trx, { id: input.id });
      const image = await this.orders.lockImage(trx, order.id, input.imgId);
      assertReviewable(order.status, image);
      const width = image.width ?? 0;
      const height = image.height ?? 0;
      assertCirclesInside(input.coordinateManual, width, height);
      const { recognitions, reviews } = await this.orders.results(trx, [image.id]);
      const settings = input.dia ?? {};
      const reference =
        settings.reference === undefined ? (reviews.get(image.id)?.reference ?? null) : settings.reference;
      if (reference) {
        assertReferenceUsable(reference, width, height);
      }
      const standard = settings.standard === undefined ? order.standard_code : settings.standard;
      const logLengthM = settings.logLengthM === undefined ? logLengthOf(order) : settings.logLengthM;
      assertMeasurable(standard, logLengthM);
      if (standard !== order.standard_code || logLengthM !== logLengthOf(order)) {
        order = await this.orders.updateOrder(trx, order.id, {
          standard_code: standard,
          log_length_m: logLengthM,
        });
      }
      const review = await this.orders.saveReview(trx, {
        tenantId,
        imageId: image.id,
        circles: input.coordinateManual,
        reference,
        userId,
      });
      const updated =
        image.manual_dia === (reference !== null)
          ? image
          : await this.orders.updateImage(trx, image.id, { manual_dia: reference !== null });
      const { volumeE4: _volumeE4, ...detail } = toImageDetail(
        order,
        updated,
        recognitions.get(image.id),
        review,
      );
      return detail;
    });
  }
}
