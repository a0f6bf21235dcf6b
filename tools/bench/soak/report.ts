import { percentile } from '../../device-simulator/load';
import { errorRate, requestsPerSecond, type StepResult } from './capacity';
import { type GrowthLimit, type Verdict } from './trend';

/** A route's answers in a step: latencies in ms, errors. */
export interface RouteFigures {
  latenciesMs: number[];
  errors: number;
}

export interface SlowRoute {
  route: string;
  count: number;
  p95Ms: number;
  errors: number;
}

/** The routes by their p95, slowest first, `top` of them. */
export function slowestRoutes(routes: ReadonlyMap<string, RouteFigures>, top = 5): SlowRoute[] {
  return [...routes]
    .map(([route, figures]) => ({
      route,
      count: figures.latenciesMs.length,
      p95Ms: percentile(figures.latenciesMs, 95),
      errors: figures.errors,
    }))
    .sort((a, b) => b.p95Ms - a.p95Ms)
    .slice(0, top);
}

export const formatStep = (step: StepResult): string =>
  `${String(step.users).padStart(5)} users  ${requestsPerSecond(step).toFixed(1).padStart(7)} req/s  p95 ${step.p95Ms
    .toFixed(0)
    .padStart(5)} ms  errors ${step.errors}/${step.requests} (${(errorRate(step) * 100).toFixed(2)} %)`;

/** The capacity line's sentence: users and requests per second held, in all and per core. */
export function formatCapacity(step: StepResult, reached: boolean, cores: number): string {
  const rps = requestsPerSecond(step);
  return (
    `capacity line${reached ? '' : ' (not reached: at least)'}: ${step.users} users, ${rps.toFixed(1)} req/s ` +
    `(${(step.users / cores).toFixed(1)} users and ${(rps / cores).toFixed(1)} req/s per core, ${cores} cores), ` +
    `p95 ${step.p95Ms.toFixed(0)} ms`
  );
}

/** CPU microseconds per request by process, most first: the first one saturates first. */
export function formatCpu(cpuSecondsByProcess: Readonly<Record<string, number>>, requests: number): string {
  return Object.entries(cpuSecondsByProcess)
    .sort(([, a], [, b]) => b - a)
    .map(([name, seconds]) => `${name} ${((seconds / Math.max(requests, 1)) * 1e6).toFixed(0)}`)
    .join(', ');
}

/** A value with its unit scaled for reading: bytes in MB, seconds in ms, counts as they are. */
export function formatValue(value: number, unit: 'bytes' | 'seconds' | 'count'): string {
  if (unit === 'bytes') {
    return `${(value / 1024 / 1024).toFixed(1)} MB`;
  }
  if (unit === 'seconds') {
    return `${(value * 1000).toFixed(1)} ms`;
  }
  return String(Math.round(value));
}

/** One series' verdict line at the end of the soak. */
export function formatVerdict(
  name: string,
  unit: 'bytes' | 'seconds' | 'count',
  verdict: Verdict,
  limit: GrowthLimit,
): string {
  return (
    `  ${verdict.judged ? (verdict.grows ? 'GROWS' : 'flat ') : 'short'} ${name}: level ${formatValue(verdict.level, unit)}, ` +
    `${verdict.perHour >= 0 ? '+' : ''}${formatValue(verdict.perHour, unit)}/h ` +
    `(limit ${(limit.relativePerHour * 100).toFixed(0)} %/h and ${formatValue(limit.absolutePerHour, unit)}/h)`
  );
}

/** What a process needed in the soak (70 % of the capacity line): the figures k8s sizing is taken from. */
export interface ProcessSizing {
  process: string;
  /** the highest resident memory of its readings */
  peakRssBytes: number;
  /** the cores it used on average over the soak */
  cores: number;
}

/**
 * Each process's peak RSS (its `<process> rss` series) and mean cores over the soak (its CPU
 * seconds over the soak's seconds), for the processes that have both, most cores first.
 */
export function sizingOf(
  rssSamples: ReadonlyMap<string, readonly number[]>,
  cpuSecondsByProcess: Readonly<Record<string, number>>,
  seconds: number,
): ProcessSizing[] {
  return Object.entries(cpuSecondsByProcess)
    .filter(([name]) => (rssSamples.get(name)?.length ?? 0) > 0)
    .map(([name, cpu]) => ({
      process: name,
      peakRssBytes: Math.max(...rssSamples.get(name)!),
      cores: cpu / Math.max(seconds, 1e-9),
    }))
    .sort((a, b) => b.cores - a.cores);
}

/**
 * The sizing as deploy/sizing.json holds it (tools/deploy checks each Deployment's resources
 * against it): how it was measured, then each process's peak RSS in MiB and mean cores.
 */
export function sizingFile(
  sizing: readonly ProcessSizing[],
  run: { users: number; requestsPerSecond: number; cores: number; day: string },
): { measured: string; processes: Record<string, { peakRssMiB: number; cores: number }> } {
  return {
    measured:
      `npm run bench:soak, ${run.day}: ${run.users} users (70 % of the capacity line), ` +
      `${run.requestsPerSecond.toFixed(1)} requests/s, on ${run.cores} cores`,
    processes: Object.fromEntries(
      sizing.map((row) => [
        row.process,
        {
          peakRssMiB: Math.round((row.peakRssBytes / 1024 / 1024) * 10) / 10,
          cores: Math.round(row.cores * 1000) / 1000,
        },
      ]),
    ),
  };
}

export const formatSizing = (sizing: readonly ProcessSizing[]): string =>
  sizing
    .map(
      (row) =>
        `    ${row.process.padEnd(20)} peak RSS ${formatValue(row.peakRssBytes, 'bytes').padStart(9)}  cores ${row.cores.toFixed(3)}`,
    )
    .join('\n');
