import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, ORDER_STATUS, type OrderSaved } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { SheetCopyRepository } from '../../../confirmed-sheets';
import { CustomerCopyRepository } from '../../../customers';
import { type OrdersDb } from '../../../orders-db';
import { callerDay } from '../../../shared/figures';
import { assertMayHandle } from '../../../shared/order-access';
import { assertSettleable, orderNumber, orderTotals } from '../../domain/order-rules';
import { OrderRepository } from '../../order.repository';
import { SaveOrderCommand } from './save-order.command';

/**
 * §2 order creation, in one transaction: the customer must be the tenant's; the sheets named are
 * locked (in id order) and must all be confirmed, of the order's type and customer and unsettled
 * (order-rules.ts); the order is written with its totals, the sheets are marked settled by it
 * where no order holds them yet, linked to it (a unique index refuses a sheet in two live orders)
 * and its diameter classes summed; `orders.order.created` goes to the outbox. Two clerks
 * submitting the same sheets at once: the second waits at the lock, then finds them settled and
 * is refused naming them and the order that has them; nothing of it is written.
 */
@CommandHandler(SaveOrderCommand)
export class SaveOrderHandler implements ICommandHandler<SaveOrderCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly orders: OrderRepository,
    private readonly sheets: SheetCopyRepository,
    private readonly customers: CustomerCopyRepository,
  ) {}

  async execute({ input }: SaveOrderCommand): Promise<OrderSaved> {
    assertMayHandle(input.orderType);
    const { tenantId, userId, username } = caller();
    const { correlationId, tzOffsetHours } = requestContext();
    const day = callerDay(new Date(), tzOffsetHours);
    return withTenant(this.db, tenantId, async (trx) => {
      const customer = await this.customers.find(trx, input.tradePartnerId);
      if (!customer) {
        throw new DomainError('ORDER.CUSTOMER_NOT_FOUND');
      }
      const locked = await this.sheets.lockBySpu(trx, input.spus);
      const holders = await this.orders.numbersOf(trx, [
        ...new Set(locked.flatMap((sheet) => (sheet.order_id ? [sheet.order_id] : []))),
      ]);
      assertSettleable(
        { orderType: input.orderType, customerId: customer.id, customerName: customer.name },
        input.spus,
        locked.map((sheet) => ({
          id: sheet.id,
          spu: sheet.spu,
          kind: sheet.kind,
          customerId: sheet.customer_id,
          complete: sheet.logs_kept === sheet.log_count,
          orderId: sheet.order_id,
        })),
        () => holders,
      );
      const id = randomUUID();
      const orderNo = orderNumber(
        input.orderType,
        day,
        await this.orders.nextNumber(trx, tenantId, input.orderType, day),
      );
      const totals = orderTotals(
        locked.map((sheet) => ({
          spu: sheet.spu,
          standard: sheet.standard,
          woodKindName: sheet.wood_kind_name,
          transportNum: sheet.transport_num,
          quantity: sheet.quantity,
          volumeE4: sheet.volume_e4,
          measuredLogs: sheet.measured_logs,
          diameterClassSum: sheet.diameter_class_sum,
          lengthClasses: sheet.length_classes,
        })),
      );
      await this.orders.insert(trx, {
        id,
        tenantId,
        orderNo,
        orderType: input.orderType,
        orderDate: input.orderDate ?? day,
        customerId: customer.id,
        customerName: customer.name,
        woodGrade: input.woodGrade ?? null,
        createdBy: userId,
        creatorName: username,
        ...totals,
      });
      const sheetIds = locked.map((sheet) => sheet.id);
      // the sheets are locked and unsettled: all of them are marked, or the order is not made
      const settled = await this.sheets.settle(trx, id, sheetIds);
      if (settled.length !== sheetIds.length) {
        throw new DomainError('ORDER.SHEETS_SETTLED', {
          spus: locked
            .filter((sheet) => !settled.includes(sheet.id))
            .map((sheet) => sheet.spu)
            .join(', '),
          orderNos: 'none',
        });
      }
      await this.orders.linkSheets(trx, tenantId, id, locked);
      await this.orders.writeClasses(trx, tenantId, id);
      await writeToOutbox(trx, 'orders', [
        newEvent(
          'orders.order.created',
          {
            orderId: id,
            orderNo,
            orderType: input.orderType,
            customerId: customer.id,
            sheetIds,
            quantity: totals.quantity,
            volumeE4: totals.volumeE4,
          },
          { tenantId, correlationId, partitionKey: id },
        ),
      ]);
      return { id, orderNo, status: ORDER_STATUS.AWAITING_CHECK };
    });
  }
}
