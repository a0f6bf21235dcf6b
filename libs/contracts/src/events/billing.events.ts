import { z } from 'zod';
import { type ContextEvents } from './event-entry';
import { operationPerformed } from './operation.events';

/** The events billing publishes: the account's arrears and the invoices' decisions. */
export const BILLING_EVENTS = {
  'billing.operation.performed': operationPerformed('billing'),
  /**
   * billing decided that the tenant's account went into arrears (its balance fell below minus its
   * credit limit) or out of them (a recharge or a higher limit brought it back). Billing owns the
   * fact; identity keeps a copy for the user info's overdue flag (§2 arrears overlay). `revision`
   * counts the tenant's changes, so a copy keeps the newest whatever the order of arrival.
   */
  'billing.account.arrears-changed': {
    version: 1,
    payload: z.object({
      overdue: z.boolean(),
      /** cents, when it changed */
      balanceCents: z.number().int(),
      creditLimitCents: z.number().int(),
      revision: z.number().int().positive(),
    }),
    publisher: 'billing',
    key: 'tenant id',
  },
  /**
   * the platform operator issued a tenant's requested invoice under its number and date (the
   * tenant's invoice list shows it issued); nothing consumes it yet: a notice or an e-invoice
   * service would
   */
  'billing.invoice.issued': {
    version: 1,
    payload: z.object({
      invoiceId: z.uuid(),
      invoiceNo: z.string(),
      /** yyyy-MM-dd */
      invoiceDate: z.string(),
      amountCents: z.number().int(),
      /** the operator's user */
      decidedBy: z.uuid(),
    }),
    publisher: 'billing',
    key: 'invoice id',
  },
  /**
   * the platform operator rejected a tenant's requested invoice: its consumption orders
   * (movementIds) may be invoiced again
   */
  'billing.invoice.rejected': {
    version: 1,
    payload: z.object({
      invoiceId: z.uuid(),
      reason: z.string(),
      amountCents: z.number().int(),
      movementIds: z.array(z.uuid()).min(1),
      decidedBy: z.uuid(),
    }),
    publisher: 'billing',
    key: 'invoice id',
  },
} as const satisfies ContextEvents<'billing'>;
