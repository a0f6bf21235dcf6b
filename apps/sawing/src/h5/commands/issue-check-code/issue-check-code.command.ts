import { Command } from '@nestjs/cqrs';
import { type H5CheckCode } from '@timber/contracts';
import { type H5Link } from '../../h5-gate';

/** (chosen) /h5/saw/checkCode: a check code (a picture of it) for the H5 page of a signed link. */
export class IssueCheckCodeCommand extends Command<H5CheckCode> {
  constructor(readonly link: H5Link) {
    super();
  }
}
