import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SharedOrder, type SharePage } from '@timber/contracts';
import { type Locale, translate } from '@timber/i18n';
import { requestContext } from '@timber/nest-kit';
import { orderCategory } from '../../../order-detail/domain/order-category';
import { type OrderRecord, OrderRepository } from '../../../orders/order.repository';
import { e4ToM3 } from '../../../shared/figures';
import { ShareAccess } from '../../share-access';
import { SharedOrdersQuery } from './shared-orders.query';

/**
 * §2 Shared order page: a page of the live orders the link names, in its order, each with its
 * summary (§3 Order summary) and diameter table. The token is checked first (ShareAccess.open);
 * the orders are read under its tenant only.
 */
@QueryHandler(SharedOrdersQuery)
export class SharedOrdersHandler implements IQueryHandler<SharedOrdersQuery> {
  constructor(
    private readonly access: ShareAccess,
    private readonly orders: OrderRepository,
  ) {}

  execute({ query }: SharedOrdersQuery): Promise<SharePage> {
    const { locale } = requestContext();
    return this.access.open(query.token, async (trx, link) => {
      const live = await this.orders.findMany(trx, link.order_ids);
      const page = live.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
      const classes = await this.orders.classes(
        trx,
        page.map((order) => order.id),
      );
      return {
        total: live.length,
        expiresAt: link.expires_at.toISOString(),
        records: page.map((order) =>
          toSharedOrder(
            order,
            classes.filter((row) => row.order_id === order.id),
            locale,
          ),
        ),
      };
    });
  }
}

/** §3 Order summary (share): the tenant's own side of the order is not named (orders does not keep the company's name). */
function toSharedOrder(
  order: OrderRecord,
  classes: { dia: number; length: number; qty: number; volumeE4: number }[],
  locale: Locale,
): SharedOrder {
  const inbound = order.order_type === 1;
  return {
    orderNo: order.order_no,
    title: translate(locale, 'server.share.title', { type: order.order_type }),
    orderDate: order.order_day,
    shipper: inbound ? order.customer_name : null,
    consignee: inbound ? null : order.customer_name,
    totalQty: order.quantity,
    totalVol: e4ToM3(order.volume_e4),
    kind: order.wood_kinds,
    transportNum: order.transport_nums,
    spus: order.spus,
    diaCategory: orderCategory(classes, order.quantity, order.standards).rows,
  };
}
