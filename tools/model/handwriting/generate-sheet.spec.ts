import { type TemplateNumber } from '@timber/handwriting';
import { DigitNetwork, readSheetPhoto } from '@timber/handwriting-reader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSheet } from './fill-sheet';
import { generateSheet, testDigits } from './generate-sheet';
import { PHOTO_SIZES } from './photograph';
import { Random, sheetSeed } from './random';
import { describeFailure, emptyTally, scoreSheet, TARGETS } from './score';
import { type DigitsByLabel } from './write-ink';

describe('a generated sheet, photographed by a phone, read back by the reader', () => {
  let network: DigitNetwork;
  let digits: DigitsByLabel;

  beforeAll(async () => {
    network = await DigitNetwork.load();
    digits = testDigits();
  });
  afterAll(() => network.release());

  it.each<TemplateNumber>([2, 1])(
    'template %i: the rows read as written, within the per-row target',
    async (template) => {
      const { photo, truth } = await generateSheet(template, sheetSeed(40, template, 0), digits, {
        size: PHOTO_SIZES[1],
      });
      expect(photo.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      const reading = await readSheetPhoto(photo, template, network, truth.classes);
      expect(reading).not.toHaveProperty('problem');
      const tally = emptyTally();
      const wrong = scoreSheet(tally, truth.name, truth, reading, 0);
      expect(tally.writtenRows).toBeGreaterThan(8);
      // as many rows wrong as the per-row target allows (at least one); any beyond them are listed
      const allowed = Math.max(1, Math.floor(tally.writtenRows * (1 - TARGETS.rowAccuracy)));
      expect(wrong.map(describeFailure).slice(allowed)).toEqual([]);
      expect(tally.emptyRowsReadWritten).toBe(0);
    },
  );

  it('writes the same sheet for the same seed and another for another seed', () => {
    const once = fillSheet(2, new Random(7));
    expect(fillSheet(2, new Random(7))).toEqual(once);
    expect(fillSheet(2, new Random(8))).not.toEqual(once);
    const written = once.rows.filter((row) => row.values.diameter !== null);
    expect(written.length).toBeGreaterThan(20);
    for (const row of written) {
      expect(row.values.diameter).toBeGreaterThanOrEqual(8);
      expect(row.values.diameter).toBeLessThanOrEqual(120);
      expect(row.boxes.diameter!.trim()).toBe(String(row.values.diameter));
    }
  });
});
