import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { countIdParamSchema, imageFeedbackSchema, type ImageFeedbackState } from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { SendFeedbackCommand } from './commands/send-feedback/send-feedback.command';

/** §7 POST /oss/feedback/{id}: the image card's "feedback" button (§2 Images and counts). */
@Controller('oss')
export class FeedbackController {
  constructor(private readonly commands: CommandBus) {}

  @Post('feedback/:id')
  @HttpCode(200)
  feedback(
    @Param(new ZodPipe(countIdParamSchema)) params: z.infer<typeof countIdParamSchema>,
    @Body(new ZodPipe(imageFeedbackSchema)) body: z.infer<typeof imageFeedbackSchema>,
  ): Promise<ImageFeedbackState> {
    return this.commands.execute(new SendFeedbackCommand(params.id, body));
  }
}
