import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The shared labelled photos, found as libs/log-detector's `sharedDatasetDir` finds them (the web
 * project may not import a server library): COUNTING_DATASET_DIR, else beside the checkout or
 * under /work.
 */
export function sharedDatasetDir(): string {
  const candidates = [
    process.env['COUNTING_DATASET_DIR'],
    resolve(import.meta.dirname, '../../../../../shared/datasets/wood-log-counting'),
    '/work/shared/datasets/wood-log-counting',
  ].filter((candidate): candidate is string => Boolean(candidate));
  const found = candidates.find((candidate) => existsSync(join(candidate, 'valid', 'images')));
  if (!found) {
    throw new Error(`the labelled photos are not here (looked in ${candidates.join(', ')})`);
  }
  return found;
}
