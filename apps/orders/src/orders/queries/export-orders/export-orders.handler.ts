import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { answerWithListWorkbook, EXPORT_LIMIT, type XlsxColumn } from '@timber/exports';
import { translate } from '@timber/i18n';
import { DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type OrdersDb } from '../../../orders-db';
import { e4ToM3 } from '../../../shared/figures';
import { assertMayHandle } from '../../../shared/order-access';
import { type OrderRecord, OrderRepository } from '../../order.repository';
import { ExportOrdersQuery } from './export-orders.query';

/**
 * §2 "export statements to xlsx": the orders the list filters match, newest first, one row each
 * with the list's columns, read in keyset batches and streamed (at most EXPORT_MAX_ROWS orders;
 * the file is written past the handler timeout, see answerWithFile).
 */
@QueryHandler(ExportOrdersQuery)
export class ExportOrdersHandler implements IQueryHandler<ExportOrdersQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly orders: OrderRepository,
    @Inject(EXPORT_LIMIT) private readonly maxRows: number,
  ) {}

  execute({ filter, res }: ExportOrdersQuery): Promise<void> {
    assertMayHandle(filter.orderType);
    const { locale, tzOffsetHours } = requestContext();
    const wallClock = (instant: Date | null) =>
      instant ? new Date(instant.getTime() + tzOffsetHours * 3_600_000) : null;
    const columns: XlsxColumn<OrderRecord>[] = [
      { header: 'server.excel.orderDate', width: 12, value: (r) => r.order_day },
      { header: 'server.excel.orderNo', width: 16, value: (r) => r.order_no },
      { header: 'server.excel.spus', width: 30, value: (r) => r.spus },
      { header: 'server.excel.customer', width: 24, value: (r) => r.customer_name },
      { header: 'server.excel.transportNum', width: 16, value: (r) => r.transport_nums },
      { header: 'server.excel.woodKind', width: 14, value: (r) => r.wood_kinds },
      { header: 'server.excel.length', width: 12, value: (r) => r.length_classes },
      { header: 'server.excel.quantity', width: 10, value: (r) => r.quantity },
      { header: 'server.excel.volume', width: 12, value: (r) => e4ToM3(r.volume_e4), numFmt: '0.000' },
      {
        header: 'server.excel.woodGrade',
        width: 12,
        value: (r) =>
          r.wood_grade === null
            ? ''
            : translate(locale, 'server.excel.woodGradeName', { grade: r.wood_grade }),
      },
      {
        header: 'server.excel.status',
        width: 14,
        value: (r) => translate(locale, 'server.status.order', { status: r.status }),
      },
      // the user's wall-clock time: a spreadsheet cell has no time zone
      {
        header: 'server.excel.createTime',
        width: 20,
        value: (r) => wallClock(r.created_at),
        numFmt: 'yyyy-mm-dd hh:mm:ss',
      },
      { header: 'server.excel.creator', width: 12, value: (r) => r.creator_name },
      {
        header: 'server.excel.checkTime',
        width: 20,
        value: (r) => wallClock(r.checked_at),
        numFmt: 'yyyy-mm-dd hh:mm:ss',
      },
      { header: 'server.excel.checker', width: 12, value: (r) => r.checker_name ?? '' },
    ];
    return answerWithListWorkbook(res, this.db, this.maxRows, (trx) => ({
      counted: this.orders.filtered(trx, filter, tzOffsetHours).select('id'),
      fileName: filter.orderType === 1 ? 'inbound-orders' : 'outbound-orders',
      sheetTitle: 'server.excel.statements',
      locale,
      columns,
      batches: this.orders.batches(trx, filter, tzOffsetHours),
    }));
  }
}
