import { type OrderRow } from '@timber/contracts';
import { type Locale, translate } from '@timber/i18n';
import { e4ToM3 } from '../shared/figures';
import { type DiaClass, type OrderRecord } from './order.repository';

/** §3 Order (list): an order with its diameter classification, its status in the caller's language. */
export function toOrderRow(record: OrderRecord, classes: readonly DiaClass[], locale: Locale): OrderRow {
  return {
    id: record.id,
    orderNo: record.order_no,
    spus: record.spus,
    orderDate: record.order_day,
    orderType: record.order_type,
    customerId: record.customer_id,
    customerName: record.customer_name,
    tradePartner: record.customer_name,
    vavNum: record.transport_nums,
    woodKind: record.wood_kinds,
    woodLength: record.length_classes,
    quantity: record.quantity,
    volume: e4ToM3(record.volume_e4),
    woodGrade: record.wood_grade,
    status: record.status,
    statusDesc: translate(locale, 'server.status.order', { status: record.status }),
    createTime: record.created_at.toISOString(),
    creator: record.creator_name,
    checkTime: record.checked_at?.toISOString() ?? null,
    checker: record.checker_name,
    diaClassificationList: classes.map((c) => ({ dia: c.dia, qty: c.qty, vol: e4ToM3(c.volumeE4) })),
  };
}
