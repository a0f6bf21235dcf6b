import {
  type BillingAccountSummaryApiResponse,
  type LedgerStatisticsSummaryApiResponse,
} from '../../api/api';
import {
  type BankAccountListApiResponse,
  type DepositListApiResponse,
  type InvoiceListApiResponse,
  type InvoiceRequestListApiResponse,
  type LedgerListApiResponse,
  type LedgerMonthListApiResponse,
  type LedgerUninvoicedListApiResponse,
  type TenantAccountApiResponse,
} from './billing.api.generated';

/**
 * The calls of the money screens (spec §7 Ledger and money, GET /sys/user/account): generated
 * endpoints tagged `billing`, so a recharge, an invoice request, an operator's decision on one or
 * new fee items refresh them all.
 */
export * from './billing.api.generated';

export type AccountInfo = BillingAccountSummaryApiResponse['data'];
export type TenantAccount = TenantAccountApiResponse['data'];
export type Deposit = DepositListApiResponse['data']['records'][number];
export type BankAccount = BankAccountListApiResponse['data'][number];
export type LedgerRow = LedgerListApiResponse['data']['records'][number];
export type LedgerMonthRow = LedgerMonthListApiResponse['data']['records'][number];
export type LedgerStatistics = LedgerStatisticsSummaryApiResponse['data'];
export type InvoiceableOrder = LedgerUninvoicedListApiResponse['data']['records'][number];
export type Invoice = InvoiceListApiResponse['data']['records'][number];
export type OperatorInvoice = InvoiceRequestListApiResponse['data']['records'][number];
