import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { TabPanel, TabView } from 'primereact/tabview';
import { type ReactNode, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLedgerStatisticsSummaryQuery } from '../../api/api';
import { type DateRange, DateRangeFilter } from '../../shared/ui/date-range-filter';
import { ExportButton } from '../../shared/ui/export-button';
import { FilterBar } from '../../shared/ui/filter-bar';
import { LabelledField } from '../../shared/ui/labelled-field';
import { useLedgerListQuery } from './billing.api';
import { LedgerChart } from './ledger-chart';
import { InvoiceListTab, LedgerDetailTab, MonthSummaryTab, type Period } from './ledger-tabs';
import { dayRange, formatMoney, monthToDate } from './money-rules';
import { RechargeDialog } from './recharge-dialog';

/** Where the invoice request lives (§2 /invoice/add, hidden). */
export const INVOICE_REQUEST_PATH = '/invoice/add';

function Figure({ label, value, testId }: { label: ReactNode; value: string; testId: string }) {
  return (
    <div className="flex flex-column gap-1">
      <span className="text-color-secondary text-sm">{label}</span>
      <span className="text-xl font-medium" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/**
 * §2 Ledger report (/invoice/costRecord): the period (first of the month to today by default),
 * its totals, the bar chart of charges per day, the monthly summary and detail tabs, the invoice
 * requests, the xlsx export; recharge and the invoice request from here.
 */
export default function CostRecordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<DateRange>(() => monthToDate());
  const [applied, setApplied] = useState<DateRange>(draft);
  const [recharge, setRecharge] = useState(false);
  const period: Period = useMemo(() => dayRange(applied), [applied]);
  const totals = useLedgerListQuery({
    body: { page: 1, pageSize: 1, periodBegin: period.from, periodEnd: period.to },
  });
  const chart = useLedgerStatisticsSummaryQuery({ body: { beginDate: period.from, endDate: period.to } });
  const figures = totals.data?.data;

  const filters = (
    <FilterBar
      onSearch={() => setApplied(draft)}
      onReset={() => {
        const range = monthToDate();
        setDraft(range);
        setApplied(range);
      }}
    >
      <LabelledField htmlFor="ledger-period" label={<FormattedMessage id="ledger.period" />}>
        <DateRangeFilter id="ledger-period" value={draft} onChange={setDraft} />
      </LabelledField>
    </FilterBar>
  );

  return (
    <div className="flex flex-column gap-3">
      <section className="card">
        {filters}
        <div className="flex flex-wrap align-items-end justify-content-between gap-3 mt-3">
          <div className="flex flex-wrap gap-5">
            <Figure
              label={<FormattedMessage id="ledger.totalAp" />}
              value={figures ? formatMoney(intl, figures.totalAp) : '—'}
              testId="ledger-total-ap"
            />
            <Figure
              label={<FormattedMessage id="ledger.totalPaid" />}
              value={figures ? formatMoney(intl, figures.totalPaid) : '—'}
              testId="ledger-total-paid"
            />
            <Figure
              label={<FormattedMessage id="ledger.debt" />}
              value={figures ? formatMoney(intl, figures.debt) : '—'}
              testId="ledger-debt"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              icon="pi pi-wallet"
              label={intl.formatMessage({ id: 'recharge.title' })}
              onClick={() => setRecharge(true)}
              data-testid="ledger-recharge"
            />
            <Button
              icon="pi pi-file-edit"
              outlined
              label={intl.formatMessage({ id: 'invoice.request' })}
              onClick={() => void navigate(INVOICE_REQUEST_PATH)}
              data-testid="ledger-invoice-request"
            />
            <ExportButton
              url="/api/ledger/downloadExcel"
              body={() => ({ periodBegin: period.from, periodEnd: period.to })}
              labelId="ledger.export"
              testId="ledger-export"
            />
          </div>
        </div>
      </section>
      <section className="card">
        <h3 className="mt-0">
          <FormattedMessage id="ledger.chartTitle" />
        </h3>
        {chart.data ? <LedgerChart data={chart.data.data} /> : <Skeleton height="260px" />}
      </section>
      <section className="card">
        <TabView>
          <TabPanel header={intl.formatMessage({ id: 'ledger.tabMonth' })}>
            <MonthSummaryTab period={period} />
          </TabPanel>
          <TabPanel header={intl.formatMessage({ id: 'ledger.tabDetail' })}>
            <LedgerDetailTab period={period} />
          </TabPanel>
          <TabPanel header={intl.formatMessage({ id: 'invoice.listTitle' })}>
            <InvoiceListTab period={period} />
          </TabPanel>
        </TabView>
      </section>
      <RechargeDialog visible={recharge} onHide={() => setRecharge(false)} />
    </div>
  );
}
