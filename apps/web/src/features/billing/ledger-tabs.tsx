import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatVolume } from '../../shared/format/format';
import { DataTableView, FIRST_PAGE, type Paging, rowNumberColumn } from '../../shared/ui/data-table-view';
import { pageProps } from '../../shared/ui/list-search';
import {
  type Invoice,
  type LedgerMonthRow,
  type LedgerRow,
  useInvoiceListQuery,
  useLedgerListQuery,
  useLedgerMonthListQuery,
} from './billing.api';
import { formatMoney } from './money-rules';

/** The report's period as the API's days. */
export interface Period {
  from?: string;
  to?: string;
}

type Row<T> = T & Record<string, unknown>;

/** §2 Ledger report, monthly summary tab (§3 Month summary): per month and trade type. */
export function MonthSummaryTab({ period }: { period: Period }) {
  const intl = useIntl();
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const query = useLedgerMonthListQuery({
    body: { page: paging.page, pageSize: paging.pageSize, beginDate: period.from, endDate: period.to },
  });
  return (
    <DataTableView<Row<LedgerMonthRow>>
      {...pageProps<Row<LedgerMonthRow>>(query)}
      paging={paging}
      onPaging={setPaging}
      dataKey="month"
      emptyMessage={<FormattedMessage id="ledger.empty" />}
      testId="ledger-month-table"
    >
      {rowNumberColumn(paging)}
      <Column field="month" header={intl.formatMessage({ id: 'ledger.month' })} />
      <Column field="tradeTypeDesc" header={intl.formatMessage({ id: 'ledger.tradeType' })} />
      <Column
        header={intl.formatMessage({ id: 'ledger.volume' })}
        body={(row: LedgerMonthRow) => formatVolume(intl, row.vol)}
      />
      <Column
        header={intl.formatMessage({ id: 'ledger.amount' })}
        body={(row: LedgerMonthRow) => formatMoney(intl, row.amount)}
      />
    </DataTableView>
  );
}

/** §2 Ledger report, detail tab (§3 Ledger row): every movement with the balance after it. */
export function LedgerDetailTab({ period }: { period: Period }) {
  const intl = useIntl();
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const query = useLedgerListQuery({
    body: { page: paging.page, pageSize: paging.pageSize, periodBegin: period.from, periodEnd: period.to },
  });
  return (
    <DataTableView<Row<LedgerRow>>
      {...pageProps<Row<LedgerRow>>(query)}
      paging={paging}
      onPaging={setPaging}
      dataKey="id"
      emptyMessage={<FormattedMessage id="ledger.empty" />}
      testId="ledger-detail-table"
    >
      {rowNumberColumn(paging)}
      <Column field="tradeTime" header={intl.formatMessage({ id: 'ledger.tradeTime' })} />
      <Column field="businessNo" header={intl.formatMessage({ id: 'ledger.businessNo' })} />
      <Column field="tradeTypeDesc" header={intl.formatMessage({ id: 'ledger.tradeType' })} />
      <Column field="remark" header={intl.formatMessage({ id: 'ledger.remark' })} />
      <Column field="qty" header={intl.formatMessage({ id: 'ledger.qty' })} />
      <Column
        header={intl.formatMessage({ id: 'ledger.unitPrice' })}
        body={(row: LedgerRow) => formatMoney(intl, row.unitPrice)}
      />
      <Column
        header={intl.formatMessage({ id: 'ledger.amount' })}
        body={(row: LedgerRow) => (
          <span className={row.amount < 0 ? 'text-red-500' : 'text-green-600'}>
            {formatMoney(intl, row.amount)}
          </span>
        )}
      />
      <Column
        header={intl.formatMessage({ id: 'ledger.balance' })}
        body={(row: LedgerRow) => formatMoney(intl, row.balance)}
      />
    </DataTableView>
  );
}

/**
 * The invoice requests and their status (0 requested, 1 issued with its number and date, 2 rejected
 * with the operator's reason: its orders may be requested again).
 */
export function InvoiceListTab({ period }: { period: Period }) {
  const intl = useIntl();
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const query = useInvoiceListQuery({
    body: {
      page: paging.page,
      pageSize: paging.pageSize,
      createTimeFrom: period.from,
      createTimeTo: period.to,
    },
  });
  return (
    <DataTableView<Row<Invoice>>
      {...pageProps<Row<Invoice>>(query)}
      paging={paging}
      onPaging={setPaging}
      dataKey="id"
      emptyMessage={<FormattedMessage id="invoice.listEmpty" />}
      testId="invoice-table"
    >
      {rowNumberColumn(paging)}
      <Column field="createTime" header={intl.formatMessage({ id: 'invoice.createTime' })} />
      <Column field="orderCount" header={intl.formatMessage({ id: 'invoice.orderCount' })} />
      <Column
        header={intl.formatMessage({ id: 'invoice.amount' })}
        body={(row: Invoice) => formatMoney(intl, row.amount)}
      />
      <Column
        header={intl.formatMessage({ id: 'invoice.status' })}
        body={(row: Invoice) => (
          <Tag
            severity={row.status === 0 ? 'warning' : row.status === 1 ? 'success' : 'danger'}
            value={row.statusDesc}
            data-testid="invoice-status"
          />
        )}
      />
      <Column
        header={intl.formatMessage({ id: 'invoice.invoiceNo' })}
        body={(row: Invoice) => <span data-testid="invoice-no">{row.invoiceNo ?? '—'}</span>}
      />
      <Column
        header={intl.formatMessage({ id: 'invoice.invoiceDate' })}
        body={(row: Invoice) => row.invoiceDate ?? '—'}
      />
      <Column
        header={intl.formatMessage({ id: 'invoice.rejectReason' })}
        body={(row: Invoice) => row.rejectReason ?? '—'}
      />
    </DataTableView>
  );
}
