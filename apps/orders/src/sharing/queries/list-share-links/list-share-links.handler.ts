import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PageResult, type ShareLink } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, callerHolds, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type OrdersDb } from '../../../orders-db';
import { shareLinkRights } from '../../domain/share-permissions';
import { ShareLinkRepository } from '../../share-link.repository';
import { ListShareLinksQuery } from './list-share-links.query';

/** The tenant's share links the caller handles: order links (orders' key), sheet links (the sheet lists' keys). */
@QueryHandler(ListShareLinksQuery)
export class ListShareLinksHandler implements IQueryHandler<ListShareLinksQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly links: ShareLinkRepository,
  ) {}

  execute({ paging }: ListShareLinksQuery): Promise<PageResult<ShareLink>> {
    const rights = shareLinkRights(callerHolds);
    return withTenant(this.db, caller().tenantId, (trx) => this.links.page(trx, paging, rights, new Date()));
  }
}
