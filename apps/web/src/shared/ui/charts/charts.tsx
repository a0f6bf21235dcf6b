import { type MouseEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { chartColor, labelEvery, niceTicks, sharesOf, slicePath } from './chart-geometry';

/**
 * The app's charts, drawn as SVG by React (issue 22: no chart library of half a megabyte): a pie
 * or donut of shares, and areas or bars over categories. Each shows its values on hover and
 * carries a label for screen readers; they grow in over §9's 1000 ms (not when the user asks for
 * less motion).
 */

interface TipLine {
  color: string;
  text: string;
}

interface Tip {
  x: number;
  y: number;
  title: string;
  lines: TipLine[];
}

function ChartTip({ tip }: { tip: Tip | null }) {
  if (!tip) {
    return null;
  }
  return (
    <div className="chart-tip" style={{ left: tip.x, top: tip.y }} data-testid="chart-tip">
      <div className="font-medium">{tip.title}</div>
      {tip.lines.map((line) => (
        <div key={line.text} className="flex align-items-center gap-2">
          <span className="chart-swatch" style={{ background: line.color }} />
          {line.text}
        </div>
      ))}
    </div>
  );
}

/** The width the chart's box has, followed as it changes (a phone turned, the sidebar folded). */
function useWidth(box: RefObject<HTMLDivElement | null>, fallback = 600): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') {
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) {
        setWidth(entry.contentRect.width);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

function Legend({ names, onHover }: { names: string[]; onHover?: (index: number | null) => void }) {
  return (
    <ul className="chart-legend" aria-hidden>
      {names.map((name, index) => (
        <li key={name} onMouseEnter={() => onHover?.(index)} onMouseLeave={() => onHover?.(null)}>
          <span className="chart-swatch" style={{ background: chartColor(index) }} />
          {name}
        </li>
      ))}
    </ul>
  );
}

interface PieChartProps {
  /** What the chart shows, for screen readers. */
  label: string;
  names: string[];
  values: number[];
  /** A value as the tooltip shows it (with its unit). */
  format: (value: number) => string;
  height: number;
  /** A ring rather than a pie. */
  donut?: boolean;
  /** Each slice's percentage written on it (slices of 5 % or more). */
  percentages?: boolean;
}

const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;

/** Shares of a whole: a pie or a donut, the legend below, a slice's value and share on hover. */
export function PieChart({
  label,
  names,
  values,
  format,
  height,
  donut = false,
  percentages = false,
}: PieChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<Tip | null>(null);
  const shares = sharesOf(values);
  const inner = donut ? 58 : 0;
  let angle = 0;
  const slices = shares.map((share, index) => {
    const start = angle;
    angle += share * 2 * Math.PI;
    return { index, share, start, end: angle };
  });
  const tipAt = (index: number, x: number, y: number): Tip => ({
    x,
    y,
    title: names[index] ?? '',
    lines: [
      { color: chartColor(index), text: `${format(values[index] ?? 0)} (${percent(shares[index] ?? 0)})` },
    ],
  });
  const follow = (index: number, event: MouseEvent) => {
    const rect = box.current?.getBoundingClientRect();
    setTip(tipAt(index, event.clientX - (rect?.left ?? 0) + 12, event.clientY - (rect?.top ?? 0) + 12));
  };
  return (
    <div
      ref={box}
      className="chart chart-pie"
      style={{ height }}
      role="img"
      aria-label={`${label}: ${names.map((name, index) => `${name} ${format(values[index] ?? 0)}`).join(', ')}`}
    >
      <svg viewBox="0 0 200 200" className="chart-plot">
        <g className="chart-pop">
          {slices
            .filter((slice) => slice.share > 0)
            .map((slice) => (
              <path
                key={slice.index}
                d={slicePath(100, 100, 96, inner, slice.start, slice.end)}
                fill={chartColor(slice.index)}
                fillRule="evenodd"
                stroke="var(--surface-card)"
                strokeWidth={1}
                onMouseMove={(event) => follow(slice.index, event)}
                onMouseLeave={() => setTip(null)}
                data-testid="chart-slice"
              />
            ))}
          {percentages &&
            slices
              .filter((slice) => slice.share >= 0.05)
              .map((slice) => {
                const middle = (slice.start + slice.end) / 2;
                // a slice of the whole pie says so in its middle
                const radius = slice.share > 0.999 ? 0 : 64;
                return (
                  <text
                    key={slice.index}
                    x={100 + radius * Math.sin(middle)}
                    y={100 - radius * Math.cos(middle)}
                    className="chart-slice-label"
                    textAnchor="middle"
                    dominantBaseline="middle"
                  >
                    {percent(slice.share)}
                  </text>
                );
              })}
        </g>
      </svg>
      <Legend names={names} onHover={(index) => setTip(index === null ? null : tipAt(index, 8, 8))} />
      <ChartTip tip={tip} />
    </div>
  );
}

export interface ChartSeries {
  name: string;
  values: number[];
}

interface SeriesChartProps {
  label: string;
  kind: 'area' | 'bar';
  /** The x axis: one name per value of every series (a day, a month). */
  categories: string[];
  series: ChartSeries[];
  /** A tick of the value axis, short. */
  formatTick: (value: number) => string;
  /** A value as the tooltip shows it. */
  formatValue: (value: number) => string;
  height: number;
  /** The colour of the only series, when it should not be the theme's. */
  color?: string;
}

const PAD = { top: 8, right: 8, bottom: 22, left: 56 };
const LEGEND_HEIGHT = 26;

/** Values over categories: filled areas or grouped bars, a value axis, the values of a category on hover. */
export function SeriesChart(props: SeriesChartProps) {
  const { label, kind, categories, series, formatTick, formatValue, height } = props;
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const [active, setActive] = useState<number | null>(null);
  const colorOf = (index: number): string => (series.length === 1 && props.color) || chartColor(index);
  const legend = series.length > 1;
  const svgHeight = height - (legend ? LEGEND_HEIGHT : 0);
  const plotWidth = Math.max(10, width - PAD.left - PAD.right);
  const plotHeight = Math.max(10, svgHeight - PAD.top - PAD.bottom);
  const ticks = niceTicks(Math.max(0, ...series.flatMap((one) => one.values)));
  const top = ticks.at(-1) ?? 1;
  const baseline = PAD.top + plotHeight;
  const y = (value: number): number => baseline - (Math.max(0, value) / top) * plotHeight;
  const band = plotWidth / Math.max(1, categories.length);
  const x = (index: number): number => PAD.left + band * (index + 0.5);
  const every = labelEvery(categories.length, plotWidth);
  // a day's bars take 60 % of its band, at most 56 px (one day over the whole width reads as a wall)
  const barWidth = Math.min(band * 0.6, 56) / Math.max(1, series.length);

  const shapes: ReactNode[] = series.map((one, index) => {
    const color = colorOf(index);
    if (kind === 'bar') {
      return one.values.map((value, at) => (
        <rect
          key={`${index}-${at}`}
          x={x(at) - (barWidth * series.length) / 2 + barWidth * index}
          y={y(value)}
          width={Math.max(1, barWidth - 1)}
          height={baseline - y(value)}
          rx={2}
          fill={color}
          data-testid="chart-bar"
        />
      ));
    }
    const line = one.values.map(
      (value, at) => `${at === 0 ? 'M' : 'L'} ${x(at).toFixed(2)} ${y(value).toFixed(2)}`,
    );
    const last = x(one.values.length - 1).toFixed(2);
    return (
      <g key={index} data-testid="chart-area">
        <path
          d={`${line.join(' ')} L ${last} ${baseline} L ${x(0).toFixed(2)} ${baseline} Z`}
          fill={color}
          opacity={0.18}
        />
        <path d={line.join(' ')} fill="none" stroke={color} strokeWidth={2} />
      </g>
    );
  });

  const tip: Tip | null =
    active === null
      ? null
      : {
          x: x(active) + 12 > width - 180 ? Math.max(0, x(active) - 180) : x(active) + 12,
          y: (legend ? LEGEND_HEIGHT : 0) + PAD.top,
          title: categories[active] ?? '',
          lines: series.map((one, index) => ({
            color: colorOf(index),
            text: `${legend ? `${one.name}: ` : ''}${formatValue(one.values[active] ?? 0)}`,
          })),
        };
  return (
    <div
      ref={box}
      className={`chart chart-${kind}`}
      style={{ height }}
      role="img"
      aria-label={label}
      onMouseLeave={() => setActive(null)}
    >
      {legend && <Legend names={series.map((one) => one.name)} />}
      <svg width={width} height={svgHeight} className="chart-plot">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={PAD.left + plotWidth} y1={y(tick)} y2={y(tick)} className="chart-grid" />
            <text
              x={PAD.left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              className="chart-axis"
            >
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {categories.map((category, index) =>
          index % every === 0 ? (
            <text key={index} x={x(index)} y={baseline + 15} textAnchor="middle" className="chart-axis">
              {category}
            </text>
          ) : null,
        )}
        {active !== null && (
          <rect
            x={PAD.left + band * active}
            y={PAD.top}
            width={band}
            height={plotHeight}
            className="chart-active"
          />
        )}
        <g className="chart-grow">{shapes}</g>
        {categories.map((_category, index) => (
          <rect
            key={index}
            x={PAD.left + band * index}
            y={PAD.top}
            width={band}
            height={plotHeight}
            fill="transparent"
            onMouseEnter={() => setActive(index)}
            data-testid="chart-category"
          />
        ))}
      </svg>
      <ChartTip tip={tip} />
    </div>
  );
}
