import {
  type BillingAccountSummaryApiResponse,
  type LedgerStatisticsSummaryApiResponse,
} from '../../api/api';
import { type RowOf } from '../../api/row-of';
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
export type Deposit = RowOf<DepositListApiResponse>;
export type BankAccount = RowOf<BankAccountListApiResponse>;
export type LedgerRow = RowOf<LedgerListApiResponse>;
export type LedgerMonthRow = RowOf<LedgerMonthListApiResponse>;
export type LedgerStatistics = LedgerStatisticsSummaryApiResponse['data'];
export type InvoiceableOrder = RowOf<LedgerUninvoicedListApiResponse>;
export type Invoice = RowOf<InvoiceListApiResponse>;
export type OperatorInvoice = RowOf<InvoiceRequestListApiResponse>;
