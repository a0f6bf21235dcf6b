import { describe, expect, it } from 'vitest';
import { benchRanking, meanDiameter, type SawnKind, volumeShare } from './sawing-statistics';

const row = (fields: Partial<SawnKind>): SawnKind => ({
  benchId: 'b1',
  benchNo: '01',
  benchName: 'One',
  kindName: 'Pine',
  logE4: 0,
  boardE4: 0,
  diaSum: 0,
  measured: 0,
  ...fields,
});

// bench 01: pine 1.0 m3 → 0.6 of boards, larch 0.5 → 0.2 (1.5 → 0.8: 53.33 %)
// bench 02: pine 2.0 m3 → 1.1 (55 %)
// bench 03: larch 0.2 m3 → 0.18 (90 %)
const ROWS: SawnKind[] = [
  row({ logE4: 10_000, boardE4: 6_000, diaSum: 300, measured: 10 }),
  row({ kindName: 'Larch', logE4: 5_000, boardE4: 2_000, diaSum: 140, measured: 5 }),
  row({
    benchId: 'b2',
    benchNo: '02',
    benchName: 'Two',
    logE4: 20_000,
    boardE4: 11_000,
    diaSum: 560,
    measured: 20,
  }),
  row({
    benchId: 'b3',
    benchNo: '03',
    benchName: 'Three',
    kindName: 'Larch',
    logE4: 2_000,
    boardE4: 1_800,
    diaSum: 50,
    measured: 2,
  }),
];

describe('bench ranking (§2 statistics)', () => {
  it('ranks by outturn, highest first, with the four totals', () => {
    const result = benchRanking(ROWS, 40_000, 'outturn');
    expect(result.ranking).toEqual([
      {
        rank: 1,
        benchId: 'b3',
        benchNo: '03',
        benchName: 'Three',
        outturn: 90,
        vol: 0.2,
        woodVol: 0.18,
        avgDia: 25,
      },
      {
        rank: 2,
        benchId: 'b2',
        benchNo: '02',
        benchName: 'Two',
        outturn: 55,
        vol: 2,
        woodVol: 1.1,
        avgDia: 28,
      },
      {
        rank: 3,
        benchId: 'b1',
        benchNo: '01',
        benchName: 'One',
        outturn: 53.33,
        vol: 1.5,
        woodVol: 0.8,
        avgDia: 29.3,
      },
    ]);
    expect(result).toMatchObject({
      logProcessingTotalVol: 3.7,
      logTotalVol: 4,
      avgOutturn: 56.22, // 2.08 / 3.7
      avgDia: 28.4, // 1050 / 37 = 28.378…
    });
  });

  it('ranks by log volume when asked, ties by machine number', () => {
    expect(benchRanking(ROWS, 0, 'vol').ranking.map((r) => r.benchNo)).toEqual(['02', '01', '03']);
    const tied = [
      row({ benchId: 'b9', benchNo: '09', logE4: 100 }),
      row({ benchId: 'b4', benchNo: '04', logE4: 100 }),
    ];
    expect(benchRanking(tied, 0, 'vol').ranking.map((r) => r.benchNo)).toEqual(['04', '09']);
  });

  it('puts a bench without logs last, with no outturn, and answers empty totals for no orders', () => {
    const result = benchRanking([...ROWS, row({ benchId: 'b5', benchNo: '05' })], 0, 'outturn');
    expect(result.ranking.at(-1)).toMatchObject({ benchNo: '05', outturn: null, vol: 0, avgDia: 0 });
    expect(benchRanking([], 0, 'outturn')).toEqual({
      logProcessingTotalVol: 0,
      logTotalVol: 0,
      avgOutturn: null,
      avgDia: 0,
      ranking: [],
    });
  });

  it('rounds boards shared among kinds once, after summing', () => {
    const shared = [row({ logE4: 3, boardE4: 1.5 }), row({ kindName: 'Larch', logE4: 3, boardE4: 1.5 })];
    expect(benchRanking(shared, 6, 'outturn').ranking[0]).toMatchObject({ outturn: 50 });
  });
});

describe('volume share by variety (§2 pie)', () => {
  it('answers the logs and the boards by wood kind, largest first', () => {
    expect(volumeShare(ROWS)).toEqual([
      { dim: 'log', name: ['Pine', 'Larch'], value: [3, 0.7] },
      { dim: 'board', name: ['Pine', 'Larch'], value: [1.7, 0.38] },
    ]);
    expect(volumeShare([])).toEqual([
      { dim: 'log', name: [], value: [] },
      { dim: 'board', name: [], value: [] },
    ]);
  });
});

describe('mean diameter class', () => {
  it.each([
    [300, 10, 30],
    [1050, 37, 28.4],
    [5, 2, 2.5],
    [0, 0, 0],
  ])('%d over %d → %d', (sum, measured, expected) => {
    expect(meanDiameter(sum, measured)).toBe(expected);
  });
});
