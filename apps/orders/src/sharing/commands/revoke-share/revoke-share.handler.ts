import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, callerHolds, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { SheetCopyRepository } from '../../../confirmed-sheets';
import { type OrdersDb } from '../../../orders-db';
import { assertHandlesLink, shareLinkRights } from '../../domain/share-permissions';
import { ShareAccess } from '../../share-access';
import { ShareLinkRepository } from '../../share-link.repository';
import { RevokeShareCommand } from './revoke-share.command';

/**
 * Revokes one of the tenant's links, named by its id or by its token: a token must be one this
 * service signed (SHARE.INVALID) and the caller's tenant's (SHARE.OTHER_TENANT); a link the tenant
 * does not have is SHARE.NOT_FOUND. An order link needs the orders' key, a sheet link the sheet
 * lists' keys of its sheets (403001). Revoking a revoked link changes nothing.
 */
@CommandHandler(RevokeShareCommand)
export class RevokeShareHandler implements ICommandHandler<RevokeShareCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly links: ShareLinkRepository,
    private readonly sheets: SheetCopyRepository,
    private readonly access: ShareAccess,
  ) {}

  async execute({ input }: RevokeShareCommand): Promise<void> {
    const { tenantId, userId } = caller();
    const rights = shareLinkRights(callerHolds);
    let tokenId = input.tokenId;
    if (input.token !== undefined) {
      const claims = this.access.read(input.token);
      if (claims.tenantId !== tenantId) {
        throw new DomainError('SHARE.OTHER_TENANT');
      }
      tokenId = claims.tokenId;
    }
    await withTenant(this.db, tenantId, async (trx) => {
      const link = await this.links.find(trx, tokenId!);
      if (!link) {
        throw new DomainError('SHARE.NOT_FOUND');
      }
      assertHandlesLink(
        rights,
        link.kind === 'order'
          ? { kind: 'order' }
          : { kind: 'sheet', sheetKinds: await this.sheets.kindsOf(trx, link.sheet_ids) },
      );
      if (!(await this.links.revoke(trx, link.id, userId))) {
        throw new DomainError('SHARE.NOT_FOUND');
      }
    });
  }
}
