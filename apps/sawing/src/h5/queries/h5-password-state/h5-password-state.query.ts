import { Query } from '@nestjs/cqrs';
import { type H5PasswordState } from '@timber/contracts';

/** (chosen) /cutting/h5/pwdState: whether the caller's tenant's H5 page has a password, set by whom when. */
export class H5PasswordStateQuery extends Query<H5PasswordState> {}
