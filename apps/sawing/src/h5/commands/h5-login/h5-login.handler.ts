import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { H5_SESSION_TTL_SECONDS, type H5Session } from '@timber/contracts';
import { SAWING_CONFIG, type SawingConfig } from '../../../config';
import { signH5Session } from '../../../shared/floor-links';
import { H5Gate } from '../../h5-gate';
import { H5LoginCommand } from './h5-login.command';

/** The gate passed: a signed session of the tenant's H5 page for 12 hours, of the link's generation (revoking the links ends it). */
@CommandHandler(H5LoginCommand)
export class H5LoginHandler implements ICommandHandler<H5LoginCommand> {
  constructor(
    private readonly gate: H5Gate,
    @Inject(SAWING_CONFIG) private readonly config: SawingConfig,
  ) {}

  execute({ input }: H5LoginCommand): Promise<H5Session> {
    return this.gate.pass(input, (_trx, link) => {
      const expiresAt = Math.floor(Date.now() / 1000) + H5_SESSION_TTL_SECONDS;
      return Promise.resolve({
        token: signH5Session(this.config.SHARE_TOKEN_SECRET, link.tenantId, expiresAt, link.generation),
        expiresAt: new Date(expiresAt * 1000).toISOString(),
      });
    });
  }
}
