import { loadWebMessages } from '@timber/i18n';
import type { ApexLocale } from 'apexcharts';
import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHART_ANIMATION_MS,
  chartFormats,
  chartOptions,
  chartPalette,
  chartSeries,
  exportName,
  sharesOf,
  type ChartLook,
  type ChartSpec,
} from './chart-options';

const look: ChartLook = { colors: chartPalette('#11a983'), foreColor: '#6b7280', gridColor: '#dfe7ef' };

const movement: ChartSpec = {
  kind: 'area',
  unit: 'volume',
  label: 'Inbound and outbound volume, last 30 days (m³)',
  categories: ['11-01', '11-02'],
  series: [
    { name: 'Inbound', values: [1, 2.5] },
    { name: 'Outbound', values: [0.5, 0] },
  ],
};

const byKind: ChartSpec = {
  kind: 'pie',
  unit: 'volume',
  label: 'Stock by wood kind',
  categories: ['Pine', 'Oak', 'Ash'],
  series: [{ name: 'Volume', values: [3, 1, 0] }],
  percentages: true,
};

type Formatter = (value: number, options?: { seriesIndex: number }) => string;

describe('chart options (ApexCharts)', () => {
  let intl: ReturnType<typeof createIntl>;
  let russian: ReturnType<typeof createIntl>;
  beforeAll(async () => {
    intl = createIntl({ locale: 'en-GB', messages: await loadWebMessages('en') });
    russian = createIntl({ locale: 'ru-RU', messages: await loadWebMessages('ru') });
  });

  it('writes volumes with 3 decimals in m³ and money in yuan from its whole cents (§9)', () => {
    const volume = chartFormats(intl, 'volume');
    expect(volume.value(1234.5)).toBe('1,234.500 m³');
    expect(volume.tick(0.25)).toBe('0.25');
    expect(chartFormats(russian, 'volume').value(1234.5)).toBe('1\u00a0234,500 м³');
    const money = chartFormats(intl, 'money');
    // 0.1 + 0.2 is 0.30000000000000004 yuan: 30 cents
    expect(money.value(0.1 + 0.2)).toBe('0.30');
    expect(money.value(19.999)).toBe('20.00');
    expect(money.value(1200)).toBe('1,200.00');
    expect(money.tick(12.5)).toBe('12.5');
    expect(volume.percent(0.25)).toBe('25.0%');
  });

  it('draws the series over days with the theme colour first, zoom and downloads, and §9 animation', () => {
    const options = chartOptions(movement, look, chartFormats(intl, 'volume'));
    expect(options.colors?.[0]).toBe('#11a983');
    expect(options.chart?.animations?.speed).toBe(CHART_ANIMATION_MS);
    expect(options.chart?.zoom?.enabled).toBe(true);
    expect(options.chart?.toolbar?.tools).toMatchObject({
      download: true,
      zoomin: true,
      zoomout: true,
      reset: true,
    });
    expect(options.chart?.toolbar?.export?.csv?.filename).toBe(
      'Inbound and outbound volume, last 30 days (m³)',
    );
    expect(options.chart?.accessibility?.description).toBe(movement.label);
    expect(options.xaxis?.categories).toEqual(['11-01', '11-02']);
    expect(options.legend?.show).toBe(true);
    expect(options.grid?.borderColor).toBe('#dfe7ef');
    const tooltip = options.tooltip?.y as { formatter: Formatter };
    expect(tooltip.formatter(2.5)).toBe('2.500 m³');
    expect(chartSeries(movement)).toEqual([
      { name: 'Inbound', data: [1, 2.5] },
      { name: 'Outbound', data: [0.5, 0] },
    ]);
  });

  it('hides the legend of a single series and draws bars of money', () => {
    const bars: ChartSpec = {
      ...movement,
      kind: 'bar',
      unit: 'money',
      series: [{ name: 'Charged', values: [12.3] }],
    };
    const options = chartOptions(bars, look, chartFormats(intl, 'money'));
    expect(options.legend?.show).toBe(false);
    expect(options.stroke?.width).toBe(0);
    const yaxis = options.yaxis as { labels: { formatter: Formatter } };
    expect(yaxis.labels.formatter(1500)).toBe('1,500');
  });

  it('gives a pie its slices, each share on hover and written on it, and downloads without zoom', () => {
    const options = chartOptions(byKind, look, chartFormats(intl, 'volume'));
    expect(chartSeries(byKind)).toEqual([3, 1, 0]);
    expect(options.labels).toEqual(['Pine', 'Oak', 'Ash']);
    expect(options.legend).toMatchObject({ show: true, position: 'bottom' });
    expect(options.chart?.zoom?.enabled).toBe(false);
    expect(options.chart?.toolbar?.tools).toMatchObject({ download: true, zoomin: false });
    const tooltip = options.tooltip?.y as { formatter: Formatter };
    expect(tooltip.formatter(1, { seriesIndex: 1 })).toBe('1.000 m³ (25.0%)');
    expect(options.dataLabels?.enabled).toBe(true);
    const label = options.dataLabels?.formatter as unknown as Formatter;
    expect(label(75, { seriesIndex: 0 })).toBe('75.0%');
    const donut = chartOptions(
      { ...byKind, kind: 'donut', percentages: false },
      look,
      chartFormats(intl, 'volume'),
    );
    expect(donut.dataLabels?.enabled).toBe(false);
  });

  it("draws in the user's language when ApexCharts has its locale", () => {
    const zh: ApexLocale = { name: 'zh-cn', options: { toolbar: { download: '下载' } } };
    const options = chartOptions(movement, { ...look, locale: zh }, chartFormats(intl, 'volume'));
    expect(options.chart?.locales).toEqual([zh]);
    expect(options.chart?.defaultLocale).toBe('zh-cn');
    expect(chartOptions(movement, look, chartFormats(intl, 'volume')).chart?.defaultLocale).toBeUndefined();
  });

  it('computes shares and export names safely', () => {
    expect(sharesOf([1, 3])).toEqual([0.25, 0.75]);
    expect(sharesOf([0, 0])).toEqual([0, 0]);
    expect(sharesOf([2, -1])).toEqual([1, 0]);
    expect(exportName('A/B: c?')).toBe('A B c');
    expect(exportName('//')).toBe('chart');
  });
});
