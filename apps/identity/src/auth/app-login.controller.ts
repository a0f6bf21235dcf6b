import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { appLoginRequestSchema, type AppLoginResponse } from '@timber/contracts';
import { Public, requestContext, ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { AppLoginCommand } from './commands/app-login/app-login.command';

/** (chosen) The mobile app's login of a system user (§6 user types); app users log in at devices' /appcus/login. */
@Controller('app')
export class AppLoginController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  login(
    @Body(new ZodPipe(appLoginRequestSchema)) body: z.infer<typeof appLoginRequestSchema>,
  ): Promise<AppLoginResponse> {
    return this.commands.execute(new AppLoginCommand(body.username, body.password, requestContext().ip));
  }
}
