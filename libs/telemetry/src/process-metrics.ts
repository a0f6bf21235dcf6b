import { Counter, Histogram } from 'prom-client';
import { processRegistry } from './registry';

/** A counter in the process's registry (register each name once per process). */
export function processCounter<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
): Counter<L> {
  return new Counter({ name, help, labelNames, registers: [processRegistry()] });
}

/** A histogram in the process's registry; prom-client's default buckets (5 ms to 10 s) unless given. */
export function processHistogram<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets?: number[],
): Histogram<L> {
  return new Histogram({
    name,
    help,
    labelNames,
    registers: [processRegistry()],
    ...(buckets ? { buckets } : {}),
  });
}
