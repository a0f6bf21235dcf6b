import { describe, expect, it } from 'vitest';
import { boardVolumeE4, outturnPercent } from './board';

describe('board volume of sawing specifications', () => {
  it.each([
    // length m, width mm, thickness mm, pieces → ten-thousandths of a m3
    [4, 200, 50, 10, 4000],
    [4, 100, 100, 1, 400],
    [6, 150, 30, 12, 3240],
    [2.5, 120, 25, 7, 525],
    [3.33, 95, 22, 3, 209], // 0.0208791 m3 → 208.791 → 209
    [1.05, 33, 17, 1, 6], // 0.00058905 → 5.8905 → 6
    [1, 10, 10, 1, 1], // 0.0001 m3
    [1, 10, 5, 1, 1], // 0.00005 → 0.5 → half-up 1
    [1, 7, 7, 1, 0], // 0.000049 → 0.49 → 0
    [15, 300, 100, 9999, 44_995_500], // 4499.55 m3,
    [4, 200, 50, 0, 0],
  ])('%d m × %d × %d mm × %d pieces → %d', (lengthM, widthMm, thicknessMm, pieces, expected) => {
    expect(boardVolumeE4([{ lengthM, widthMm, thicknessMm, pieces }])).toBe(expected);
  });

  it('sums the exact terms before rounding once', () => {
    // each 0.00005 m3 (half of one ten-thousandth): rounded separately 1 + 1 + 1, summed 1.5 → 2
    const half = { lengthM: 1, widthMm: 10, thicknessMm: 5, pieces: 1 };
    expect(boardVolumeE4([half, half, half])).toBe(2);
    expect(boardVolumeE4([])).toBe(0);
  });
});

describe('outturn percent', () => {
  it.each([
    [4000, 6400, 62.5],
    [6400, 6400, 100],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [0, 5000, 0],
    [12345, 20000, 61.73], // 61.725 → half-up 61.73
    [7001, 10000, 70.01],
  ])('%d of %d → %d %%', (board, log, expected) => {
    expect(outturnPercent(board, log)).toBe(expected);
  });

  it('is unknown without log volume', () => {
    expect(outturnPercent(4000, 0)).toBeNull();
  });
});
