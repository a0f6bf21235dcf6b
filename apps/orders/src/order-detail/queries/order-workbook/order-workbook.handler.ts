import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type OrderWood } from '@timber/contracts';
import { withTenant } from '@timber/db';
import {
  addColumnSheet,
  addDiameterSheet,
  answerWithFile,
  cursorBatches,
  mapBatches,
  openXlsx,
  whileConnected,
  type XlsxColumn,
  yesNoCell,
} from '@timber/exports';
import { translate } from '@timber/i18n';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { OrderRepository } from '../../../orders';
import { type OrdersDb } from '../../../orders-db';
import { e4ToM3 } from '../../../shared/figures';
import { assertMayHandle } from '../../../shared/order-access';
import { orderCategory } from '../../domain/order-category';
import { OrderWoodRepository, toOrderWood } from '../../order-wood.repository';
import { OrderWorkbookQuery } from './order-workbook.query';

const LOG_VOLUME = '0.0000';

/**
 * An order's diameter data detail as a streamed workbook in the caller's language. Sheet one: the
 * order (number, day, customer, SPUs, transport numbers, wood kinds, standards, totals), its
 * diameter table with a total and its range groups; sheet two: every log, read through a cursor.
 * File name: the order number and the date.
 */
@QueryHandler(OrderWorkbookQuery)
export class OrderWorkbookHandler implements IQueryHandler<OrderWorkbookQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly orders: OrderRepository,
    private readonly wood: OrderWoodRepository,
  ) {}

  execute({ id, res }: OrderWorkbookQuery): Promise<void> {
    const { locale } = requestContext();
    return answerWithFile(res, (started) =>
      withTenant(this.db, caller().tenantId, async (trx) => {
        // what can be refused (not found, not the caller's type) is settled before the file starts
        const order = await this.orders.find(trx, id);
        assertMayHandle(order.order_type);
        const category = orderCategory(await this.orders.classes(trx, [id]), order.quantity, order.standards);
        started();
        const book = openXlsx(res, { fileName: order.order_no, locale });
        addDiameterSheet(
          book,
          locale,
          [
            ['server.excel.orderNo', order.order_no],
            ['server.excel.orderDate', order.order_day],
            ['server.excel.customer', order.customer_name],
            ['server.excel.spus', order.spus],
            ['server.excel.transportNum', order.transport_nums],
            ['server.excel.woodKind', order.wood_kinds],
            ['server.excel.standard', order.standards],
            ['server.excel.status', translate(locale, 'server.status.order', { status: order.status })],
            ['server.excel.quantity', order.quantity],
            ['server.excel.volume', e4ToM3(order.volume_e4)],
          ],
          category,
        );
        const columns: XlsxColumn<OrderWood>[] = [
          { header: 'server.excel.spu', width: 18, value: (log) => log.spu },
          { header: 'server.excel.woodCode', width: 12, value: (log) => log.woodCode },
          { header: 'server.excel.woodKind', width: 14, value: (log) => log.woodKind },
          { header: 'server.excel.minDiameter', width: 14, value: (log) => log.minDiameter },
          { header: 'server.excel.maxDiameter', width: 14, value: (log) => log.maxDiameter },
          { header: 'server.excel.length', width: 10, value: (log) => log.woodSpecs },
          { header: 'server.excel.diameterClass', width: 14, value: (log) => log.diameter },
          { header: 'server.excel.volume', width: 12, value: (log) => log.volume, numFmt: LOG_VOLUME },
          { header: 'server.excel.manual', width: 10, value: (log) => yesNoCell(locale, log.isManual) },
          { header: 'server.excel.picture', width: 40, value: (log) => log.ossUrl },
        ];
        const batches = cursorBatches(trx, this.wood.ordered(this.wood.logs(trx, [id])));
        // stops reading as soon as the caller has gone
        await addColumnSheet(
          book,
          locale,
          'server.excel.woodPieces',
          columns,
          mapBatches(whileConnected(res, batches), toOrderWood),
        );
        await book.commit();
      }),
    );
  }
}
