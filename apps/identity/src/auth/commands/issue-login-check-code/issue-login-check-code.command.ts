import { Command } from '@nestjs/cqrs';
import { type CheckCode } from '@timber/contracts';

/** (issue 34) A check code for a login (the back office's or the app's) from this address. */
export class IssueLoginCheckCodeCommand extends Command<CheckCode> {
  constructor(readonly ip: string) {
    super();
  }
}
