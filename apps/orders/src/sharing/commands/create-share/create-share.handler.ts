import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type ShareCreated } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, callerHolds, DB, requestContext } from '@timber/nest-kit';
import { type Kysely, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import { SheetCopyRepository } from '../../../confirmed-sheets';
import { OrderRepository } from '../../../orders';
import { type OrdersDb } from '../../../orders-db';
import {
  assertMayHandle,
  assertMayShareSheets,
  mayShareSheets,
  ORDER_MENU_PERMISSION,
} from '../../../shared/order-access';
import { type ShareTargetKind } from '../../domain/share-token';
import { ShareAccess } from '../../share-access';
import { ShareLinkRepository } from '../../share-link.repository';
import { CreateShareCommand } from './create-share.command';

/**
 * A share link for orders of the tenant that the caller may see (each one live, else
 * ORDER.NOT_FOUND), or for confirmed sheets of the tenant (orders' copies: an SPU it does not keep
 * is ORDER.SHEETS_UNKNOWN, naming them; a sheet whose logs are still arriving ORDER.SHEETS_ARRIVING)
 * that the caller may share from their list (stock/entry, stock/deliver). Its row (for revocation,
 * with the tenant's name the shared page shows as the company) and its signed token naming the tenant, the row, the kind, the ids and the expiry (whole
 * seconds); a refusal writes nothing.
 */
@CommandHandler(CreateShareCommand)
export class CreateShareHandler implements ICommandHandler<CreateShareCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly orders: OrderRepository,
    private readonly sheets: SheetCopyRepository,
    private readonly links: ShareLinkRepository,
    private readonly access: ShareAccess,
  ) {}

  async execute({ input }: CreateShareCommand): Promise<ShareCreated> {
    const { tenantId, userId, username } = caller();
    return withTenant(this.db, tenantId, async (trx) => {
      const target =
        input.spus !== undefined
          ? await this.sheetsOf(trx, input.spus)
          : await this.ordersOf(trx, input.ids ?? []);
      const tokenId = randomUUID();
      const expiresAt = Math.floor(Date.now() / 1000) + input.expiresInHours * 3600;
      await this.links.insert(trx, {
        id: tokenId,
        tenantId,
        kind: target.kind,
        ids: target.ids,
        createdBy: userId,
        creatorName: username,
        tenantName: requestContext().tenantName ?? null,
        expiresAt: new Date(expiresAt * 1000),
      });
      const token = this.access.sign({ tenantId, tokenId, kind: target.kind, ids: target.ids, expiresAt });
      return {
        token,
        tokenId,
        expiresAt: new Date(expiresAt * 1000).toISOString(),
        path: `/shareOrder?token=${token}`,
      };
    });
  }

  /** Live orders of the tenant, of types the caller handles (the route asks for no key: orders' is checked here). */
  private async ordersOf(
    trx: Transaction<OrdersDb>,
    ids: readonly string[],
  ): Promise<{ kind: ShareTargetKind; ids: string[] }> {
    if (!callerHolds(ORDER_MENU_PERMISSION)) {
      throw new DomainError('COMMON.FORBIDDEN');
    }
    const found = await this.orders.findMany(trx, ids);
    if (found.length !== ids.length) {
      throw new DomainError('ORDER.NOT_FOUND');
    }
    for (const order of found) {
      assertMayHandle(order.order_type);
    }
    return { kind: 'order', ids: found.map((order) => order.id) };
  }

  /** Confirmed sheets of the tenant (orders' copies), in the order named, each of a list the caller may share from. */
  private async sheetsOf(
    trx: Transaction<OrdersDb>,
    spus: readonly string[],
  ): Promise<{ kind: ShareTargetKind; ids: string[] }> {
    // a caller of neither list learns nothing, not even which SPUs the tenant has
    if (!mayShareSheets(1, callerHolds) && !mayShareSheets(2, callerHolds)) {
      throw new DomainError('COMMON.FORBIDDEN');
    }
    const found = new Map((await this.sheets.findBySpu(trx, spus)).map((sheet) => [sheet.spu, sheet]));
    const unknown = spus.filter((spu) => !found.has(spu));
    if (unknown.length > 0) {
      throw new DomainError('ORDER.SHEETS_UNKNOWN', { spus: unknown.join(', ') });
    }
    const sheets = spus.map((spu) => found.get(spu)!);
    for (const sheet of sheets) {
      assertMayShareSheets(sheet.kind);
    }
    const arriving = sheets.filter((sheet) => sheet.logs_kept < sheet.log_count);
    if (arriving.length > 0) {
      throw new DomainError('ORDER.SHEETS_ARRIVING', {
        spus: arriving.map((sheet) => sheet.spu).join(', '),
      });
    }
    return { kind: 'sheet', ids: sheets.map((sheet) => sheet.id) };
  }
}
