import { Command } from '@nestjs/cqrs';
import { type H5CheckCode } from '@timber/contracts';

/** (chosen) /h5/saw/checkCode: a check code for the tenant's H5 page. */
export class IssueCheckCodeCommand extends Command<H5CheckCode> {
  constructor(readonly cusNo: string) {
    super();
  }
}
