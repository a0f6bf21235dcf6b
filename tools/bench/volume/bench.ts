// Volume benchmark (issue 4): logs measured per second on one core over 1,000,000 random logs,
// for a formula standard (ch, GB/T 4814) and a table standard (rus_stp, GOST 2708-75).
// Run: npm run bench:volume   (node -r @swc-node/register tools/bench/volume/bench.ts)
import { measureBatch, measureLog, resolveStandard } from '@timber/volume';
import { performance } from 'node:perf_hooks';

const LOGS = 1_000_000;
const ROUNDS = 7;
const TARGET_PER_SECOND = 5_000_000;

/** Deterministic xorshift32 so every run measures the same logs. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

interface Logs {
  readonly min: Float64Array;
  readonly max: Float64Array;
  readonly length: Float64Array;
}

/** Realistic readings: short 8 to 70 cm to the mm, long up to 4 cm more, lengths within the standard's range. */
function randomLogs(seed: number, minLengthM: number, maxLengthM: number): Logs {
  const next = random(seed);
  const logs = { min: new Float64Array(LOGS), max: new Float64Array(LOGS), length: new Float64Array(LOGS) };
  for (let i = 0; i < LOGS; i += 1) {
    const short = 8 + Math.floor(next() * 620) / 10;
    logs.min[i] = short;
    logs.max[i] = short + Math.floor(next() * 40) / 10;
    logs.length[i] = minLengthM + Math.floor(next() * (maxLengthM - minLengthM) * 100) / 100;
  }
  return logs;
}

function bench(code: string, logs: Logs): { perSecond: number; totalM3: string; rejected: number } {
  const standard = resolveStandard(code);
  const out = { volumeE4: new Int32Array(LOGS) };
  // Warm-up, then the best of several rounds (one core, no other work).
  measureBatch(standard, logs.min, logs.max, logs.length, out);
  let best = Infinity;
  let result = measureBatch(standard, logs.min, logs.max, logs.length, out);
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    result = measureBatch(standard, logs.min, logs.max, logs.length, out);
    best = Math.min(best, performance.now() - start);
  }
  // Spot-check the batch path against the explained single-log path.
  for (let i = 0; i < 1000; i += 1) {
    const single = measureLog(standard, {
      minDiameter: logs.min[i] ?? 0,
      maxDiameter: logs.max[i] ?? 0,
      length: logs.length[i] ?? 0,
    });
    if (single.volumeE4 !== out.volumeE4[i]) {
      throw new Error(`${code}: batch and single measurement differ at log ${i}`);
    }
  }
  return {
    perSecond: Math.round((LOGS / best) * 1000),
    totalM3: (result.totalVolumeE4 / 10_000).toFixed(4),
    rejected: result.rejected,
  };
}

function main(): void {
  const cases = [
    { code: 'ch', label: 'formula standard (GB/T 4814)', logs: randomLogs(4814, 2, 12) },
    { code: 'rus_stp', label: 'table standard (GOST 2708-75)', logs: randomLogs(2708, 1, 9.5) },
  ];
  let failed = false;
  console.log(
    `Volume benchmark: ${LOGS.toLocaleString('en')} random logs, best of ${ROUNDS} rounds, one core`,
  );
  for (const { code, label, logs } of cases) {
    const { perSecond, totalM3, rejected } = bench(code, logs);
    const ok = perSecond >= TARGET_PER_SECOND;
    failed ||= !ok;
    console.log(
      `  ${code.padEnd(8)} ${label.padEnd(30)} ${(perSecond / 1e6).toFixed(1).padStart(6)} million logs/s ` +
        `(target ${TARGET_PER_SECOND / 1e6} M/s: ${ok ? 'met' : 'MISSED'}; total ${totalM3} m3, rejected ${rejected})`,
    );
  }
  process.exitCode = failed ? 1 : 0;
}

main();
