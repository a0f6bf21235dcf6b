// Log-end detector benchmark (issues 7 and 39): milliseconds per photo end to end through the
// worker's code path (@timber/log-detector: read, decode with sharp, stretch to 640 x 640, ONNX
// inference, peaks to boxes), on the validation photos (640 x 640) and on the same photos as
// 3000 x 2000 camera JPEGs. Budget (issue 39): at most 60 ms per 640 x 640 photo and 400 ms per
// 3000 x 2000 photo on 2 cores. It also prints what the further looks of the model card's attempts
// 6 and 7 would cost (the mirror image; the mirror image and 2 x 2 tiles of the camera photo).
// Run: npm run bench:detector   [BENCH_THREADS=2 BENCH_IMAGES=40]
import { ALL_LOOKS, LogEndDetector, sharedDatasetDir } from '@timber/log-detector';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';

const THREADS = Number(process.env['BENCH_THREADS'] ?? 2);
const IMAGES = Number(process.env['BENCH_IMAGES'] ?? 40);
const BUDGET_MS = { photo640: 60, camera: 400 };

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
  const photo640 = await measure(detector, '640 x 640 JPEG', photos);
  const camera3000 = await measure(detector, '3000 x 2000 JPEG', camera);
  await detector.release();
  const looking = await LogEndDetector.load({
    threads: THREADS,
    settings: { passes: ALL_LOOKS },
  });
  await measure(looking, 'with the mirror image: 640 x 640 JPEG', photos);
  await measure(looking, 'with the mirror image and 2 x 2 tiles: 3000 x 2000 JPEG', camera);
  await looking.release();
  const verdict = (mean: number, budget: number) =>
    `${mean.toFixed(1)} ms against ≤ ${budget} ms: ${mean <= budget ? 'met' : 'NOT met'}`;
  console.log(`as shipped, per 640 x 640 photo ${verdict(photo640, BUDGET_MS.photo640)}`);
  console.log(`as shipped, per 3000 x 2000 photo ${verdict(camera3000, BUDGET_MS.camera)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
