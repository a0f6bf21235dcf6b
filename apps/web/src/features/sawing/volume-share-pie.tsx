import { useIntl } from 'react-intl';
import { PieChart } from '../../shared/ui/charts/charts';

/**
 * The pie of the volume share by variety (spec §2 Sawing statistics): each variety's volume and
 * share on hover, the shares written on the slices. Loaded lazily by the statistics tab.
 */
export default function VolumeSharePie({ names, values }: { names: string[]; values: number[] }) {
  const intl = useIntl();
  const m3 = intl.formatMessage({ id: 'unit.m3' });
  return (
    <PieChart
      label={intl.formatMessage({ id: 'sawing.stats.share' })}
      names={names}
      values={values}
      percentages
      height={320}
      format={(value) =>
        `${intl.formatNumber(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 })} ${m3}`
      }
    />
  );
}
