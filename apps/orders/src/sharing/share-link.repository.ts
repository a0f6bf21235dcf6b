import { Injectable } from '@nestjs/common';
import { type PageResult, type ShareLink } from '@timber/contracts';
import { type Selectable, sql, type Transaction } from 'kysely';
import { type OrdersDb } from '../orders-db';

type Trx = Transaction<OrdersDb>;
export type ShareLinkRow = Selectable<OrdersDb['orders.share_links']>;

/** SQL of the share links; every call runs inside withTenant's transaction (the token's tenant on the public page). */
@Injectable()
export class ShareLinkRepository {
  async insert(
    trx: Trx,
    link: {
      id: string;
      tenantId: string;
      kind: 'order' | 'sheet';
      /** the orders' ids, or the sheets' */
      ids: readonly string[];
      createdBy: string;
      creatorName: string;
      /** the tenant's name, as the shared page names the company */
      tenantName: string | null;
      expiresAt: Date;
    },
  ): Promise<void> {
    await trx
      .insertInto('orders.share_links')
      .values({
        id: link.id,
        tenant_id: link.tenantId,
        kind: link.kind,
        order_ids: link.kind === 'order' ? [...link.ids] : [],
        sheet_ids: link.kind === 'sheet' ? [...link.ids] : [],
        created_by: link.createdBy,
        creator_name: link.creatorName,
        tenant_name: link.tenantName,
        expires_at: link.expiresAt,
      })
      .execute();
  }

  /** The tenant's link (another tenant's is not found: row-level security). */
  find(trx: Trx, id: string): Promise<ShareLinkRow | undefined> {
    return trx.selectFrom('orders.share_links').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Revokes the tenant's link; answers false when the tenant has no such link. Revoking twice keeps the first time. */
  async revoke(trx: Trx, id: string, userId: string): Promise<boolean> {
    const row = await trx
      .updateTable('orders.share_links')
      .set({
        revoked_at: sql<Date>`coalesce(revoked_at, now())`,
        revoked_by: sql<string>`coalesce(revoked_by, ${userId}::uuid)`,
      })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * A page of the tenant's links the caller may handle, newest first, with their orders' numbers
   * (or their sheets' SPUs): order links when `orders`, sheet links whose sheets are all of the
   * kinds in `sheetKinds`.
   */
  async page(
    trx: Trx,
    paging: { page: number; pageSize: number },
    may: { orders: boolean; sheetKinds: readonly number[] },
    now: Date,
  ): Promise<PageResult<ShareLink>> {
    const kinds = [...may.sheetKinds];
    const base = trx.selectFrom('orders.share_links as l').where((eb) =>
      eb.or([
        eb.and([eb('l.kind', '=', 'order'), sql<boolean>`${may.orders}::boolean`]),
        eb.and([
          eb('l.kind', '=', 'sheet'),
          sql<boolean>`not exists (select 1 from orders.sheets s
                                    where s.id = any(l.sheet_ids) and s.kind <> all(${kinds}::smallint[]))`,
        ]),
      ]),
    );
    const [rows, count] = await Promise.all([
      base
        .selectAll('l')
        .select(
          sql<string>`case l.kind
                        when 'order' then (select coalesce(string_agg(o.order_no, ',' order by o.order_no), '')
                                             from orders.orders o where o.id = any(l.order_ids))
                        else (select coalesce(string_agg(s.spu, ',' order by s.spu), '')
                                from orders.sheets s where s.id = any(l.sheet_ids))
                      end`.as('order_nos'),
        )
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      total: count.total,
      records: rows.map((row) => ({
        tokenId: row.id,
        kind: row.kind,
        orderNos: row.order_nos,
        createTime: row.created_at.toISOString(),
        creator: row.creator_name,
        expiresAt: row.expires_at.toISOString(),
        revokedAt: row.revoked_at?.toISOString() ?? null,
        state: row.revoked_at ? 'revoked' : row.expires_at <= now ? 'expired' : 'active',
      })),
    };
  }
}
