import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { UserRepository } from '../../../auth';
import { MAIL_CHANNEL, type MessageChannel, SMS_CHANNEL } from '../../channels/message-channel';
import { ResetCodes } from '../../reset-codes';
import { SendResetCodeCommand } from './send-reset-code.command';

/**
 * Sends a reset code by SMS or e-mail when an account uses the phone or address. The answer is the
 * same either way (the limits count every request), so the form cannot tell which have accounts.
 * A code the provider did not take is void at once: nothing is left half done.
 */
@CommandHandler(SendResetCodeCommand)
export class SendResetCodeHandler implements ICommandHandler<SendResetCodeCommand> {
  constructor(
    private readonly users: UserRepository,
    private readonly codes: ResetCodes,
    @Inject(SMS_CHANNEL) private readonly sms: MessageChannel,
    @Inject(MAIL_CHANNEL) private readonly mail: MessageChannel,
  ) {}

  async execute({ target, locale, ip }: SendResetCodeCommand): Promise<void> {
    const channel = target.channel === 'sms' ? this.sms : this.mail;
    if (!channel.enabled) {
      throw new DomainError('AUTH.MESSAGE_CHANNEL_OFF');
    }
    const code = await this.codes.issue(target, ip);
    try {
      const accounts = await this.users.findByResetTarget(target);
      if (accounts.length > 0) {
        await channel.send(target.to, { code, minutes: this.codes.ttlMinutes, locale });
      }
    } catch (error) {
      await this.codes.release(target, code);
      throw error;
    }
  }
}
