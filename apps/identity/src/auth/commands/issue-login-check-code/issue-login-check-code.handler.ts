import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CheckCode } from '@timber/contracts';
import { Credentials } from '../../credentials';
import { IssueLoginCheckCodeCommand } from './issue-login-check-code.command';

/** A picture check code for /sys/user/login and /app/login, its digits kept in Redis as a digest. */
@CommandHandler(IssueLoginCheckCodeCommand)
export class IssueLoginCheckCodeHandler implements ICommandHandler<IssueLoginCheckCodeCommand> {
  constructor(private readonly credentials: Credentials) {}

  execute({ ip }: IssueLoginCheckCodeCommand): Promise<CheckCode> {
    return this.credentials.issueCheckCode(ip);
  }
}
