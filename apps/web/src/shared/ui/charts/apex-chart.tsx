import type { ApexLocale } from 'apexcharts';
import 'apexcharts/area';
import 'apexcharts/bar';
import 'apexcharts/donut';
import 'apexcharts/features/exports';
import 'apexcharts/features/keyboard';
import 'apexcharts/features/legend';
import 'apexcharts/features/toolbar';
import { use, useMemo } from 'react';
import ReactApexChart from 'react-apexcharts/core';
import {
  chartOptions,
  chartSeries,
  type ChartFormats,
  type ChartLook,
  type ChartSpec,
} from './chart-options';

/**
 * ApexCharts itself, in the chunk chart.tsx loads when a chart comes into view: the core with the
 * chart types and features the app uses only (area, bar, pie and donut; legend, toolbar with zoom,
 * downloads, keyboard navigation).
 */
export default function ApexChart({
  spec,
  look,
  formats,
  height,
  locale,
}: {
  spec: ChartSpec;
  look: Omit<ChartLook, 'locale'>;
  formats: ChartFormats;
  height: number;
  /** ApexCharts' locale of the user's language, loading beside this chunk. */
  locale: Promise<ApexLocale | undefined>;
}) {
  const apexLocale = use(locale);
  // the same spec from each render of the page, so the chart updates only when what it shows does
  const key = JSON.stringify(spec);
  const shown = useMemo(() => JSON.parse(key) as ChartSpec, [key]);
  const options = useMemo(
    () => chartOptions(shown, { ...look, locale: apexLocale }, formats),
    [shown, look, formats, apexLocale],
  );
  const series = useMemo(() => chartSeries(shown), [shown]);
  return <ReactApexChart type={shown.kind} height={height} width="100%" options={options} series={series} />;
}
