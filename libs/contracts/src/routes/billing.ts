import { accountInfoSchema, accountQuerySchema, accountSaveSchema } from '../api/billing';
import { type ApiRoute } from './api-route';

/**
 * §2 permission tree: the money menu (/invoice: costRecord, recharge). A tenant reads its own
 * account under `invoice`; setting prices and credit limits is the platform operator's (billing
 * refuses anyone else, 403001, see apps/billing OperatorAccess).
 */
const INVOICE = 'invoice';

/**
 * Billing (spec §2 Ledger and money, Customer account info; §3 Ledger row, Customer account; §7
 * Ledger and money), served by apps/billing from its own ledger.
 */
export const BILLING_ROUTES = {
  billingAccountSummary: {
    method: 'POST',
    path: '/bill/account/get',
    summary:
      '(chosen) The account info of the recharge page and of §2 Customer account info: balance (derived from the ledger), credit limit, overdue flag and fee items, money in yuan. tenantId only for the platform operator (another tenant named by anyone else: 403001)',
    tag: 'billing',
    upstream: 'billing',
    permission: INVOICE,
    body: accountQuerySchema,
    data: accountInfoSchema,
  },
  billingAccountSave: {
    method: 'POST',
    path: '/bill/account/save',
    summary:
      '(chosen) The platform operator sets a tenant’s fee items (sheet: per confirmed sheet, volume: per m³ measured, image: per counted image, monthly) and credit limit, in yuan with at most 2 decimals; items left out keep their price. Anyone but the operator: 403001. A new limit decides the arrears at once',
    tag: 'billing',
    upstream: 'billing',
    permission: 'system',
    body: accountSaveSchema,
    data: accountInfoSchema,
  },
} as const satisfies Record<string, ApiRoute>;
