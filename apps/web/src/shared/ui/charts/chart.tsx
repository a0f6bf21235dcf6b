import { type Locale, resolveLocale } from '@timber/i18n';
import type { ApexLocale } from 'apexcharts';
import { Skeleton } from 'primereact/skeleton';
import { lazy, type RefObject, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../store/hooks';
import { type ChartFormats, chartFormats, chartPalette, type ChartSpec, sharesOf } from './chart-options';

/**
 * The app's charts (ApexCharts: tooltips, legends, zoom, export). The chart library is a chunk of
 * its own, fetched when a chart first scrolls into view, after the page's first paint; until then,
 * and while it loads, a placeholder of the chart's height holds its place, so nothing jumps. Each
 * chart is a figure named by its label, with its figures in a table for screen readers.
 */
const ApexChart = lazy(() => import('./apex-chart'));

/** ApexCharts' locale of each language, loaded alone when needed (English is built in). */
const LOCALE_FILES: Readonly<Record<Locale, (() => Promise<{ default: unknown }>) | null>> = {
  zh: () => import('apexcharts/dist/locales/zh-cn.json'),
  en: null,
  es: () => import('apexcharts/dist/locales/es.json'),
  ja: () => import('apexcharts/dist/locales/ja.json'),
  ru: () => import('apexcharts/dist/locales/ru.json'),
};

const loadedLocales = new Map<Locale, Promise<ApexLocale | undefined>>();

/** ApexCharts' locale of a language, each loaded once (none for English). */
export function apexLocale(locale: Locale): Promise<ApexLocale | undefined> {
  let loading = loadedLocales.get(locale);
  if (!loading) {
    const file = LOCALE_FILES[locale];
    loading = file ? file().then((module) => module.default as ApexLocale) : Promise.resolve(undefined);
    loadedLocales.set(locale, loading);
  }
  return loading;
}

/** True once the element has come near the viewport (at once where the browser cannot tell). */
function useSeen(element: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (seen || !target) {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}

/** A CSS variable of the theme, as ApexCharts needs a colour it can compute with. */
function themeVariable(name: string, fallback: string): string {
  const value =
    typeof document === 'undefined'
      ? ''
      : getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

export interface ChartProps extends ChartSpec {
  /** The chart's height in pixels, the placeholder's too. */
  height: number;
  /** The heading of the data table's first column (the day, the wood kind...). */
  categoryTitle: string;
  testId?: string;
}

/** The chart's figures as a table, for screen readers (the picture itself is not read). */
function ChartTable({
  spec,
  categoryTitle,
  formats,
}: {
  spec: ChartSpec;
  categoryTitle: string;
  formats: ChartFormats;
}) {
  const shares = spec.kind === 'pie' || spec.kind === 'donut';
  const share = shares ? sharesOf(spec.series[0]?.values ?? []) : [];
  return (
    <table className="sr-only" data-testid="chart-table">
      <caption>{spec.label}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryTitle}</th>
          {spec.series.map((one) => (
            <th scope="col" key={one.name}>
              {one.name}
            </th>
          ))}
          {shares && <th scope="col">%</th>}
        </tr>
      </thead>
      <tbody>
        {spec.categories.map((category, index) => (
          <tr key={`${index}-${category}`}>
            <th scope="row">{category}</th>
            {spec.series.map((one) => (
              <td key={one.name}>{formats.value(one.values[index] ?? 0)}</td>
            ))}
            {shares && <td>{formats.percent(share[index] ?? 0)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One chart of the app: an area, bar, pie or donut chart drawn by ApexCharts once in view. */
export function Chart(props: ChartProps) {
  const { height, categoryTitle, testId, ...spec } = props;
  const intl = useIntl();
  const locale = resolveLocale(intl.locale);
  const themeColor = useAppSelector((state) => state.settings.themeColor);
  const box = useRef<HTMLElement>(null);
  const seen = useSeen(box);
  const look = useMemo(
    () => ({
      colors: chartPalette(themeColor),
      foreColor: themeVariable('--text-color-secondary', '#6b7280'),
      gridColor: themeVariable('--surface-border', '#dfe7ef'),
    }),
    [themeColor],
  );
  const formats = useMemo(() => chartFormats(intl, spec.unit), [intl, spec.unit]);
  const placeholder = <Skeleton height={`${height}px`} />;
  return (
    <figure
      ref={box}
      className="m-0"
      style={{ minHeight: height }}
      aria-label={spec.label}
      data-testid={testId}
    >
      {seen ? (
        <Suspense fallback={placeholder}>
          <ApexChart spec={spec} look={look} height={height} formats={formats} locale={apexLocale(locale)} />
        </Suspense>
      ) : (
        placeholder
      )}
      <ChartTable spec={spec} categoryTitle={categoryTitle} formats={formats} />
    </figure>
  );
}
