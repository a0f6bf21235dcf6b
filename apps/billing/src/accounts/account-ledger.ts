import { Injectable } from '@nestjs/common';
import { newEvent, writeToOutbox } from '@timber/events';
import { type Transaction } from 'kysely';
import { type BillingDb } from '../billing-db';
import { isInArrears, LedgerRepository, type NewMovement } from '../ledger';
import { AccountRepository } from './account.repository';

/**
 * Every change of a tenant's money goes through here, in the caller's transaction (tenant set):
 * the account is locked (so two writers decide its arrears one after the other), the new movements
 * are written, and the arrears are decided again from the derived balance. When the flag changes,
 * `billing.account.arrears-changed` goes to the outbox in the same transaction.
 */
@Injectable()
export class AccountLedger {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly ledger: LedgerRepository,
  ) {}

  /** Writes the movements whose cause is new and answers how many were. */
  async post(
    trx: Transaction<BillingDb>,
    tenantId: string,
    movements: readonly NewMovement[],
    correlationId: string,
  ): Promise<number> {
    await this.accounts.lock(trx, tenantId);
    const written = await this.ledger.post(trx, tenantId, movements);
    if (written > 0) {
      await this.decideArrears(trx, tenantId, correlationId);
    }
    return written;
  }

  /** Decides the arrears again (after a movement or a new credit limit); the account must be locked. */
  async decideArrears(trx: Transaction<BillingDb>, tenantId: string, correlationId: string): Promise<void> {
    const account = await this.accounts.find(trx, tenantId);
    const balanceCents = await this.ledger.balance(trx);
    const overdue = isInArrears(balanceCents, account.creditLimitCents);
    if (overdue === account.overdue) {
      return;
    }
    const revision = await this.accounts.setOverdue(trx, tenantId, overdue);
    await writeToOutbox(trx, 'billing', [
      newEvent(
        'billing.account.arrears-changed',
        { overdue, balanceCents, creditLimitCents: account.creditLimitCents, revision },
        { tenantId, correlationId, partitionKey: tenantId },
      ),
    ]);
  }
}
