/**
 * The arithmetic of the app's charts (charts.tsx): axis ticks, pie slices, label spacing. Pure, so
 * it is tested without a browser.
 */

/** §9: chart animation 1000 ms. */
export const CHART_ANIMATION_MS = 1000;

/** Series and slice colours: the theme's primary first, then colours told apart at a glance. */
export const CHART_COLORS = [
  'var(--tb-primary-500)',
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

export const chartColor = (index: number): string => CHART_COLORS[index % CHART_COLORS.length] as string;

/**
 * Ticks of a value axis from 0 to at least `max`, about `count` of them, on a step of 1, 2 or 5
 * times a power of ten (0, 250, 500, ...). An axis of nothing but zeros still reads 0 to 1.
 */
export function niceTicks(max: number, count = 5): number[] {
  const top = max > 0 && Number.isFinite(max) ? max : 1;
  const rough = top / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let tick = 0; tick < top + step / 2; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
  }
  if ((ticks.at(-1) ?? 0) < top) {
    ticks.push(Number((ticks.length * step).toPrecision(12)));
  }
  return ticks;
}

/** Each value's share of the whole, 0 to 1 (all 0 when the whole is 0). */
export function sharesOf(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  return values.map((value) => (total > 0 ? Math.max(0, value) / total : 0));
}

const point = (cx: number, cy: number, r: number, angle: number): string =>
  `${(cx + r * Math.sin(angle)).toFixed(3)} ${(cy - r * Math.cos(angle)).toFixed(3)}`;

/**
 * The SVG path of a pie slice (inner 0) or a donut's (inner > 0) from `start` to `end`, angles in
 * radians clockwise from twelve o'clock. A whole circle is a closed ring with no seam (a donut's
 * hole cut out when filled with `fill-rule: evenodd`).
 */
export function slicePath(
  cx: number,
  cy: number,
  r: number,
  inner: number,
  start: number,
  end: number,
): string {
  if (end - start >= 2 * Math.PI - 1e-9) {
    const circle = (radius: number): string =>
      `M ${point(cx, cy, radius, start)} A ${radius} ${radius} 0 1 1 ${point(cx, cy, radius, start + Math.PI)} ` +
      `A ${radius} ${radius} 0 1 1 ${point(cx, cy, radius, start)} Z`;
    return inner > 0 ? `${circle(r)} ${circle(inner)}` : circle(r);
  }
  const large = end - start > Math.PI ? 1 : 0;
  const outer = `M ${point(cx, cy, r, start)} A ${r} ${r} 0 ${large} 1 ${point(cx, cy, r, end)}`;
  if (inner <= 0) {
    return `${outer} L ${cx} ${cy} Z`;
  }
  return `${outer} L ${point(cx, cy, inner, end)} A ${inner} ${inner} 0 ${large} 0 ${point(cx, cy, inner, start)} Z`;
}

/** Every how many categories an axis label fits, each label needing `labelWidth` pixels. */
export const labelEvery = (categories: number, width: number, labelWidth = 44): number =>
  Math.max(1, Math.ceil(categories / Math.max(1, Math.floor(width / labelWidth))));
