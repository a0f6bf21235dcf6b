import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type LoginResponse } from '@timber/contracts';
import { Credentials } from '../../credentials';
import { SignIn } from '../../sign-in';
import { LoginCommand } from './login.command';

/** The back office's login: an access token standing for a session, the sign-in logged. */
@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand> {
  constructor(
    private readonly credentials: Credentials,
    private readonly signIn: SignIn,
  ) {}

  async execute({ username, password, ip, checkCode }: LoginCommand): Promise<LoginResponse> {
    const account = await this.credentials.check(username, password, ip, checkCode);
    return this.signIn.session(account, username, ip);
  }
}
