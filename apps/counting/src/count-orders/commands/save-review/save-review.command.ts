import { Command } from '@nestjs/cqrs';
import { type CoordinateUpdate, type CountImageDetail } from '@timber/contracts';

/** POST /count/coordinate/update: the user's circles and scale for one image. */
export class SaveReviewCommand extends Command<CountImageDetail> {
  constructor(readonly input: CoordinateUpdate) {
    super();
  }
}
