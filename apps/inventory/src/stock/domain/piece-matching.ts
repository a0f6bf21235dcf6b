/**
 * Which log in stock each log of a stock-out takes (§2 stock, issue 5: stock by piece).
 *
 * Both sides are classified under the stock-out sheet's standard (diameter class in cm, length
 * class in cm; null where the standard cannot measure the log, and always for a dummy piece).
 * Each out log takes, in three passes over the logs in their order:
 *  1. a piece of the same length and diameter class, the oldest first;
 *  2. else a piece of the same length with the nearest diameter class (equally near on both
 *     sides: the older piece);
 *  3. else any piece, the oldest first (dummies and pieces the standard cannot measure included).
 * Pure and framework-free; linear in pieces plus logs times the diameter classes of one length.
 */
export interface ClassifiedLog {
  id: string;
  diameterClass: number | null;
  lengthClassCm: number | null;
}

export interface ClassifiedPiece extends ClassifiedLog {
  /** order of arrival: a smaller value is older */
  seq: number;
}

export interface PieceMatch {
  logId: string;
  pieceId: string;
  rule: 'same-class' | 'nearest-diameter' | 'any';
}

export interface MatchResult {
  matches: PieceMatch[];
  /** logs left without a piece: only when there are fewer pieces than logs */
  unmatched: string[];
}

/** A queue of pieces (indices into the seq-sorted list), oldest first, consumed from the head. */
interface Queue {
  items: number[];
  head: number;
}

const isMeasured = (
  log: ClassifiedLog,
): log is ClassifiedLog & { diameterClass: number; lengthClassCm: number } =>
  log.diameterClass !== null && log.lengthClassCm !== null;

export function matchPieces(logs: readonly ClassifiedLog[], pieces: readonly ClassifiedPiece[]): MatchResult {
  const sorted = [...pieces].sort((a, b) => a.seq - b.seq);
  const taken = new Uint8Array(sorted.length);
  // length class → diameter class → pieces of that class, oldest first
  const byLength = new Map<number, Map<number, Queue>>();
  for (const [index, piece] of sorted.entries()) {
    if (!isMeasured(piece)) {
      continue;
    }
    let classes = byLength.get(piece.lengthClassCm);
    if (!classes) {
      classes = new Map();
      byLength.set(piece.lengthClassCm, classes);
    }
    let queue = classes.get(piece.diameterClass);
    if (!queue) {
      queue = { items: [], head: 0 };
      classes.set(piece.diameterClass, queue);
    }
    queue.items.push(index);
  }
  /** The oldest piece of a queue not taken yet (pass 3 may have taken some), without taking it. */
  const peek = (queue: Queue | undefined): number | undefined => {
    if (!queue) {
      return undefined;
    }
    while (queue.head < queue.items.length && taken[queue.items[queue.head]!]) {
      queue.head += 1;
    }
    return queue.items[queue.head];
  };
  const matchOf = new Map<string, PieceMatch>();
  const take = (log: ClassifiedLog, index: number, rule: PieceMatch['rule']) => {
    taken[index] = 1;
    matchOf.set(log.id, { logId: log.id, pieceId: sorted[index]!.id, rule });
  };

  // 1. same length and diameter class
  for (const log of logs) {
    if (!isMeasured(log)) {
      continue;
    }
    const index = peek(byLength.get(log.lengthClassCm)?.get(log.diameterClass));
    if (index !== undefined) {
      take(log, index, 'same-class');
    }
  }
  // 2. nearest diameter class of the same length
  for (const log of logs) {
    if (matchOf.has(log.id) || !isMeasured(log)) {
      continue;
    }
    const classes = byLength.get(log.lengthClassCm);
    if (!classes) {
      continue;
    }
    let best: { index: number; distance: number } | undefined;
    for (const [diameterClass, queue] of classes) {
      const index = peek(queue);
      if (index === undefined) {
        continue;
      }
      const distance = Math.abs(diameterClass - log.diameterClass);
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && sorted[index]!.seq < sorted[best.index]!.seq)
      ) {
        best = { index, distance };
      }
    }
    if (best) {
      take(log, best.index, 'nearest-diameter');
    }
  }
  // 3. any piece, oldest first
  let next = 0;
  for (const log of logs) {
    if (matchOf.has(log.id)) {
      continue;
    }
    while (next < sorted.length && taken[next]) {
      next += 1;
    }
    if (next < sorted.length) {
      take(log, next, 'any');
    }
  }
  const matches: PieceMatch[] = [];
  const unmatched: string[] = [];
  for (const log of logs) {
    const match = matchOf.get(log.id);
    if (match) {
      matches.push(match);
    } else {
      unmatched.push(log.id);
    }
  }
  return { matches, unmatched };
}
