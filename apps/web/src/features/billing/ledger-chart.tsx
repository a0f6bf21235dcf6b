import { type ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import { useIntl } from 'react-intl';
import { type LedgerStatistics } from './billing-api';
import { MONEY_DECIMALS } from './money-rules';

/** §9 chart animation 1000 ms. */
const CHART_ANIMATION_MS = 1000;

/**
 * The ledger report's bar chart (§3 Chart data): the amount charged per day of the period. Its
 * module (and ApexCharts with it) is loaded only when the report shows it.
 */
export default function LedgerChart({ data, color }: { data: LedgerStatistics; color: string }) {
  const intl = useIntl();
  const options: ApexOptions = {
    chart: {
      id: 'ledger-chart',
      toolbar: { show: false },
      animations: { enabled: true, speed: CHART_ANIMATION_MS },
      fontFamily: 'inherit',
    },
    colors: [color],
    plotOptions: { bar: { columnWidth: '60%', borderRadius: 2 } },
    dataLabels: { enabled: false },
    xaxis: { categories: data.records.map((row) => row.date.slice(5)) },
    yaxis: {
      labels: {
        formatter: (value: number) => intl.formatNumber(value, { maximumFractionDigits: MONEY_DECIMALS }),
      },
    },
    tooltip: {
      y: {
        formatter: (value: number) =>
          intl.formatNumber(value, {
            minimumFractionDigits: MONEY_DECIMALS,
            maximumFractionDigits: MONEY_DECIMALS,
          }),
      },
    },
    noData: { text: intl.formatMessage({ id: 'common.noData' }) },
  };
  const series = [
    { name: intl.formatMessage({ id: 'ledger.charged' }), data: data.records.map((row) => row.amount) },
  ];
  return (
    <div data-testid="ledger-chart">
      <Chart type="bar" height={260} options={options} series={series} />
    </div>
  );
}
