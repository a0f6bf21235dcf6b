import { FormattedMessage, useIntl } from 'react-intl';
import { Chart } from '../../shared/ui/charts/chart';
import { EmptyState } from '../../shared/ui/empty-state';
import { type LedgerStatistics } from './billing.api';

/**
 * The ledger report's bar chart (§3 Chart data): the amount charged per day of the period, each
 * day's amount on hover (ApexCharts, loaded when the chart comes into view).
 */
export function LedgerChart({ data }: { data: LedgerStatistics }) {
  const intl = useIntl();
  return (
    <div data-testid="ledger-chart">
      {data.records.length === 0 ? (
        <EmptyState>
          <FormattedMessage id="common.noData" />
        </EmptyState>
      ) : (
        <Chart
          kind="bar"
          unit="money"
          label={intl.formatMessage({ id: 'ledger.chartTitle' })}
          categoryTitle={intl.formatMessage({ id: 'ledger.day' })}
          categories={data.records.map((row) => row.date.slice(5))}
          series={[
            {
              name: intl.formatMessage({ id: 'ledger.charged' }),
              values: data.records.map((row) => row.amount),
            },
          ]}
          height={260}
        />
      )}
    </div>
  );
}
