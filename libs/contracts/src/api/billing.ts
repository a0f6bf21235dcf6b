/** Billing: usage charges, the ledger and the tenant's account (spec §2 Ledger and money, Customer account info; §3 Ledger row, Customer account). */
import { z } from 'zod';
import { readQuerySchema } from './common';

/**
 * The fee items a tenant may be charged for (§3 Customer account fees): per confirmed sheet, per
 * m³ measured on a confirmed sheet, per counted image, and a monthly fee. Prices are set per tenant
 * by the platform's operator.
 */
export const FEE_ITEMS = ['sheet', 'volume', 'image', 'monthly'] as const;
export const feeItemSchema = z.enum(FEE_ITEMS);
export type FeeItem = z.infer<typeof feeItemSchema>;

/** The most one price or credit limit may be, in yuan (a price input takes 10 characters, §9). */
export const MONEY_MAX_YUAN = 9_999_999.99;

/** Whether a yuan amount has at most two decimals (§9 money 2 decimals: whole cents). */
export const isWholeCents = (yuan: number): boolean => Math.abs(yuan * 100 - Math.round(yuan * 100)) < 1e-6;

/** An amount of money in yuan as the API takes it: at most 2 decimals (whole cents), 0 or more. */
export const yuanSchema = z
  .number()
  .min(0)
  .max(MONEY_MAX_YUAN)
  .refine(isWholeCents, { error: 'at most 2 decimals' });

/**
 * (chosen) /bill/account/save: the operator sets a tenant's fee items and credit limit (§2 Customer
 * account info). Only the platform operator's administrators may; an item left out keeps its price.
 */
export const accountSaveSchema = z.strictObject({
  tenantId: z.uuid(),
  creditLimit: yuanSchema.optional(),
  fees: z
    .array(z.strictObject({ feeItemId: feeItemSchema, price: yuanSchema }))
    .max(FEE_ITEMS.length)
    .refine((fees) => new Set(fees.map((fee) => fee.feeItemId)).size === fees.length, {
      error: 'each fee item once',
    })
    .default([]),
});
export type AccountSave = z.infer<typeof accountSaveSchema>;

/** §3 Customer account fees: one item, its price in yuan and what it is charged by. */
export const feeSchema = z.object({
  feeItemId: feeItemSchema,
  feeItemName: z.string(),
  price: z.number(),
  /** what one unit is: sheet, m³, image, month (in the reader's language) */
  chargeUnit: z.string(),
});
export type Fee = z.infer<typeof feeSchema>;

/** (chosen) /bill/account/get: the account the operator or the tenant reads; tenantId only for the operator. */
export const accountQuerySchema = readQuerySchema({ tenantId: z.uuid().optional() });

/** §3 Customer account (billing's part): balance and credit limit in yuan, the overdue flag, the fees. */
export const accountInfoSchema = z.object({
  tenantId: z.uuid(),
  balance: z.number(),
  creditLimit: z.number(),
  overdue: z.boolean(),
  fees: z.array(feeSchema),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;
