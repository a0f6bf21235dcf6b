import { Skeleton } from 'primereact/skeleton';
import { FormattedMessage, useIntl } from 'react-intl';
import { Chart } from '../../shared/ui/charts/chart';
import { EmptyState } from '../../shared/ui/empty-state';
import { useDashboardChartSummaryQuery } from './dashboard.api';

const CHART_HEIGHT = 280;

interface Share {
  name: string;
  quantity: number;
  volume: number;
}

function ShareChart({
  titleId,
  categoryId,
  shares,
  testId,
}: {
  titleId: 'dashboard.byKind' | 'dashboard.byLocation';
  categoryId: 'dashboard.woodKind' | 'dashboard.location';
  shares: Share[];
  testId: string;
}) {
  const intl = useIntl();
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
          kind="donut"
          unit="volume"
          label={intl.formatMessage({ id: titleId })}
          categoryTitle={intl.formatMessage({ id: categoryId })}
          categories={shares.map((share) => share.name)}
          series={[
            {
              name: intl.formatMessage({ id: 'dashboard.volume' }),
              values: shares.map((share) => share.volume),
            },
          ]}
          height={CHART_HEIGHT}
        />
      )}
    </section>
  );
}

/**
 * The dashboard's charts: the volume confirmed in and out on each of the last 30 days, and the
 * stock by wood kind and by location. Loaded lazily by the dashboard, so its first load does not
 * grow; ApexCharts comes after, as the charts scroll into view (shared/ui/charts).
 */
export default function DashboardCharts() {
  const intl = useIntl();
  const { data, isLoading } = useDashboardChartSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  const charts = data?.data;
  if (isLoading || !charts) {
    return <Skeleton height={`${CHART_HEIGHT}px`} className="mb-3" />;
  }
  return (
    <div className="grid" data-testid="dashboard-charts">
      <div className="col-12 xl:col-6">
        <section className="card h-full" data-testid="chart-movement">
          <h2 className="mt-0 text-base font-medium">
            <FormattedMessage id="dashboard.movement30" />
          </h2>
          <Chart
            kind="area"
            unit="volume"
            label={intl.formatMessage({ id: 'dashboard.movement30' })}
            categoryTitle={intl.formatMessage({ id: 'dashboard.day' })}
            height={CHART_HEIGHT}
            categories={charts.days.map((day) => day.day.slice(5))}
            series={[
              {
                name: intl.formatMessage({ id: 'dashboard.inbound' }),
                values: charts.days.map((day) => day.inVolume),
              },
              {
                name: intl.formatMessage({ id: 'dashboard.outbound' }),
                values: charts.days.map((day) => day.outVolume),
              },
            ]}
          />
        </section>
      </div>
      <div className="col-12 md:col-6 xl:col-3">
        <ShareChart
          titleId="dashboard.byKind"
          categoryId="dashboard.woodKind"
          shares={charts.byKind}
          testId="chart-by-kind"
        />
      </div>
      <div className="col-12 md:col-6 xl:col-3">
        <ShareChart
          titleId="dashboard.byLocation"
          categoryId="dashboard.location"
          shares={charts.byLocation}
          testId="chart-by-location"
        />
      </div>
    </div>
  );
}
