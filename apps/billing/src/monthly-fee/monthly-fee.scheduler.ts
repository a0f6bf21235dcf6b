import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { type JobSchedule, RepeatableJobScheduler } from '../repeatable-job';
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
export class MonthlyFeeScheduler extends RepeatableJobScheduler {
  private readonly logger = new Logger(MonthlyFeeScheduler.name);

  constructor(
    @Inject(BILLING_CONFIG) config: BillingConfig,
    private readonly commands: CommandBus,
  ) {
    super(config);
  }

  protected schedule(): JobSchedule | undefined {
    const every = this.config.MONTHLY_FEE_EVERY_MS;
    return every === 0
      ? undefined
      : {
          queue: MONTHLY_FEE_QUEUE,
          schedulerId: SCHEDULER_ID,
          jobName: 'charge-monthly-fees',
          every,
          concurrency: 1,
        };
  }

  protected async process(): Promise<unknown> {
    const result = await this.commands.execute(new ChargeMonthlyFeesCommand(new Date()));
    if (result.charged > 0) {
      this.logger.log(`monthly fee ${result.month}: ${result.charged} tenants charged`);
    }
    return result;
  }
}
