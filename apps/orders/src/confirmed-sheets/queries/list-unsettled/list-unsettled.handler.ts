import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type OrderSheet, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type OrdersDb } from '../../../orders-db';
import { assertMayHandle } from '../../../shared/order-access';
import { SheetCopyRepository } from '../../sheet-copy.repository';
import { ListUnsettledQuery } from './list-unsettled.query';

@QueryHandler(ListUnsettledQuery)
export class ListUnsettledHandler implements IQueryHandler<ListUnsettledQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly sheets: SheetCopyRepository,
  ) {}

  execute({ filter }: ListUnsettledQuery): Promise<PageResult<OrderSheet>> {
    assertMayHandle(filter.orderType);
    return withTenant(this.db, caller().tenantId, (trx) =>
      this.sheets.unsettled(trx, filter, requestContext().tzOffsetHours),
    );
  }
}
