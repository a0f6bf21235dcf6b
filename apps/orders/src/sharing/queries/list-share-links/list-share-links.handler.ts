import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PageResult, type ShareLink } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type OrdersDb } from '../../../orders-db';
import { ShareLinkRepository } from '../../share-link.repository';
import { ListShareLinksQuery } from './list-share-links.query';

@QueryHandler(ListShareLinksQuery)
export class ListShareLinksHandler implements IQueryHandler<ListShareLinksQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly links: ShareLinkRepository,
  ) {}

  execute({ paging }: ListShareLinksQuery): Promise<PageResult<ShareLink>> {
    return withTenant(this.db, caller().tenantId, (trx) => this.links.page(trx, paging, new Date()));
  }
}
