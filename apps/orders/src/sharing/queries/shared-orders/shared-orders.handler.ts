import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SharedOrder, type SharePage } from '@timber/contracts';
import { type Locale, translate } from '@timber/i18n';
import { requestContext } from '@timber/nest-kit';
import { type ClassRow, type SharedSheetRow, SheetCopyRepository } from '../../../confirmed-sheets';
import { orderCategory } from '../../../order-detail';
import { type OrderRecord, OrderRepository } from '../../../orders';
import { e4ToM3 } from '../../../shared/figures';
import { ShareAccess } from '../../share-access';
import { SharedOrdersQuery } from './shared-orders.query';

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
        ? await pageOf(
            await this.sheets.findMany(trx, link.sheet_ids),
            query,
            (ids) => this.sheets.classes(trx, ids),
            (row) => row.sheetId,
            (sheet, classes) => toSharedSheet(sheet, classes, locale, link.tenant_name),
          )
        : await pageOf(
            await this.orders.findMany(trx, link.order_ids),
            query,
            (ids) => this.orders.classes(trx, ids),
            (row) => row.order_id,
            (order, classes) => toSharedOrder(order, classes, locale, link.tenant_name),
          )),
      expiresAt: link.expires_at.toISOString(),
      kind: link.kind,
    }));
  }
}

/** A page of the link's records (in its order), each with its own diameter table rows. */
async function pageOf<R extends { id: string }, C extends ClassRow>(
  rows: readonly R[],
  paging: { page: number; pageSize: number },
  classesOf: (ids: string[]) => Promise<C[]>,
  ownerOf: (row: C) => string,
  toRecord: (row: R, classes: C[]) => SharedOrder,
): Promise<{ total: number; records: SharedOrder[] }> {
  const page = rows.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize);
  const classes = await classesOf(page.map((row) => row.id));
  return {
    total: rows.length,
    records: page.map((row) =>
      toRecord(
        row,
        classes.filter((entry) => ownerOf(entry) === row.id),
      ),
    ),
  };
}

/**
 * The parties of a shared record: the customer is the shipper of what comes in (type 1) and the
 * consignee of what goes out; the other side is the tenant, by the name its link keeps (null only
 * for a link made before it kept one; issue 35).
 */
const parties = (type: number, customer: string, tenant: string | null) =>
  type === 1 ? { shipper: customer, consignee: tenant } : { shipper: tenant, consignee: customer };

/** §3 Order summary (share). */
function toSharedOrder(
  order: OrderRecord,
  classes: ClassRow[],
  locale: Locale,
  tenant: string | null,
): SharedOrder {
  return {
    orderNo: order.order_no,
    title: translate(locale, 'server.share.title', { type: order.order_type }),
    orderDate: order.order_day,
    ...parties(order.order_type, order.customer_name, tenant),
    totalQty: order.quantity,
    totalVol: e4ToM3(order.volume_e4),
    kind: order.wood_kinds,
    transportNum: order.transport_nums,
    spus: order.spus,
    diaCategory: orderCategory(classes, order.quantity, order.standards).rows,
  };
}

/** A confirmed sheet as the shared page shows it: one record, its SPU as the number. */
function toSharedSheet(
  sheet: SharedSheetRow,
  classes: ClassRow[],
  locale: Locale,
  tenant: string | null,
): SharedOrder {
  return {
    orderNo: sheet.spu,
    title: translate(locale, 'server.share.sheetTitle', { type: sheet.kind }),
    orderDate: sheet.sheet_day ?? sheet.confirmed_at.toISOString().slice(0, 10),
    ...parties(sheet.kind, sheet.customer_name, tenant),
    totalQty: sheet.quantity,
    totalVol: e4ToM3(sheet.volume_e4),
    kind: sheet.wood_kind_name,
    transportNum: sheet.transport_num,
    spus: sheet.spu,
    diaCategory: orderCategory(classes, sheet.quantity, sheet.standard).rows,
  };
}
