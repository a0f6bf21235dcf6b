import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { resetPasswordRequestSchema, sendResetCodeRequestSchema } from '@timber/contracts';
import { Public, requestContext, ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { ResetPasswordCommand } from './commands/reset-password/reset-password.command';
import { SendResetCodeCommand } from './commands/send-reset-code/send-reset-code.command';

/** §2 Login, §5 Reset dialog: forgot password by SMS code. */
@Controller('sys')
export class PasswordResetController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('sms/findPwd')
  @HttpCode(200)
  sendCode(
    @Body(new ZodPipe(sendResetCodeRequestSchema)) body: z.infer<typeof sendResetCodeRequestSchema>,
  ): Promise<void> {
    return this.commands.execute(new SendResetCodeCommand(body.phone, requestContext().locale));
  }

  @Public()
  @Post('user/resetPwd')
  @HttpCode(200)
  reset(
    @Body(new ZodPipe(resetPasswordRequestSchema)) body: z.infer<typeof resetPasswordRequestSchema>,
  ): Promise<void> {
    return this.commands.execute(
      new ResetPasswordCommand(body.phone, body.code, body.password, requestContext().ip),
    );
  }
}
