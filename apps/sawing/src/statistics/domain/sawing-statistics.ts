import { type BenchRank, type SawingRanking, type VolumeShare } from '@timber/contracts';
import { e4ToThousandths, outturnPercent } from '@timber/volume';

// The statistics tab (spec §2 Sawing, §3 Ranking row, totals, pie data), free of any framework:
// sums of what the closed orders sawed, per bench and per wood kind.

/** What one bench sawed of one wood kind over the range (closed orders, merged ones counted in). */
export interface SawnKind {
  benchId: string;
  benchNo: string;
  benchName: string;
  kindName: string;
  /** the logs, ten-thousandths of a m3 */
  logE4: number;
  /** the boards, ten-thousandths of a m3, shared among the order's kinds by log volume (not rounded) */
  boardE4: number;
  diaSum: number;
  measured: number;
}

const m3 = (volumeE4: number): number => e4ToThousandths(Math.round(volumeE4)) / 1000;

/** The quantity-weighted mean diameter class, 1 decimal half-up; 0 without a measured log. */
export const meanDiameter = (diaSum: number, measured: number): number =>
  measured === 0 ? 0 : Math.floor((20 * diaSum + measured) / (2 * measured)) / 10;

interface Sums {
  logE4: number;
  boardE4: number;
  diaSum: number;
  measured: number;
}
const add = (sums: Sums, row: Sums): Sums => ({
  logE4: sums.logE4 + row.logE4,
  boardE4: sums.boardE4 + row.boardE4,
  diaSum: sums.diaSum + row.diaSum,
  measured: sums.measured + row.measured,
});
const ZERO: Sums = { logE4: 0, boardE4: 0, diaSum: 0, measured: 0 };

/**
 * The four totals and the benches ranked by outturn or by log volume, highest first (a bench
 * without logs has no outturn and comes last), ties by machine number. allLogE4: the logs of
 * every order of the range, open ones included (logTotalVol).
 */
export function benchRanking(
  rows: readonly SawnKind[],
  allLogE4: number,
  orderBy: 'outturn' | 'vol',
): SawingRanking {
  const benches = new Map<string, { benchNo: string; benchName: string; sums: Sums }>();
  for (const row of rows) {
    const bench = benches.get(row.benchId) ?? { benchNo: row.benchNo, benchName: row.benchName, sums: ZERO };
    benches.set(row.benchId, { ...bench, sums: add(bench.sums, row) });
  }
  const ranked = [...benches.entries()].map(([benchId, { benchNo, benchName, sums }]) => ({
    benchId,
    benchNo,
    benchName,
    outturn: outturnPercent(Math.round(sums.boardE4), sums.logE4),
    vol: m3(sums.logE4),
    woodVol: m3(sums.boardE4),
    avgDia: meanDiameter(sums.diaSum, sums.measured),
  }));
  const key = (rank: Omit<BenchRank, 'rank'>) => (orderBy === 'vol' ? rank.vol : (rank.outturn ?? -1));
  ranked.sort((a, b) => key(b) - key(a) || a.benchNo.localeCompare(b.benchNo));
  const total = rows.reduce(add, ZERO);
  return {
    logProcessingTotalVol: m3(total.logE4),
    logTotalVol: m3(allLogE4),
    avgOutturn: outturnPercent(Math.round(total.boardE4), total.logE4),
    avgDia: meanDiameter(total.diaSum, total.measured),
    ranking: ranked.map((rank, index) => ({ rank: index + 1, ...rank })),
  };
}

/** The volume share by variety: of the logs and of the boards, each largest first. */
export function volumeShare(rows: readonly SawnKind[]): VolumeShare {
  const kinds = new Map<string, Sums>();
  for (const row of rows) {
    kinds.set(row.kindName, add(kinds.get(row.kindName) ?? ZERO, row));
  }
  const dim = (which: 'log' | 'board') => {
    const volumeOf = (sums: Sums) => m3(which === 'log' ? sums.logE4 : sums.boardE4);
    const sorted = [...kinds.entries()]
      .map(([name, sums]) => ({ name, value: volumeOf(sums) }))
      .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
    return { dim: which, name: sorted.map((s) => s.name), value: sorted.map((s) => s.value) };
  };
  return [dim('log'), dim('board')];
}
