import { readdir, readFile } from 'node:fs/promises';
import { extname, join, parse } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseYoloLabels } from './labels';
import type { LogEndDetector } from './log-end-detector';
import { scoreImage, summarise, type EvaluationSummary, type ImageScore } from './scoring';

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp']);

export interface ImageResult extends ImageScore {
  file: string;
  ms: number;
}

/**
 * Runs the detector over a folder laid out like the shared dataset (`images/`, `labels/` with
 * YOLO boxes or polygons) image by image, timing each end to end: read, decode, infer, decode
 * outputs. An image without a label file counts as one with no log ends.
 */
export async function evaluateFolder(
  detector: LogEndDetector,
  folder: string,
  options: { limit?: number; onImage?: (result: ImageResult) => void } = {},
): Promise<{ summary: EvaluationSummary; images: ImageResult[] }> {
  const names = (await readdir(join(folder, 'images')))
    .filter((name) => IMAGE_EXTENSIONS.has(extname(name).toLowerCase()))
    .sort()
    .slice(0, options.limit);
  if (names.length === 0) {
    throw new Error(`no images in ${join(folder, 'images')}`);
  }
  const images: ImageResult[] = [];
  for (const name of names) {
    const started = performance.now();
    const detection = await detector.detect(await readFile(join(folder, 'images', name)));
    const ms = performance.now() - started;
    const labels = await readFile(join(folder, 'labels', `${parse(name).name}.txt`), 'utf8').catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') {
          return '';
        }
        throw error;
      },
    );
    const truth = parseYoloLabels(labels, detection.width, detection.height);
    const result = { file: name, ms, ...scoreImage(detection.logs, truth) };
    images.push(result);
    options.onImage?.(result);
  }
  const msPerImage = images.reduce((sum, image) => sum + image.ms, 0) / images.length;
  return { summary: summarise(images, msPerImage), images };
}
