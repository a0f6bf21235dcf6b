import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type ImageFeedbackState, ROUTES } from '@timber/contracts';
import { type BodyOf, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { Route } from '../route';

import { SendFeedbackCommand } from './commands/send-feedback/send-feedback.command';

/** §7 POST /oss/feedback/{id}: the image card's "feedback" button (§2 Images and counts). */
@Controller()
export class FeedbackController {
  constructor(private readonly commands: CommandBus) {}

  @Route(ROUTES.countImageFeedback)
  feedback(
    @RouteParams() params: ParamsOf<typeof ROUTES.countImageFeedback>,
    @RouteBody() body: BodyOf<typeof ROUTES.countImageFeedback>,
  ): Promise<ImageFeedbackState> {
    return this.commands.execute(new SendFeedbackCommand(params.id, body));
  }
}
