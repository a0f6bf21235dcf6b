import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type SawingOrderSaved } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { StockLogRepository } from '../../../stock-logs';
import { assertOpen } from '../../domain/sawing-rules';
import { SawingOrderRepository } from '../../sawing-order.repository';
import { TakeLogsCommand } from './take-logs.command';

/**
 * §2 "enter processed logs", in one transaction: an open order takes logs in stock, each where no
 * order holds it (a conditional update: of two orders taking one log, one gets it); if any named
 * log is not free, nothing is taken and they are named (402713). Its totals grow by the logs, and
 * `sawing.order.logs-taken` goes to the outbox, so inventory takes them out of its stock.
 */
@CommandHandler(TakeLogsCommand)
export class TakeLogsHandler implements ICommandHandler<TakeLogsCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly orders: SawingOrderRepository,
    private readonly logs: StockLogRepository,
  ) {}

  execute({ input }: TakeLogsCommand): Promise<SawingOrderSaved> {
    const { tenantId } = caller();
    const { correlationId } = requestContext();
    const refs = [...new Map(input.logs.map((ref) => [`${ref.sheetId}/${ref.woodCode}`, ref])).values()];
    return withTenant(this.db, tenantId, async (trx) => {
      const order = await this.orders.lock(trx, input.id);
      assertOpen(order);
      const taken = await this.logs.take(trx, order.row.id, refs);
      if (taken.length !== refs.length) {
        const got = new Set(taken.map(({ ref }) => `${ref.sheetId}/${ref.woodCode}`));
        const missing = refs.filter((ref) => !got.has(`${ref.sheetId}/${ref.woodCode}`));
        throw new DomainError('SAWING.LOGS_UNAVAILABLE', {
          woodCodes: missing.map((ref) => ref.woodCode).join(', '),
        });
      }
      await this.orders.addLogs(
        trx,
        order.row.id,
        taken.length,
        taken.reduce((sum, log) => sum + log.volumeE4, 0),
      );
      await this.logs.summarize(trx, tenantId, order.row.id);
      await writeToOutbox(trx, 'sawing', [
        newEvent(
          'sawing.order.logs-taken',
          { orderId: order.row.id, orderNo: order.orderNo, logs: taken.map(({ ref }) => ref) },
          { tenantId, correlationId, partitionKey: order.row.id },
        ),
      ]);
      return { id: order.row.id, orderNo: order.orderNo, state: order.state };
    });
  }
}
