import { Command } from '@nestjs/cqrs';
import { type HandwritingReading } from '@timber/contracts';

/** §7 /cmw/handwriting/{type}: read the photo of a filled template one or two. */
export class SubmitReadingCommand extends Command<HandwritingReading> {
  constructor(
    readonly template: 1 | 2,
    readonly photo: Buffer,
  ) {
    super();
  }
}
