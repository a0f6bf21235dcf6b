import { Command } from '@nestjs/cqrs';
import { type LoginResponse } from '@timber/contracts';

export class LoginCommand extends Command<LoginResponse> {
  constructor(
    readonly username: string,
    /** what the client sent: clientPasswordHash(password) */
    readonly password: string,
    readonly ip: string,
  ) {
    super();
  }
}
