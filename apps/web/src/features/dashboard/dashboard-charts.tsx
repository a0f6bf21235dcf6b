import { type ApexOptions } from 'apexcharts';
import { Skeleton } from 'primereact/skeleton';
import Chart from 'react-apexcharts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDashboardChartSummaryQuery } from '../../api/generated';
import { formatVolume, VOLUME_DECIMALS } from '../../shared/format/format';
import { EmptyState } from '../../shared/ui/empty-state';

/** §9: chart animation 1000 ms. */
const CHART_ANIMATION_MS = 1000;
const CHART_HEIGHT = 280;

interface Share {
  name: string;
  quantity: number;
  volume: number;
}

function ShareChart({
  titleId,
  shares,
  testId,
}: {
  titleId: 'dashboard.byKind' | 'dashboard.byLocation';
  shares: Share[];
  testId: string;
}) {
  const intl = useIntl();
  const options: ApexOptions = {
    chart: { animations: { speed: CHART_ANIMATION_MS } },
    labels: shares.map((share) => share.name),
    legend: { position: 'bottom' },
    tooltip: {
      y: { formatter: (value) => `${formatVolume(intl, value)} ${intl.formatMessage({ id: 'unit.m3' })}` },
    },
    dataLabels: { enabled: false },
  };
  return (
    <section className="card h-full" data-testid={testId}>
      <h2 className="mt-0 text-base font-medium">
        <FormattedMessage id={titleId} />
      </h2>
      {shares.length === 0 ? (
        <EmptyState>
          <FormattedMessage id="dashboard.noStock" />
        </EmptyState>
      ) : (
        <Chart
          type="donut"
          height={CHART_HEIGHT}
          options={options}
          series={shares.map((share) => share.volume)}
        />
      )}
    </section>
  );
}

/**
 * The dashboard's charts (ApexCharts): the volume confirmed in and out on each of the last 30
 * days, and the stock by wood kind and by location. Loaded lazily by the dashboard, with the chart
 * library, so its first load does not grow.
 */
export default function DashboardCharts() {
  const intl = useIntl();
  const { data, isLoading } = useDashboardChartSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  const charts = data?.data;
  if (isLoading || !charts) {
    return <Skeleton height={`${CHART_HEIGHT}px`} className="mb-3" />;
  }
  const m3 = intl.formatMessage({ id: 'unit.m3' });
  const movement: ApexOptions = {
    chart: { toolbar: { show: false }, animations: { speed: CHART_ANIMATION_MS } },
    xaxis: { categories: charts.days.map((day) => day.day.slice(5)) },
    yaxis: { labels: { formatter: (value) => value.toFixed(0) } },
    stroke: { curve: 'smooth', width: 2 },
    dataLabels: { enabled: false },
    tooltip: { y: { formatter: (value) => `${value.toFixed(VOLUME_DECIMALS)} ${m3}` } },
    legend: { position: 'top' },
  };
  return (
    <div className="grid" data-testid="dashboard-charts">
      <div className="col-12 xl:col-6">
        <section className="card h-full" data-testid="chart-movement">
          <h2 className="mt-0 text-base font-medium">
            <FormattedMessage id="dashboard.movement30" />
          </h2>
          <Chart
            type="area"
            height={CHART_HEIGHT}
            options={movement}
            series={[
              {
                name: intl.formatMessage({ id: 'dashboard.inbound' }),
                data: charts.days.map((day) => day.inVolume),
              },
              {
                name: intl.formatMessage({ id: 'dashboard.outbound' }),
                data: charts.days.map((day) => day.outVolume),
              },
            ]}
          />
        </section>
      </div>
      <div className="col-12 md:col-6 xl:col-3">
        <ShareChart titleId="dashboard.byKind" shares={charts.byKind} testId="chart-by-kind" />
      </div>
      <div className="col-12 md:col-6 xl:col-3">
        <ShareChart titleId="dashboard.byLocation" shares={charts.byLocation} testId="chart-by-location" />
      </div>
    </div>
  );
}
