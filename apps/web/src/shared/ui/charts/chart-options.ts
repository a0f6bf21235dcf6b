import type { ApexLocale, ApexOptions } from 'apexcharts';
import { type IntlShape } from 'react-intl';
import { VOLUME_DECIMALS } from '../../format/format';

/**
 * The ApexCharts options of the app's charts (chart.tsx), built by pure functions from what a
 * chart shows, the theme and the user's language, so they are tested without a browser.
 */

/** §9: chart animation 1000 ms. */
export const CHART_ANIMATION_MS = 1000;

/** A pie or donut of shares, or areas or bars over categories (days). */
export type ChartKind = 'area' | 'bar' | 'donut' | 'pie';

/** What the values are, so they read as the product writes them (spec §9). */
export type ChartUnit = 'volume' | 'money';

export interface ChartSeries {
  name: string;
  values: number[];
}

export interface ChartSpec {
  kind: ChartKind;
  /** What the chart shows: its accessible name and the name of its exported files. */
  label: string;
  /** The x axis (a day), or the name of each slice of a pie or donut. */
  categories: string[];
  /** A pie or donut has one series, a slice per category. */
  series: ChartSeries[];
  unit: ChartUnit;
  /** A pie's shares written on its slices. */
  percentages?: boolean;
}

/** How the chart writes numbers. */
export interface ChartFormats {
  /** A value with its unit, as a tooltip or the data table shows it. */
  value: (value: number) => string;
  /** A short value of the value axis. */
  tick: (value: number) => string;
  /** A share of the whole, 0 to 1. */
  percent: (share: number) => string;
}

/** The theme and language the chart draws with. */
export interface ChartLook {
  /** The series and slice colours, the theme's primary first. */
  colors: string[];
  /** Axis labels and legend text. */
  foreColor: string;
  gridColor: string;
  /** ApexCharts' locale of the user's language; none for English, which ApexCharts has built in. */
  locale?: ApexLocale;
}

/** Colours told apart at a glance that follow the theme's primary colour. */
const OTHER_COLORS = [
  '#f59e0b',
  '#10b981',
  '#ef4444',
  '#8b5cf6',
  '#06b6d4',
  '#ec4899',
  '#84cc16',
  '#f97316',
  '#64748b',
];

export const chartPalette = (themeColor: string): string[] => [themeColor, ...OTHER_COLORS];

/** Whole cents of an amount in yuan: money is counted in integer cents (spec §9). */
export const centsOf = (yuan: number): number => Math.round(yuan * 100);

/** Volume 3 decimals in m³; money in yuan from its whole cents, 2 decimals (spec §9). */
export function chartFormats(intl: IntlShape, unit: ChartUnit): ChartFormats {
  const percent = (share: number): string =>
    intl.formatNumber(share, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (unit === 'money') {
    const yuan = (value: number): number => centsOf(value) / 100;
    return {
      value: (value) =>
        intl.formatNumber(yuan(value), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      tick: (value) => intl.formatNumber(yuan(value), { maximumFractionDigits: 2 }),
      percent,
    };
  }
  const m3 = intl.formatMessage({ id: 'unit.m3' });
  return {
    value: (value) =>
      `${intl.formatNumber(value, { minimumFractionDigits: VOLUME_DECIMALS, maximumFractionDigits: VOLUME_DECIMALS })} ${m3}`,
    tick: (value) => intl.formatNumber(value, { maximumFractionDigits: VOLUME_DECIMALS }),
    percent,
  };
}

const isShares = (kind: ChartKind): boolean => kind === 'pie' || kind === 'donut';

/** Each value's share of the whole, 0 to 1 (all 0 when the whole is 0). */
export function sharesOf(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  return values.map((value) => (total > 0 ? Math.max(0, value) / total : 0));
}

/** The series as ApexCharts takes them: a list of numbers for a pie, named lists for the others. */
export function chartSeries(spec: ChartSpec): ApexOptions['series'] {
  if (isShares(spec.kind)) {
    return spec.series[0]?.values ?? [];
  }
  return spec.series.map((one) => ({ name: one.name, data: one.values }));
}

/** A file name of the chart's exports: its label without characters a file system refuses. */
export const exportName = (label: string): string =>
  label
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim() || 'chart';

/** The ApexCharts options of a chart. */
export function chartOptions(spec: ChartSpec, look: ChartLook, formats: ChartFormats): ApexOptions {
  const shares = isShares(spec.kind);
  const values = spec.series[0]?.values ?? [];
  const share = sharesOf(values);
  const filename = exportName(spec.label);
  const chart: ApexOptions['chart'] = {
    fontFamily: 'inherit',
    foreColor: look.foreColor,
    background: 'transparent',
    animations: { enabled: true, speed: CHART_ANIMATION_MS },
    // zoom on days, and the pictures and the figures to download, on every chart
    zoom: { enabled: !shares },
    toolbar: {
      show: true,
      tools: shares
        ? {
            download: true,
            selection: false,
            zoom: false,
            zoomin: false,
            zoomout: false,
            pan: false,
            reset: false,
          }
        : {
            download: true,
            selection: false,
            zoom: true,
            zoomin: true,
            zoomout: true,
            pan: false,
            reset: true,
          },
      export: { csv: { filename }, svg: { filename }, png: { filename } },
    },
    accessibility: { enabled: true, description: spec.label, keyboard: { enabled: true } },
    ...(look.locale ? { locales: [look.locale], defaultLocale: look.locale.name } : {}),
  };
  const common: ApexOptions = {
    chart,
    colors: look.colors,
    legend: { show: shares || spec.series.length > 1, position: shares ? 'bottom' : 'top' },
  };
  if (shares) {
    return {
      ...common,
      labels: spec.categories,
      dataLabels: {
        enabled: spec.percentages === true,
        formatter: (_value, options) => formats.percent(share[options?.seriesIndex ?? 0] ?? 0),
      },
      plotOptions: { pie: { dataLabels: { minAngleToShowLabel: 18 } } },
      stroke: { width: 1 },
      tooltip: {
        y: {
          formatter: (value, options) =>
            `${formats.value(value)} (${formats.percent(share[options?.seriesIndex ?? 0] ?? 0)})`,
        },
      },
    };
  }
  return {
    ...common,
    xaxis: { categories: spec.categories, tickPlacement: 'on', labels: { hideOverlappingLabels: true } },
    yaxis: { min: 0, forceNiceScale: true, labels: { formatter: formats.tick } },
    grid: { borderColor: look.gridColor },
    dataLabels: { enabled: false },
    stroke: spec.kind === 'area' ? { curve: 'smooth', width: 2 } : { width: 0 },
    fill: spec.kind === 'area' ? { type: 'solid', opacity: 0.18 } : { opacity: 1 },
    plotOptions: { bar: { columnWidth: '60%', borderRadius: 2 } },
    tooltip: { shared: true, intersect: false, y: { formatter: formats.value } },
  };
}
