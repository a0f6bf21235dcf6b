import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { answerWithListWorkbook, EXPORT_LIMIT, type XlsxColumn } from '@timber/exports';
import { translate } from '@timber/i18n';
import { DB, requestContext } from '@timber/nest-kit';
import { type Kysely, type Transaction } from 'kysely';
import { type OrdersDb } from '../../../orders-db';
import { e4ToM3 } from '../../../shared/figures';
import { assertMayHandle } from '../../../shared/order-access';
import { type OrderFilter, type OrderRecord, OrderRepository } from '../../order.repository';
import { ExportDiaClassificationQuery } from './export-dia-classification.query';

/** One line of the workbook: a diameter class of an order, what its standards could not measure, or its total. */
interface ClassLine {
  order: OrderRecord;
  dia: number | string;
  qty: number;
  volumeE4: number | null;
}

/**
 * §7 /order/downloadDiaClassification: the orders the list filters match, newest first, each as
 * its logs by diameter class (the rows the list expands to) and a line of the order's totals;
 * logs their standard could not measure get a line of their own. Orders are read in keyset
 * batches, their classes a batch at a time, and streamed (at most EXPORT_MAX_ROWS orders).
 */
@QueryHandler(ExportDiaClassificationQuery)
export class ExportDiaClassificationHandler implements IQueryHandler<ExportDiaClassificationQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly orders: OrderRepository,
    @Inject(EXPORT_LIMIT) private readonly maxRows: number,
  ) {}

  execute({ filter, res }: ExportDiaClassificationQuery): Promise<void> {
    assertMayHandle(filter.orderType);
    const { locale, tzOffsetHours } = requestContext();
    const unmeasured = translate(locale, 'server.excel.unmeasured');
    const total = translate(locale, 'server.excel.orderTotal');
    const columns: XlsxColumn<ClassLine>[] = [
      { header: 'server.excel.orderNo', width: 16, value: (l) => l.order.order_no },
      { header: 'server.excel.orderDate', width: 12, value: (l) => l.order.order_day },
      { header: 'server.excel.customer', width: 24, value: (l) => l.order.customer_name },
      { header: 'server.excel.diameterClass', width: 20, value: (l) => l.dia },
      { header: 'server.excel.quantity', width: 10, value: (l) => l.qty },
      {
        header: 'server.excel.volume',
        width: 12,
        value: (l) => (l.volumeE4 === null ? null : e4ToM3(l.volumeE4)),
        numFmt: '0.000',
      },
    ];
    return answerWithListWorkbook(res, this.db, this.maxRows, (trx) => ({
      counted: this.orders.filtered(trx, filter, tzOffsetHours).select('id'),
      fileName: filter.orderType === 1 ? 'inbound-diameter-classes' : 'outbound-diameter-classes',
      sheetTitle: 'server.excel.diaClassification',
      locale,
      columns,
      batches: this.lines(trx, filter, tzOffsetHours, { unmeasured, total }),
    }));
  }

  private async *lines(
    trx: Transaction<OrdersDb>,
    filter: OrderFilter,
    tzOffsetHours: number,
    labels: { unmeasured: string; total: string },
  ): AsyncGenerator<ClassLine[]> {
    for await (const batch of this.orders.batches(trx, filter, tzOffsetHours)) {
      const classes = await this.orders.diaClasses(
        trx,
        batch.map((order) => order.id),
      );
      yield batch.flatMap((order) => {
        const rows = classes.get(order.id) ?? [];
        const counted = rows.reduce((sum, row) => sum + row.qty, 0);
        return [
          ...rows.map((row) => ({ order, dia: row.dia, qty: row.qty, volumeE4: row.volumeE4 })),
          ...(order.quantity > counted
            ? [{ order, dia: labels.unmeasured, qty: order.quantity - counted, volumeE4: null }]
            : []),
          { order, dia: labels.total, qty: order.quantity, volumeE4: order.volume_e4 },
        ];
      });
    }
  }
}
