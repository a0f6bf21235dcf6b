import { Module } from '@nestjs/common';
import { BoardModule } from '../board';
import { LinkGenerationModule } from '../shared/link-generation.module';
import { ChangeH5PasswordHandler } from './commands/change-h5-password/change-h5-password.handler';
import { H5LoginHandler } from './commands/h5-login/h5-login.handler';
import { IssueCheckCodeHandler } from './commands/issue-check-code/issue-check-code.handler';
import { SetH5PasswordHandler } from './commands/set-h5-password/set-h5-password.handler';
import { H5Gate } from './h5-gate';
import { H5PasswordRepository } from './h5-password.repository';
import { H5Controller } from './h5.controller';
import { H5PasswordStateHandler } from './queries/h5-password-state/h5-password-state.handler';
import { H5SawListHandler } from './queries/h5-saw-list/h5-saw-list.handler';

/** The H5 page of the floor: its password, login and check code, and the saw list it shows. */
@Module({
  imports: [BoardModule, LinkGenerationModule],
  controllers: [H5Controller],
  providers: [
    H5PasswordRepository,
    H5Gate,
    SetH5PasswordHandler,
    ChangeH5PasswordHandler,
    H5LoginHandler,
    IssueCheckCodeHandler,
    H5SawListHandler,
    H5PasswordStateHandler,
  ],
})
export class H5Module {}
