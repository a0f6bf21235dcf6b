import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@timber/contracts';
import { caller, callerHolds } from '@timber/nest-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config';

/**
 * The keys an operator's administrator holds, any one of them (spec §6: the system menu's screens,
 * accounts and groups, layout settings); the menu's branch key `system` grants nothing (issue 35).
 */
const OPERATOR_KEY: readonly string[] = ['system/role', 'system/setting'];

/**
 * Who may set prices and credit limits: the platform operator (issue 18: "set by the operator"),
 * i.e. a user of one of OPERATOR_TENANT_IDS holding the `system` key. A tenant's own
 * administrators hold every key of their tenant, so a key alone cannot say it: the tenant does.
 */
@Injectable()
export class OperatorAccess {
  constructor(@Inject(BILLING_CONFIG) private readonly config: BillingConfig) {}

  isOperator(): boolean {
    return this.config.OPERATOR_TENANT_IDS.includes(caller().tenantId) && callerHolds(OPERATOR_KEY);
  }

  /** COMMON.FORBIDDEN (403001) unless the caller is the operator. */
  assertOperator(): void {
    if (!this.isOperator()) {
      throw new DomainError('COMMON.FORBIDDEN');
    }
  }

  /**
   * The tenant whose account a read is about: the caller's own, or for the operator the one it
   * names; another tenant named by anyone else is refused (403001).
   */
  tenantToRead(named: string | undefined): string {
    const own = caller().tenantId;
    if (named === undefined || named === own) {
      return own;
    }
    this.assertOperator();
    return named;
  }
}
