import { Command } from '@nestjs/cqrs';
import { type LoginCheckCodeAnswer } from '@timber/auth';
import { type LoginResponse } from '@timber/contracts';

export class LoginCommand extends Command<LoginResponse> {
  constructor(
    readonly username: string,
    /** what the client sent: clientPasswordHash(password) */
    readonly password: string,
    readonly ip: string,
    /** the check code the login carries, when asked for one (issue 34) */
    readonly checkCode: LoginCheckCodeAnswer = {},
  ) {
    super();
  }
}
