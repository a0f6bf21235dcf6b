import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '@timber/auth';
import { H5Gate } from '../../h5-gate';
import { H5PasswordRepository } from '../../h5-password.repository';
import { ChangeH5PasswordCommand } from './change-h5-password.command';

/** The gate passed with the current password, the new one replaces it in the same transaction. */
@CommandHandler(ChangeH5PasswordCommand)
export class ChangeH5PasswordHandler implements ICommandHandler<ChangeH5PasswordCommand> {
  constructor(
    private readonly gate: H5Gate,
    private readonly passwords: H5PasswordRepository,
  ) {}

  async execute({ input }: ChangeH5PasswordCommand): Promise<null> {
    const hash = await hashPassword(input.pwd);
    await this.gate.pass({ ...input, pwd: input.oldPwd }, (trx, link) =>
      this.passwords.save(trx, link.tenantId, hash, 'h5 page'),
    );
    return null;
  }
}
