import { Column } from 'primereact/column';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { DataTableView, FIRST_PAGE, type Paging, rowNumberColumn } from '../../shared/ui/data-table-view';
import { type DateRange, DateRangeFilter } from '../../shared/ui/date-range-filter';
import { FilterBar } from '../../shared/ui/filter-bar';
import { GuardedButton } from '../../shared/ui/guarded-button';
import { LabelledField } from '../../shared/ui/labelled-field';
import { pageProps } from '../../shared/ui/list-search';
import { notify } from '../../shared/ui/notify';
import { type InvoiceableOrder, useInvoiceApplyMutation, useLedgerUninvoicedListQuery } from './billing.api';
import { dayRange, formatMoney, lastMonth, totalYuan } from './money-rules';

type Row = InvoiceableOrder & Record<string, unknown>;

/** The first of last month to today: last month's consumption and this month's so far. */
export const invoiceDefaultRange = (today = new Date()): DateRange => [lastMonth(today)[0], today];

/**
 * §2 Invoice request (/invoice/add, hidden): the consumption orders no invoice holds yet, created
 * in the chosen days, with selection and their total summed in cents (§9); submitting needs at
 * least one order (§5) and returns to the previous page on success (§4).
 */
export default function InvoiceRequestPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<DateRange>(() => invoiceDefaultRange());
  const [applied, setApplied] = useState<DateRange>(draft);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [selection, setSelection] = useState<Row[]>([]);
  const [apply, { isLoading }] = useInvoiceApplyMutation();
  const period = dayRange(applied);
  const query = useLedgerUninvoicedListQuery({
    body: {
      page: paging.page,
      pageSize: paging.pageSize,
      createTimeFrom: period.from,
      createTimeTo: period.to,
    },
  });
  const total = useMemo(() => totalYuan(selection.map((row) => row.invoiceAmount)), [selection]);

  const search = (range: DateRange) => {
    setApplied(range);
    setPaging({ ...paging, page: 1 });
    setSelection([]);
  };

  const submit = (): boolean => {
    if (selection.length === 0) {
      notify.warn(intl.formatMessage({ id: 'invoice.selectOrders' }));
      return false;
    }
    apply({ body: { ids: selection.map((row) => row.id) } })
      .unwrap()
      .then(() => {
        notify.success(intl.formatMessage({ id: 'invoice.applied' }));
        setSelection([]);
        void navigate(-1);
      })
      // the shared layer has shown the server's message
      .catch(() => undefined);
    return true;
  };

  const filters = (
    <FilterBar
      onSearch={() => search(draft)}
      onReset={() => {
        const range = invoiceDefaultRange();
        setDraft(range);
        search(range);
      }}
    >
      <LabelledField htmlFor="invoice-period" label={<FormattedMessage id="filter.createdBetween" />}>
        <DateRangeFilter id="invoice-period" value={draft} onChange={setDraft} />
      </LabelledField>
    </FilterBar>
  );

  const actions = (
    <div className="flex align-items-center gap-3">
      <span data-testid="invoice-total">
        <FormattedMessage
          id="invoice.total"
          values={{ count: selection.length, amount: formatMoney(intl, total) }}
        />
      </span>
      <GuardedButton
        icon="pi pi-send"
        label={intl.formatMessage({ id: 'invoice.submit' })}
        loading={isLoading}
        onAction={submit}
        data-testid="invoice-submit"
      />
    </div>
  );

  return (
    <DataTableView<Row>
      {...pageProps<Row>(query)}
      paging={paging}
      onPaging={setPaging}
      dataKey="id"
      selection={selection}
      onSelectionChange={setSelection}
      filters={filters}
      actions={actions}
      emptyMessage={<FormattedMessage id="invoice.ordersEmpty" />}
      testId="invoice-orders-table"
    >
      <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
      {rowNumberColumn(paging)}
      <Column field="businessNo" header={intl.formatMessage({ id: 'ledger.businessNo' })} />
      <Column field="remark" header={intl.formatMessage({ id: 'ledger.remark' })} />
      <Column
        header={intl.formatMessage({ id: 'invoice.amount' })}
        body={(row: InvoiceableOrder) => formatMoney(intl, row.invoiceAmount)}
      />
      <Column field="createTime" header={intl.formatMessage({ id: 'invoice.createTime' })} />
    </DataTableView>
  );
}
