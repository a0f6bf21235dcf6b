import { Command } from '@nestjs/cqrs';
import { type ROUTES } from '@timber/contracts';
import { type BodyOf } from '@timber/nest-kit';

/** (chosen) /h5/saw/setPwd: a new password on the H5 page, with the current one and a check code. */
export class ChangeH5PasswordCommand extends Command<null> {
  constructor(readonly input: BodyOf<typeof ROUTES.h5SetPassword>) {
    super();
  }
}
