/**
 * Runs the shipped log-end model through the worker's own code path (@timber/log-detector) over a
 * folder laid out like the shared dataset (`images/`, `labels/`).
 *
 *   npm run --silent model:evaluate -- <folder> [--model file.onnx] [--threads 2] [--limit n] [--verbose]
 *
 * Prints a human summary, then as its last line one JSON object:
 * {"images","truth","detected","precision","recall","countErrorPct","msPerImage"}
 * (precision and recall at IoU 0.5; countErrorPct is the mean over images of |detected - truth| / truth x 100).
 */
import { evaluateFolder, LogEndDetector } from '@timber/log-detector';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      model: { type: 'string' },
      threads: { type: 'string' },
      limit: { type: 'string' },
      threshold: { type: 'string' },
      verbose: { type: 'boolean', default: false },
    },
  });
  const folder = positionals[0];
  if (!folder || positionals.length > 1) {
    throw new Error('usage: npm run --silent model:evaluate -- <folder with images/ and labels/>');
  }
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
    throw new Error(`--limit must be a whole number above 0, got ${values.limit}`);
  }
  const detector = await LogEndDetector.load({
    modelPath: values.model ? resolve(values.model) : undefined,
    threads: values.threads ? Number(values.threads) : undefined,
    settings: values.threshold ? { threshold: Number(values.threshold) } : undefined,
  });
  const { summary, images } = await evaluateFolder(detector, resolve(folder), {
    limit,
    onImage: values.verbose
      ? (image) =>
          process.stderr.write(
            `${image.file}: ${image.detected} found, ${image.truth} labelled, ${image.matched} matched, ${image.ms.toFixed(0)} ms\n`,
          )
      : undefined,
  });
  await detector.release();
  const worst = [...images]
    .filter((image) => image.truth > 0)
    .sort((a, b) => Math.abs(b.detected - b.truth) / b.truth - Math.abs(a.detected - a.truth) / a.truth)[0];
  const lines = [
    `Log-end detector on ${summary.images} images of ${resolve(folder)}`,
    `  labelled log ends ${summary.truth}, detected ${summary.detected}`,
    `  precision ${summary.precision.toFixed(3)}, recall ${summary.recall.toFixed(3)} (IoU ≥ 0.5)`,
    `  mean count error ${summary.countErrorPct.toFixed(2)} % per image` +
      (worst ? `; worst ${worst.file}: ${worst.detected} found for ${worst.truth}` : ''),
    `  ${summary.msPerImage.toFixed(1)} ms per image end to end (read, decode, infer, decode boxes), threshold ${detector.settings.threshold}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n${JSON.stringify(summary)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
