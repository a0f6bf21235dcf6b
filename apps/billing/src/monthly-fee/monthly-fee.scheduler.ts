import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { ChargeMonthlyFeesCommand } from './commands/charge-monthly-fees/charge-monthly-fees.command';

/** The BullMQ queue of billing's own jobs. */
export const MONTHLY_FEE_QUEUE = 'billing-monthly-fee';
const SCHEDULER_ID = 'monthly-fee';

/**
 * The monthly fee as a BullMQ repeatable job (a job scheduler): every MONTHLY_FEE_EVERY_MS
 * (an hour by default) one run, whichever billing process takes it, charges the current month to
 * every tenant not yet charged for it. Running often rather than once on the first makes a month
 * charged even when billing was down at its start; the month's source key makes it once.
 */
@Injectable()
export class MonthlyFeeScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MonthlyFeeScheduler.name);
  private connection?: Redis;
  private queue?: Queue;
  private worker?: Worker;

  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly commands: CommandBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.MONTHLY_FEE_EVERY_MS === 0) {
      return;
    }
    this.connection = new Redis(this.config.REDIS_URL, { maxRetriesPerRequest: null });
    const options = { connection: this.connection, prefix: this.config.QUEUE_PREFIX };
    this.queue = new Queue(MONTHLY_FEE_QUEUE, options);
    this.worker = new Worker(
      MONTHLY_FEE_QUEUE,
      async () => {
        const result = await this.commands.execute(new ChargeMonthlyFeesCommand(new Date()));
        if (result.charged > 0) {
          this.logger.log(`monthly fee ${result.month}: ${result.charged} tenants charged`);
        }
        return result;
      },
      { ...options, concurrency: 1 },
    );
    await this.queue.upsertJobScheduler(
      SCHEDULER_ID,
      { every: this.config.MONTHLY_FEE_EVERY_MS },
      { name: 'charge-monthly-fees', opts: { removeOnComplete: 10, removeOnFail: 50 } },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    await this.connection?.quit();
  }
}
