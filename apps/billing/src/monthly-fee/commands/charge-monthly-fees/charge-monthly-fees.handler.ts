import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { DB } from '@timber/nest-kit';
import { type Kysely, sql } from 'kysely';
import { AccountLedger, AccountRepository } from '../../../accounts';
import { type BillingDb } from '../../../billing-db';
import { feeMonth, monthlyCharge } from '../../domain/monthly-fee';
import { ChargeMonthlyFeesCommand } from './charge-monthly-fees.command';

/**
 * Charges the monthly fee of every tenant with a monthly price, one transaction per tenant (its
 * price read there, the arrears decided there). The movement's source key names the month, so a
 * second run, or two at once, charges nothing more: the ledger's unique key is the guard.
 */
@CommandHandler(ChargeMonthlyFeesCommand)
export class ChargeMonthlyFeesHandler implements ICommandHandler<ChargeMonthlyFeesCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly accounts: AccountRepository,
    private readonly ledger: AccountLedger,
  ) {}

  async execute({ at }: ChargeMonthlyFeesCommand): Promise<{ month: string; charged: number }> {
    const month = feeMonth(at);
    const { rows } = await sql<{ tenant_id: string }>`
      select tenant_id from billing.tenants_with_monthly_fee()`.execute(this.db);
    let charged = 0;
    for (const { tenant_id: tenantId } of rows) {
      charged += await withTenant(this.db, tenantId, async (trx) => {
        const price = (await this.accounts.prices(trx)).monthly ?? 0;
        if (price <= 0) {
          return 0;
        }
        return this.ledger.post(trx, tenantId, [monthlyCharge(month, price, at)], `monthly-fee:${month}`);
      });
    }
    return { month, charged };
  }
}
