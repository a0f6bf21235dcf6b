import { Inject, Injectable } from '@nestjs/common';
import { withTenant } from '@timber/db';
import { DB } from '@timber/nest-kit';
import { type Kysely, type Transaction } from 'kysely';
import { ORDERS_CONFIG, type OrdersConfig } from '../config';
import { type OrdersDb } from '../orders-db';
import { assertLinkLive, assertNotExpired } from './domain/share-rules';
import { readShareToken, type ShareClaims, signShareToken } from './domain/share-token';
import { ShareLinkRepository, type ShareLinkRow } from './share-link.repository';

/**
 * The share links' tokens under the service's secret (SHARE_TOKEN_SECRET): signs them, reads them,
 * and opens a public call's link, checked on every call.
 */
@Injectable()
export class ShareAccess {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
    private readonly links: ShareLinkRepository,
  ) {}

  sign(claims: ShareClaims): string {
    return signShareToken(this.config.SHARE_TOKEN_SECRET, claims);
  }

  /** The claims of a token signed by this service (SHARE.INVALID for any other). */
  read(token: string): ShareClaims {
    return readShareToken(this.config.SHARE_TOKEN_SECRET, token);
  }

  /**
   * Runs `work` for a public call of the share page: the token's signature, then its expiry, then,
   * in a transaction under the token's tenant (row-level security), its link: the same kind and
   * the same orders (or sheets), not revoked, not expired. Any failure refuses the call before anything is read for it.
   */
  open<T>(token: string, work: (trx: Transaction<OrdersDb>, link: ShareLinkRow) => Promise<T>): Promise<T> {
    const claims = this.read(token);
    const now = new Date();
    assertNotExpired(claims, now);
    return withTenant(this.db, claims.tenantId, async (trx) => {
      const link = await this.links.find(trx, claims.tokenId);
      assertLinkLive(
        claims,
        link && {
          kind: link.kind,
          ids: link.kind === 'order' ? link.order_ids : link.sheet_ids,
          expiresAt: link.expires_at,
          revokedAt: link.revoked_at,
        },
        now,
      );
      return work(trx, link!);
    });
  }
}
