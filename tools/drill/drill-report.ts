import { setTimeout as sleep } from 'node:timers/promises';

export { sleep };

/** Milliseconds as seconds with one decimal. */
export const secs = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** The p-th percentile (0..100) of the values (0 when none). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) {
    return 0;
  }
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** A drill's timeline: each line printed with the seconds since the drill began. */
export class DrillLog {
  private readonly began = performance.now();

  constructor(private readonly name: string) {}

  /** Seconds since the drill began. */
  at(): number {
    return performance.now() - this.began;
  }

  say(text: string): void {
    console.log(`[${this.name} ${secs(this.at()).padStart(7)}] ${text}`);
  }
}

/**
 * The drill's verdict: what it found wrong (nothing, one hopes), printed last; the process exits
 * non-zero when anything was.
 */
export function verdict(name: string, problems: readonly string[]): void {
  if (problems.length === 0) {
    console.log(`${name}: PASSED`);
    return;
  }
  console.log(`${name}: FAILED`);
  problems.forEach((problem) => console.log(`  - ${problem}`));
  process.exitCode = 1;
}

/** Polls `check` until it answers true or `timeoutMs` passes; answers whether it did. */
export async function until(
  check: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 200,
): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (await check()) {
      return true;
    }
    if (performance.now() > deadline) {
      return false;
    }
    await sleep(everyMs);
  }
}

export interface DrainState {
  /** everything arrived */
  done: boolean;
  /** nothing is on its way: the outbox published, the consumer groups without lag */
  idle: boolean;
  /** a figure that grows while things arrive (effects counted) */
  progress: number;
}

/**
 * Waits until everything arrived (`done`), or until nothing more can: the pipeline idle and its
 * progress unchanged for `quietMs` (then something was lost, and waiting longer would not find it).
 */
export async function drain(
  state: () => Promise<DrainState>,
  timeoutMs: number,
  quietMs = 5_000,
): Promise<'done' | 'idle' | 'timeout'> {
  const deadline = performance.now() + timeoutMs;
  let last = -1;
  let since = performance.now();
  for (;;) {
    const now = await state();
    if (now.done) {
      return 'done';
    }
    if (now.progress !== last || !now.idle) {
      last = now.progress;
      since = performance.now();
    } else if (performance.now() - since >= quietMs) {
      return 'idle';
    }
    if (performance.now() > deadline) {
      return 'timeout';
    }
    await sleep(250);
  }
}
