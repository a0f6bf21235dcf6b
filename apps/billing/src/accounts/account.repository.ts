import { Injectable } from '@nestjs/common';
import { FEE_ITEMS, type FeeItem } from '@timber/contracts';
import { type Transaction } from 'kysely';
import { type BillingDb } from '../billing-db';
import { type Prices } from './prices';

export interface AccountRow {
  creditLimitCents: number;
  overdue: boolean;
}

/** A tenant's account row (credit limit, overdue flag) and its prices, in the caller's transaction. */
@Injectable()
export class AccountRepository {
  /** The tenant's account, locked for the transaction (created when it has none yet). */
  async lock(trx: Transaction<BillingDb>, tenantId: string): Promise<AccountRow> {
    await trx
      .insertInto('billing.accounts')
      .values({ tenant_id: tenantId })
      .onConflict((oc) => oc.column('tenant_id').doNothing())
      .execute();
    const row = await trx
      .selectFrom('billing.accounts')
      .select(['credit_limit_cents', 'overdue'])
      .where('tenant_id', '=', tenantId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return { creditLimitCents: Number(row.credit_limit_cents), overdue: row.overdue };
  }

  /** The tenant's account as it is (defaults when it has none yet). */
  async find(trx: Transaction<BillingDb>, tenantId: string): Promise<AccountRow> {
    const row = await trx
      .selectFrom('billing.accounts')
      .select(['credit_limit_cents', 'overdue'])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    return { creditLimitCents: Number(row?.credit_limit_cents ?? 0), overdue: row?.overdue ?? false };
  }

  /** Records the flag's change and answers its revision (the account is locked). */
  async setOverdue(trx: Transaction<BillingDb>, tenantId: string, overdue: boolean): Promise<number> {
    const row = await trx
      .updateTable('billing.accounts')
      .set((eb) => ({ overdue, arrears_revision: eb('arrears_revision', '+', 1), updated_at: new Date() }))
      .where('tenant_id', '=', tenantId)
      .returning('arrears_revision')
      .executeTakeFirstOrThrow();
    return row.arrears_revision;
  }

  async setCreditLimit(trx: Transaction<BillingDb>, tenantId: string, cents: number): Promise<void> {
    await trx
      .updateTable('billing.accounts')
      .set({ credit_limit_cents: cents, updated_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .execute();
  }

  async prices(trx: Transaction<BillingDb>): Promise<Prices> {
    const rows = await trx.selectFrom('billing.fee_items').select(['fee_item', 'price_cents']).execute();
    const prices: Prices = {};
    for (const row of rows) {
      if ((FEE_ITEMS as readonly string[]).includes(row.fee_item)) {
        prices[row.fee_item as FeeItem] = Number(row.price_cents);
      }
    }
    return prices;
  }

  async setPrices(
    trx: Transaction<BillingDb>,
    tenantId: string,
    prices: readonly { feeItem: FeeItem; cents: number }[],
    by: string,
  ): Promise<void> {
    if (prices.length === 0) {
      return;
    }
    await trx
      .insertInto('billing.fee_items')
      .values(
        prices.map((p) => ({
          tenant_id: tenantId,
          fee_item: p.feeItem,
          price_cents: p.cents,
          updated_by: by,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'fee_item']).doUpdateSet((eb) => ({
          price_cents: eb.ref('excluded.price_cents'),
          updated_by: eb.ref('excluded.updated_by'),
          updated_at: new Date(),
        })),
      )
      .execute();
  }
}
