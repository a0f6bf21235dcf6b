import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthTokens } from '../../auth-tokens';
import { LogoutCommand } from './logout.command';

@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand> {
  constructor(private readonly tokens: AuthTokens) {}

  async execute({ tokenId }: LogoutCommand): Promise<void> {
    await this.tokens.sessions.end(tokenId);
  }
}
