import { describe, expect, it } from 'vitest';
import { type DigitBox, templateLayout } from './layout';
import { type BoxCut } from './locate';
import { type DigitProbabilities, readRows } from './read';

/**
 * The sheet as written: per row number, each field's boxes' digits ('' an empty box). A box's cut
 * carries its digit in its first sample (the fake network reads it back), `sure` as its probability.
 */
type Written = Record<number, Partial<Record<'count' | 'diameter' | 'length', string>>>;

function fakes(
  layout: ReturnType<typeof templateLayout>,
  written: Written,
  sure: Record<string, number | [number, number]> = {},
) {
  const cut = (box: DigitBox): BoxCut => {
    const row = layout.rows.find((candidate) => candidate.boxes.includes(box))!;
    const text = written[row.number]?.[box.field] ?? '';
    const char = text[box.digit] ?? ' ';
    const pixels = new Float32Array(28 * 28);
    pixels[0] = char === ' ' ? -1 : Number(char);
    const [p, runnerUp] = [sure[`${row.number}.${box.field}.${box.digit}`] ?? 0.99].flat();
    pixels[1] = p!;
    pixels[2] = runnerUp ?? (Number(char) + 1) % 10;
    return { pixels, ink: char === ' ' ? 0 : 0.2 };
  };
  const asked: number[] = [];
  const read = (cuts: readonly Float32Array[]): Promise<DigitProbabilities[]> => {
    asked.push(cuts.length);
    return Promise.resolve(
      cuts.map((pixels) => {
        const digit = pixels[0]!;
        const p = pixels[1]!;
        // the rest shared out, most of it to the runner-up
        return Array.from({ length: 10 }, (_, value) =>
          value === digit ? p : value === pixels[2] ? (1 - p) * 0.8 : (1 - p) * 0.025,
        );
      }),
    );
  };
  return { cut, read, asked };
}

describe('readRows', () => {
  it('reads template two: diameters and lengths, empty boxes as empty (never 0), empty rows empty', async () => {
    const layout = templateLayout(2);
    // diameters written left-aligned or right-aligned; a length with and without its tenths
    const { cut, read, asked } = fakes(layout, {
      1: { diameter: '32 ' },
      2: { diameter: ' 28', length: ' 45' },
      3: { diameter: '104', length: '12 ' },
    });
    const rows = await readRows(layout, cut, read);
    expect(rows).toHaveLength(69);
    const [one, two, three, four] = rows;
    expect(one!.cells.map((cell) => cell.value)).toEqual([32, null]);
    expect(one!.cells[0]!.digits).toEqual([3, 2, null]);
    expect(two!.cells.map((cell) => cell.value)).toEqual([28, 4.5]);
    expect(three!.cells.map((cell) => cell.value)).toEqual([104, 12]);
    expect(four!.empty).toBe(true);
    expect(four!.cells.every((cell) => cell.value === null && cell.flags.length === 0)).toBe(true);
    expect(rows.filter((row) => row.doubtful)).toEqual([]);
    // only boxes with ink are asked of the network, in one batch
    expect(asked).toEqual([2 + 2 + 2 + 3 + 2]);
    // the crop covers the row's number and all its boxes
    const row = layout.rows[0]!;
    expect(one!.crop.x).toBe(row.label.x);
    expect(one!.crop.x + one!.crop.w).toBeCloseTo(Math.max(...row.boxes.map((box) => box.x + box.w)));
  });

  it('reads template one by line with its class; a written 0 is a count of none, not an empty box', async () => {
    const layout = templateLayout(1, [10, 12, 14]);
    const { cut, read } = fakes(layout, { 1: { count: ' 17' }, 2: { count: '  0' } });
    const rows = await readRows(layout, cut, read);
    expect(rows.map((row) => [row.classCm, row.cells[0]!.value, row.empty])).toEqual([
      [10, 17, false],
      [12, 0, false],
      [14, null, true],
    ]);
  });

  it('flags an unsure digit and a gap, and keeps the doubtful rows apart', async () => {
    const layout = templateLayout(2);
    const { cut, read } = fakes(
      layout,
      { 1: { diameter: '36 ' }, 2: { diameter: '4 2' }, 3: { diameter: '30 ' } },
      { '1.diameter.1': 0.6 },
    );
    const rows = await readRows(layout, cut, read);
    expect(rows[0]!.cells[0]).toMatchObject({ value: 36, flags: ['unsure'] });
    expect(rows[0]!.confidence).toBeCloseTo(0.99 * 0.6);
    expect(rows[0]!.doubtful).toBe(true);
    expect(rows[1]!.cells[0]!.flags).toContain('gap');
    expect(rows[2]!.doubtful).toBe(false);
  });

  it('takes a likely reading inside the limits, and flags a value with none likely inside them', async () => {
    const layout = templateLayout(2);
    // 412 cm is no diameter, but its first digit might be a 1 (0.44): 112, to be checked
    const { cut, read } = fakes(
      layout,
      { 1: { diameter: '412' }, 2: { diameter: '999' }, 3: { diameter: '20 ', length: '99 ' } },
      { '1.diameter.0': [0.55, 1] },
    );
    const rows = await readRows(layout, cut, read);
    expect(rows[0]!.cells[0]).toMatchObject({ value: 112, flags: ['unsure'] });
    // a clear 999: nothing inside the limits is likely, so it stays as read and is flagged
    expect(rows[1]!.cells[0]).toMatchObject({ value: 999, flags: ['outOfLimits'] });
    expect(rows[1]!.doubtful).toBe(true);
    // 99 m is no log's length: flagged, never saved as read
    expect(rows[2]!.cells[1]).toMatchObject({ value: 99, flags: ['outOfLimits'] });
  });

  it('a length without a diameter is doubtful', async () => {
    const layout = templateLayout(2);
    const { cut, read } = fakes(layout, { 5: { length: ' 40' } });
    const rows = await readRows(layout, cut, read);
    expect(rows[4]).toMatchObject({ empty: false, doubtful: true });
  });
});
