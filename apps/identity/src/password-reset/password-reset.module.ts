import { type DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { type IdentityConfig } from '../config';
import { OperationLogModule } from '../operation-log';
import { messageChannelProviders } from './channels/message-channels';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { SendResetCodeHandler } from './commands/send-reset-code/send-reset-code.handler';
import { PasswordResetController } from './password-reset.controller';
import { ResetCodes } from './reset-codes';

/** A forgotten password reset by a code sent by text or e-mail (each channel on when configured). */
@Module({})
export class PasswordResetModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: PasswordResetModule,
      imports: [AuthModule, OperationLogModule],
      controllers: [PasswordResetController],
      providers: [...messageChannelProviders(config), ResetCodes, SendResetCodeHandler, ResetPasswordHandler],
    };
  }
}
