import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isLocale, translate } from '@timber/i18n';
import { UserRepository } from '../../../auth/user.repository';
import { CODE_TTL_MINUTES, ResetCodes } from '../../reset-codes';
import { SMS_SENDER, type SmsSender } from '../../sms-sender';
import { SendResetCodeCommand } from './send-reset-code.command';

/**
 * Texts a reset code to the phone when an account uses it. The answer is the same either way,
 * so the form cannot be used to find out which numbers have accounts.
 */
@CommandHandler(SendResetCodeCommand)
export class SendResetCodeHandler implements ICommandHandler<SendResetCodeCommand> {
  constructor(
    private readonly users: UserRepository,
    private readonly codes: ResetCodes,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
  ) {}

  async execute({ phone, locale }: SendResetCodeCommand): Promise<void> {
    const code = await this.codes.issue(phone);
    const accounts = await this.users.findByPhone(phone);
    if (accounts.length > 0) {
      const text = translate(isLocale(locale) ? locale : 'en', 'server.sms.resetCode', {
        code,
        minutes: CODE_TTL_MINUTES,
      });
      await this.sms.send(phone, text);
    }
  }
}
