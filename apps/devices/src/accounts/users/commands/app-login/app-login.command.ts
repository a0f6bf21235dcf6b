import { Command } from '@nestjs/cqrs';
import { type LoginCheckCodeAnswer } from '@timber/auth';
import { type AppLoginResponse } from '@timber/contracts';

export class AppLoginCommand extends Command<AppLoginResponse> {
  constructor(
    readonly username: string,
    /** what the app sent: clientPasswordHash(password) */
    readonly password: string,
    readonly ip: string,
    /** the check code the login carries, when asked for one (issue 34) */
    readonly checkCode: LoginCheckCodeAnswer = {},
  ) {
    super();
  }
}
