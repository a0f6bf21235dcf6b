import { Command } from '@nestjs/cqrs';
import { type H5Session, type ROUTES } from '@timber/contracts';
import { type BodyOf } from '@timber/nest-kit';

/** (chosen) /h5/saw/login: the H5 page's password gate. */
export class H5LoginCommand extends Command<H5Session> {
  constructor(readonly input: BodyOf<typeof ROUTES.h5Login>) {
    super();
  }
}
