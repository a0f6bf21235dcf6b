import { useIntl } from 'react-intl';
import { Chart } from '../../shared/ui/charts/chart';

/**
 * The pie of the volume share by variety (spec §2 Sawing statistics): each variety's volume and
 * share on hover, the shares written on the slices (ApexCharts, loaded when the pie comes into view).
 */
export function VolumeSharePie({ names, values }: { names: string[]; values: number[] }) {
  const intl = useIntl();
  return (
    <Chart
      kind="pie"
      unit="volume"
      percentages
      label={intl.formatMessage({ id: 'sawing.stats.share' })}
      categoryTitle={intl.formatMessage({ id: 'sawing.stats.variety' })}
      categories={names}
      series={[{ name: intl.formatMessage({ id: 'sawing.volume' }), values }]}
      height={320}
    />
  );
}
