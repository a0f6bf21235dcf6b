import { Command } from '@nestjs/cqrs';

/** Charge every tenant's monthly fee for the month of `at`, once (the job's run, or a test's). */
export class ChargeMonthlyFeesCommand extends Command<{ month: string; charged: number }> {
  constructor(readonly at: Date) {
    super();
  }
}
