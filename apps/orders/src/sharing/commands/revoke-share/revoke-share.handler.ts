import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type OrdersDb } from '../../../orders-db';
import { ShareAccess } from '../../share-access';
import { ShareLinkRepository } from '../../share-link.repository';
import { RevokeShareCommand } from './revoke-share.command';

/**
 * Revokes one of the tenant's links, named by its id or by its token: a token must be one this
 * service signed (SHARE.INVALID) and the caller's tenant's (SHARE.OTHER_TENANT); a link the tenant
 * does not have is SHARE.NOT_FOUND. Revoking a revoked link changes nothing.
 */
@CommandHandler(RevokeShareCommand)
export class RevokeShareHandler implements ICommandHandler<RevokeShareCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly links: ShareLinkRepository,
    private readonly access: ShareAccess,
  ) {}

  async execute({ input }: RevokeShareCommand): Promise<void> {
    const { tenantId, userId } = caller();
    let tokenId = input.tokenId;
    if (input.token !== undefined) {
      const claims = this.access.read(input.token);
      if (claims.tenantId !== tenantId) {
        throw new DomainError('SHARE.OTHER_TENANT');
      }
      tokenId = claims.tokenId;
    }
    await withTenant(this.db, tenantId, async (trx) => {
      if (!(await this.links.revoke(trx, tokenId!, userId))) {
        throw new DomainError('SHARE.NOT_FOUND');
      }
    });
  }
}
