import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type H5CheckCode } from '@timber/contracts';
import { H5Gate } from '../../h5-gate';
import { IssueCheckCodeCommand } from './issue-check-code.command';

@CommandHandler(IssueCheckCodeCommand)
export class IssueCheckCodeHandler implements ICommandHandler<IssueCheckCodeCommand> {
  constructor(private readonly gate: H5Gate) {}

  execute({ link }: IssueCheckCodeCommand): Promise<H5CheckCode> {
    return this.gate.issueCheckCode(link);
  }
}
