// Log-end detector benchmark (issue 7): milliseconds per photo end to end through the worker's
// code path (@timber/log-detector: read, decode with sharp, stretch to 640 x 640, ONNX inference,
// peaks to boxes), on the validation photos (640 x 640) and on the same photos as 3000 x 2000
// camera JPEGs. Target: at most 150 ms per 640 x 640 image on 2 cores.
// Run: npm run bench:detector   [BENCH_THREADS=2 BENCH_IMAGES=40]
import { LogEndDetector, sharedDatasetDir } from '@timber/log-detector';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';

const THREADS = Number(process.env['BENCH_THREADS'] ?? 2);
const IMAGES = Number(process.env['BENCH_IMAGES'] ?? 40);
const TARGET_MS = 150;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measure(detector: LogEndDetector, label: string, photos: readonly Buffer[]): Promise<number> {
  await detector.detect(photos[0] ?? Buffer.alloc(0)); // warm-up
  const totals: number[] = [];
  const parts = { decodeMs: 0, inferMs: 0, postMs: 0 };
  let logs = 0;
  for (const photo of photos) {
    const started = performance.now();
    const detection = await detector.detect(photo);
    totals.push(performance.now() - started);
    parts.decodeMs += detection.timings.decodeMs;
    parts.inferMs += detection.timings.inferMs;
    parts.postMs += detection.timings.postMs;
    logs += detection.logs.length;
  }
  const sorted = [...totals].sort((a, b) => a - b);
  const mean = totals.reduce((sum, value) => sum + value, 0) / totals.length;
  const share = (value: number) => (value / photos.length).toFixed(1);
  console.log(
    `${label}: ${photos.length} photos, ${logs} log ends found; per photo mean ${mean.toFixed(1)} ms, ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms ` +
      `(decode ${share(parts.decodeMs)}, infer ${share(parts.inferMs)}, boxes ${share(parts.postMs)} ms); ` +
      `${(1000 / mean).toFixed(1)} photos/s`,
  );
  return mean;
}

async function main(): Promise<void> {
  const folder = join(sharedDatasetDir(), 'valid', 'images');
  const names = (await readdir(folder)).sort().slice(0, IMAGES);
  const photos = await Promise.all(names.map((name) => readFile(join(folder, name))));
  const camera = await Promise.all(
    photos.map((photo) => sharp(photo).resize(3000, 2000, { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer()),
  );
  const detector = await LogEndDetector.load({ threads: THREADS });
  console.log(`detector ${detector.settings.version}, ${THREADS} inference threads, node ${process.version}`);
  const mean = await measure(detector, '640 x 640 JPEG', photos);
  await measure(detector, '3000 x 2000 JPEG', camera);
  await detector.release();
  console.log(`target ≤ ${TARGET_MS} ms per 640 x 640 photo: ${mean <= TARGET_MS ? 'met' : 'NOT met'}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
