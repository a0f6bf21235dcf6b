import { Command } from '@nestjs/cqrs';
import { type AppLoginResponse } from '@timber/contracts';

/** A system user logs in to the mobile app. */
export class AppLoginCommand extends Command<AppLoginResponse> {
  constructor(
    readonly username: string,
    /** what the app sent: clientPasswordHash(password) */
    readonly password: string,
    readonly ip: string,
  ) {
    super();
  }
}
