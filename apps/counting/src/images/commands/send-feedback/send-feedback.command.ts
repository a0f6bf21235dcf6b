import { Command } from '@nestjs/cqrs';
import { type ImageFeedback, type ImageFeedbackState } from '@timber/contracts';

/** §7 POST /oss/feedback/{id}: the recognition of an image was wrong (§4 picStatus 0 → 5). */
export class SendFeedbackCommand extends Command<ImageFeedbackState> {
  constructor(
    readonly imageId: number,
    readonly input: ImageFeedback,
  ) {
    super();
  }
}
