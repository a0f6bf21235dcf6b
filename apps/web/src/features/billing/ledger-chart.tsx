import { FormattedMessage, useIntl } from 'react-intl';
import { SeriesChart } from '../../shared/ui/charts/charts';
import { EmptyState } from '../../shared/ui/empty-state';
import { type LedgerStatistics } from './billing-api';
import { MONEY_DECIMALS } from './money-rules';

/**
 * The ledger report's bar chart (§3 Chart data): the amount charged per day of the period, each
 * day's amount on hover. Loaded only when the report shows it.
 */
export default function LedgerChart({ data, color }: { data: LedgerStatistics; color: string }) {
  const intl = useIntl();
  return (
    <div data-testid="ledger-chart">
      {data.records.length === 0 ? (
        <EmptyState>
          <FormattedMessage id="common.noData" />
        </EmptyState>
      ) : (
        <SeriesChart
          kind="bar"
          label={intl.formatMessage({ id: 'ledger.chartTitle' })}
          categories={data.records.map((row) => row.date.slice(5))}
          series={[
            {
              name: intl.formatMessage({ id: 'ledger.charged' }),
              values: data.records.map((row) => row.amount),
            },
          ]}
          color={color}
          height={260}
          formatTick={(value) => intl.formatNumber(value, { maximumFractionDigits: MONEY_DECIMALS })}
          formatValue={(value) =>
            intl.formatNumber(value, {
              minimumFractionDigits: MONEY_DECIMALS,
              maximumFractionDigits: MONEY_DECIMALS,
            })
          }
        />
      )}
    </div>
  );
}
