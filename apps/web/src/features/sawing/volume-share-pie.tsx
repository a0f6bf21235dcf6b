import { type ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import { useIntl } from 'react-intl';

/** §9 chart animation 1000 ms. */
const CHART_ANIMATION_MS = 1000;

/**
 * The pie of the volume share by variety (spec §2 Sawing statistics): loaded lazily by the
 * statistics tab, so ApexCharts stays out of the first load.
 */
export default function VolumeSharePie({ names, values }: { names: string[]; values: number[] }) {
  const intl = useIntl();
  const options: ApexOptions = {
    labels: names,
    legend: { position: 'bottom' },
    chart: { animations: { enabled: true, speed: CHART_ANIMATION_MS } },
    dataLabels: { enabled: true },
    tooltip: {
      y: {
        formatter: (value: number) =>
          `${intl.formatNumber(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 })} m³`,
      },
    },
  };
  return <Chart type="pie" series={values} options={options} height={320} />;
}
