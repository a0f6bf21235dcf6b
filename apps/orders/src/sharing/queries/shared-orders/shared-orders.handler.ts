import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SharedOrder, type SharePage } from '@timber/contracts';
import { type Locale, translate } from '@timber/i18n';
import { requestContext } from '@timber/nest-kit';
import { type Transaction } from 'kysely';
import { type SharedSheetRow, SheetCopyRepository } from '../../../confirmed-sheets/sheet-copy.repository';
import { type ClassRow, orderCategory } from '../../../order-detail/domain/order-category';
import { type OrdersDb } from '../../../orders-db';
import { type OrderRecord, OrderRepository } from '../../../orders/order.repository';
import { e4ToM3 } from '../../../shared/figures';
import { ShareAccess } from '../../share-access';
import { type ShareLinkRow } from '../../share-link.repository';
import { SharedOrdersQuery } from './shared-orders.query';

type Paging = { page: number; pageSize: number };

/**
 * §2 Shared order page: a page of what the link names, in its order, each with its summary (§3
 * Order summary) and diameter table: the live orders of an order link, or the confirmed sheets of
 * a sheet link (each one record, its SPU as the number). The token is checked first
 * (ShareAccess.open); everything is read under its tenant only.
 */
@QueryHandler(SharedOrdersQuery)
export class SharedOrdersHandler implements IQueryHandler<SharedOrdersQuery> {
  constructor(
    private readonly access: ShareAccess,
    private readonly orders: OrderRepository,
    private readonly sheets: SheetCopyRepository,
  ) {}

  execute({ query }: SharedOrdersQuery): Promise<SharePage> {
    const { locale } = requestContext();
    return this.access.open(query.token, async (trx, link) => ({
      ...(link.kind === 'sheet'
        ? await this.sheetPage(trx, link, query, locale)
        : await this.orderPage(trx, link, query, locale)),
      expiresAt: link.expires_at.toISOString(),
      kind: link.kind,
    }));
  }

  private async orderPage(
    trx: Transaction<OrdersDb>,
    link: ShareLinkRow,
    paging: Paging,
    locale: Locale,
  ): Promise<{ total: number; records: SharedOrder[] }> {
    const live = await this.orders.findMany(trx, link.order_ids);
    const page = pageOf(live, paging);
    const classes = await this.orders.classes(
      trx,
      page.map((order) => order.id),
    );
    return {
      total: live.length,
      records: page.map((order) =>
        toSharedOrder(
          order,
          classes.filter((row) => row.order_id === order.id),
          locale,
        ),
      ),
    };
  }

  private async sheetPage(
    trx: Transaction<OrdersDb>,
    link: ShareLinkRow,
    paging: Paging,
    locale: Locale,
  ): Promise<{ total: number; records: SharedOrder[] }> {
    const kept = await this.sheets.findMany(trx, link.sheet_ids);
    const page = pageOf(kept, paging);
    const classes = await this.sheets.classes(
      trx,
      page.map((sheet) => sheet.id),
    );
    return {
      total: kept.length,
      records: page.map((sheet) =>
        toSharedSheet(
          sheet,
          classes.filter((row) => row.sheet_id === sheet.id),
          locale,
        ),
      ),
    };
  }
}

const pageOf = <T>(rows: readonly T[], paging: Paging): T[] =>
  rows.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize);

/**
 * The parties of a shared record: the customer is the shipper of what comes in (type 1) and the
 * consignee of what goes out; the tenant's own side is not named (orders does not keep the
 * company's name).
 */
const parties = (type: number, customer: string) =>
  type === 1 ? { shipper: customer, consignee: null } : { shipper: null, consignee: customer };

/** §3 Order summary (share). */
function toSharedOrder(order: OrderRecord, classes: ClassRow[], locale: Locale): SharedOrder {
  return {
    orderNo: order.order_no,
    title: translate(locale, 'server.share.title', { type: order.order_type }),
    orderDate: order.order_day,
    ...parties(order.order_type, order.customer_name),
    totalQty: order.quantity,
    totalVol: e4ToM3(order.volume_e4),
    kind: order.wood_kinds,
    transportNum: order.transport_nums,
    spus: order.spus,
    diaCategory: orderCategory(classes, order.quantity, order.standards).rows,
  };
}

/** A confirmed sheet as the shared page shows it: one record, its SPU as the number. */
function toSharedSheet(sheet: SharedSheetRow, classes: ClassRow[], locale: Locale): SharedOrder {
  return {
    orderNo: sheet.spu,
    title: translate(locale, 'server.share.sheetTitle', { type: sheet.kind }),
    orderDate: sheet.sheet_day ?? sheet.confirmed_at.toISOString().slice(0, 10),
    ...parties(sheet.kind, sheet.customer_name),
    totalQty: sheet.quantity,
    totalVol: e4ToM3(sheet.volume_e4),
    kind: sheet.wood_kind_name,
    transportNum: sheet.transport_num,
    spus: sheet.spu,
    diaCategory: orderCategory(classes, sheet.quantity, sheet.standard).rows,
  };
}
