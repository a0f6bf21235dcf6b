import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DB } from '@timber/nest-kit';
import { type Job } from 'bullmq';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../billing-db';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { type JobSchedule, RepeatableJobScheduler } from '../repeatable-job';
import { ReconcilePaymentCommand } from './commands/reconcile-payment/reconcile-payment.command';
import { PaymentRepository } from './payment.repository';

/** The BullMQ queue of the payments' reconciliation. */
export const RECONCILE_QUEUE = 'billing-payment-reconcile';
const SCHEDULER_ID = 'payment-reconcile';
/** At most this many payments are taken by one sweep (the next sweep takes the rest). */
const SWEEP_LIMIT = 500;
/** A payment whose provider fails is tried again this many times, waiting longer each time. */
export const RECONCILE_ATTEMPTS = 5;

/**
 * Reconciliation as BullMQ jobs (issue 34): a repeatable sweep every PAYMENT_RECONCILE_EVERY_MS
 * takes the online payments still awaiting PAYMENT_RECONCILE_AFTER_MINUTES after their creation
 * and adds one job per payment (its id the job's, so a payment is never queued twice), which asks
 * its provider (ReconcilePaymentCommand). A provider timing out or failing fails that payment's
 * job only: BullMQ tries it again (exponential backoff), the others go on.
 */
@Injectable()
export class PaymentReconciliationScheduler extends RepeatableJobScheduler<{ paymentId?: string }> {
  private readonly logger = new Logger(PaymentReconciliationScheduler.name);

  constructor(
    @Inject(BILLING_CONFIG) config: BillingConfig,
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly payments: PaymentRepository,
    private readonly commands: CommandBus,
  ) {
    super(config);
  }

  protected schedule(): JobSchedule | undefined {
    const every = this.config.PAYMENT_RECONCILE_EVERY_MS;
    return every === 0
      ? undefined
      : { queue: RECONCILE_QUEUE, schedulerId: SCHEDULER_ID, jobName: 'sweep', every, concurrency: 4 };
  }

  override async onApplicationBootstrap(): Promise<void> {
    await super.onApplicationBootstrap();
    this.worker?.on('failed', (failed: Job<{ paymentId?: string }> | undefined, error: Error) => {
      this.logger.warn(`reconciling ${failed?.data.paymentId ?? failed?.name}: ${error.message}`);
    });
  }

  protected async process(job: Job<{ paymentId?: string }>): Promise<unknown> {
    if (job.name === 'payment' && job.data.paymentId) {
      return this.commands.execute(new ReconcilePaymentCommand(job.data.paymentId, new Date()));
    }
    const before = new Date(Date.now() - this.config.PAYMENT_RECONCILE_AFTER_MINUTES * 60_000);
    const due = await this.payments.pending(this.db, before, SWEEP_LIMIT);
    await this.queue?.addBulk(
      due.map((paymentId) => ({
        name: 'payment',
        data: { paymentId },
        opts: {
          jobId: `payment-${paymentId}`,
          attempts: RECONCILE_ATTEMPTS,
          backoff: {
            type: 'exponential',
            delay: Math.max(1_000, this.config.PAYMENT_RECONCILE_EVERY_MS / 4),
          },
          // gone once done (a later sweep may queue the payment again), or once its last attempt failed
          removeOnComplete: true,
          removeOnFail: true,
        },
      })),
    );
    return { queued: due.length };
  }
}
