import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type LoginGuard } from '@timber/auth';
import { type CheckCode } from '@timber/contracts';
import { APP_LOGIN_GUARD } from '../../app-login-guard';
import { IssueAppLoginCheckCodeCommand } from './issue-app-login-check-code.command';

/** A picture check code for /appcus/login, its digits kept in Redis as a digest. */
@CommandHandler(IssueAppLoginCheckCodeCommand)
export class IssueAppLoginCheckCodeHandler implements ICommandHandler<IssueAppLoginCheckCodeCommand> {
  constructor(@Inject(APP_LOGIN_GUARD) private readonly guard: LoginGuard) {}

  execute({ ip }: IssueAppLoginCheckCodeCommand): Promise<CheckCode> {
    return this.guard.issueCheckCode(ip);
  }
}
