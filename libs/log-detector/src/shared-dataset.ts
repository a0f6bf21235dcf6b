import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The shared labelled photos (never copied into the repository): `COUNTING_DATASET_DIR`, else
 * `../shared/datasets/wood-log-counting` beside the checkout or under /work.
 */
export function sharedDatasetDir(): string {
  const candidates = [
    process.env['COUNTING_DATASET_DIR'],
    resolve(__dirname, '../../../../shared/datasets/wood-log-counting'),
    '/work/shared/datasets/wood-log-counting',
  ].filter((candidate): candidate is string => Boolean(candidate));
  const found = candidates.find((candidate) => existsSync(resolve(candidate, 'valid', 'images')));
  if (!found) {
    throw new Error(
      `the labelled photos are not here (looked in ${candidates.join(', ')}); set COUNTING_DATASET_DIR`,
    );
  }
  return found;
}
