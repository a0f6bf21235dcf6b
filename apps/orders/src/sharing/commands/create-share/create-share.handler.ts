import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type ShareCreated } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type OrdersDb } from '../../../orders-db';
import { OrderRepository } from '../../../orders/order.repository';
import { assertMayHandle } from '../../../shared/order-access';
import { ShareAccess } from '../../share-access';
import { ShareLinkRepository } from '../../share-link.repository';
import { CreateShareCommand } from './create-share.command';

/**
 * A share link for orders of the tenant that the caller may see (each one live, else
 * ORDER.NOT_FOUND): its row (for revocation) and its signed token naming the tenant, the row, the
 * orders and the expiry (whole seconds).
 */
@CommandHandler(CreateShareCommand)
export class CreateShareHandler implements ICommandHandler<CreateShareCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly orders: OrderRepository,
    private readonly links: ShareLinkRepository,
    private readonly access: ShareAccess,
  ) {}

  async execute({ input }: CreateShareCommand): Promise<ShareCreated> {
    const { tenantId, userId, username } = caller();
    return withTenant(this.db, tenantId, async (trx) => {
      const found = await this.orders.findMany(trx, input.ids);
      if (found.length !== input.ids.length) {
        throw new DomainError('ORDER.NOT_FOUND');
      }
      for (const order of found) {
        assertMayHandle(order.order_type);
      }
      const tokenId = randomUUID();
      const expiresAt = Math.floor(Date.now() / 1000) + input.expiresInHours * 3600;
      await this.links.insert(trx, {
        id: tokenId,
        tenantId,
        orderIds: input.ids,
        createdBy: userId,
        creatorName: username,
        expiresAt: new Date(expiresAt * 1000),
      });
      const token = this.access.sign({ tenantId, tokenId, orderIds: input.ids, expiresAt });
      return {
        token,
        tokenId,
        expiresAt: new Date(expiresAt * 1000).toISOString(),
        path: `/shareOrder?token=${token}`,
      };
    });
  }
}
