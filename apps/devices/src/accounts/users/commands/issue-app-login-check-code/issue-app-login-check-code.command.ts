import { Command } from '@nestjs/cqrs';
import { type CheckCode } from '@timber/contracts';

/** (issue 34) A check code for an app user's login from this address. */
export class IssueAppLoginCheckCodeCommand extends Command<CheckCode> {
  constructor(readonly ip: string) {
    super();
  }
}
