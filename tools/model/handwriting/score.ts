import { type CellReading, type DigitField, type PhotoProblem, type RowReading } from '@timber/handwriting';
import { type FilledSheet, type WrittenRow } from './fill-sheet';

/** Issue 40's targets for the whole reading of a generated sheet. */
export const TARGETS = { digitAccuracy: 0.98, rowAccuracy: 0.95, secondsPerSheet: 2 } as const;

/** What a set of sheets' readings add up to. */
export interface Tally {
  sheets: number;
  /** sheets the reader refused, with its reason (their written boxes and rows count as wrong) */
  refused: { name: string; problem: PhotoProblem }[];
  writtenBoxes: number;
  writtenRight: number;
  /** written boxes read as empty */
  writtenReadEmpty: number;
  emptyBoxes: number;
  emptyReadEmpty: number;
  /** rows with anything written */
  writtenRows: number;
  rowsRight: number;
  writtenRowsDoubtful: number;
  wrongRowsDoubtful: number;
  emptyRows: number;
  /** rows with nothing written that read as written */
  emptyRowsReadWritten: number;
  /** how often each written digit (or ' ', an empty box) read as each other: "7 as 1" */
  confusions: Map<string, number>;
  seconds: number[];
}

/** A written row read wrong: what was written beside what was read. */
export interface RowFailure {
  sheet: string;
  number: number;
  classCm?: number;
  written: WrittenRow['boxes'];
  read: Pick<CellReading, 'field' | 'digits' | 'value' | 'confidence' | 'flags'>[];
  doubtful: boolean;
  /** the boxes read wrong, as field and position */
  wrongBoxes: { field: DigitField; digit: number }[];
}

export function emptyTally(): Tally {
  return {
    sheets: 0,
    refused: [],
    writtenBoxes: 0,
    writtenRight: 0,
    writtenReadEmpty: 0,
    emptyBoxes: 0,
    emptyReadEmpty: 0,
    writtenRows: 0,
    rowsRight: 0,
    writtenRowsDoubtful: 0,
    wrongRowsDoubtful: 0,
    emptyRows: 0,
    emptyRowsReadWritten: 0,
    confusions: new Map(),
    seconds: [],
  };
}

const isWritten = (row: WrittenRow) => Object.values(row.boxes).some((boxes) => boxes.trim() !== '');

const sameValue = (written: number | null | undefined, read: number | null) =>
  written === null || written === undefined
    ? read === null
    : read !== null && Math.abs(written - read) < 1e-6;

const confused = (tally: Tally, written: string, read: number | null) => {
  const key = `${written === ' ' ? 'empty' : written} as ${read === null ? 'empty' : read}`;
  tally.confusions.set(key, (tally.confusions.get(key) ?? 0) + 1);
};

/**
 * Scores one sheet's reading against what was written on it, into `tally`: every box (written ones
 * read right, empty ones read empty), every row (each of its cells' values right), how long it took.
 * Answers the written rows read wrong.
 */
export function scoreSheet(
  tally: Tally,
  name: string,
  truth: FilledSheet,
  reading: { rows: RowReading[] } | { problem: PhotoProblem },
  seconds: number,
): RowFailure[] {
  tally.sheets += 1;
  tally.seconds.push(seconds);
  const refused = 'problem' in reading;
  if (refused) {
    tally.refused.push({ name, problem: reading.problem });
  }
  const readRows = new Map((refused ? [] : reading.rows).map((row) => [row.number, row]));
  const failures: RowFailure[] = [];
  for (const written of truth.rows) {
    const read = readRows.get(written.number);
    const wrongBoxes: RowFailure['wrongBoxes'] = [];
    let right = read !== undefined;
    for (const [field, boxes] of Object.entries(written.boxes) as [DigitField, string][]) {
      const cell = read?.cells.find((candidate) => candidate.field === field);
      if (!cell || !sameValue(written.values[field], cell.value)) {
        right = false;
      }
      [...boxes].forEach((character, digit) => {
        const readDigit = cell ? (cell.digits[digit] ?? null) : null;
        if (character === ' ') {
          tally.emptyBoxes += 1;
          if (readDigit === null) {
            tally.emptyReadEmpty += 1;
          } else {
            confused(tally, character, readDigit);
            wrongBoxes.push({ field, digit });
          }
          return;
        }
        tally.writtenBoxes += 1;
        if (readDigit === Number(character)) {
          tally.writtenRight += 1;
          return;
        }
        if (readDigit === null) {
          tally.writtenReadEmpty += 1;
        }
        confused(tally, character, readDigit);
        wrongBoxes.push({ field, digit });
      });
    }
    if (!isWritten(written)) {
      tally.emptyRows += 1;
      if (read && !read.empty) {
        tally.emptyRowsReadWritten += 1;
      }
      continue;
    }
    tally.writtenRows += 1;
    const doubtful = read?.doubtful ?? false;
    if (doubtful) {
      tally.writtenRowsDoubtful += 1;
    }
    if (right) {
      tally.rowsRight += 1;
      continue;
    }
    if (doubtful) {
      tally.wrongRowsDoubtful += 1;
    }
    failures.push({
      sheet: name,
      number: written.number,
      ...(written.classCm === undefined ? {} : { classCm: written.classCm }),
      written: written.boxes,
      read: (read?.cells ?? []).map(({ field, digits, value, confidence, flags }) => ({
        field,
        digits,
        value,
        confidence,
        flags,
      })),
      doubtful,
      wrongBoxes,
    });
  }
  return failures;
}

export function addTallies(tallies: readonly Tally[]): Tally {
  const total = emptyTally();
  for (const tally of tallies) {
    for (const key of Object.keys(total) as (keyof Tally)[]) {
      const value = tally[key];
      if (typeof value === 'number') {
        (total[key] as number) += value;
      }
    }
    total.refused.push(...tally.refused);
    total.seconds.push(...tally.seconds);
    for (const [key, count] of tally.confusions) {
      total.confusions.set(key, (total.confusions.get(key) ?? 0) + count);
    }
  }
  return total;
}

/** The figures the targets are judged on. */
export interface Figures {
  sheets: number;
  refused: number;
  digitAccuracy: number;
  writtenBoxes: number;
  writtenRight: number;
  writtenReadEmpty: number;
  emptyBoxesReadEmpty: number;
  emptyBoxes: number;
  rowAccuracy: number;
  writtenRows: number;
  doubtfulShare: number;
  wrongRows: number;
  wrongRowsDoubtful: number;
  emptyRowsReadWritten: number;
  secondsMean: number;
  secondsMax: number;
}

const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

export function figuresOf(tally: Tally): Figures {
  return {
    sheets: tally.sheets,
    refused: tally.refused.length,
    digitAccuracy: share(tally.writtenRight, tally.writtenBoxes),
    writtenBoxes: tally.writtenBoxes,
    writtenRight: tally.writtenRight,
    writtenReadEmpty: tally.writtenReadEmpty,
    emptyBoxesReadEmpty: share(tally.emptyReadEmpty, tally.emptyBoxes),
    emptyBoxes: tally.emptyBoxes,
    rowAccuracy: share(tally.rowsRight, tally.writtenRows),
    writtenRows: tally.writtenRows,
    doubtfulShare: share(tally.writtenRowsDoubtful, tally.writtenRows),
    wrongRows: tally.writtenRows - tally.rowsRight,
    wrongRowsDoubtful: tally.wrongRowsDoubtful,
    emptyRowsReadWritten: tally.emptyRowsReadWritten,
    secondsMean: tally.seconds.reduce((sum, seconds) => sum + seconds, 0) / Math.max(1, tally.seconds.length),
    secondsMax: Math.max(0, ...tally.seconds),
  };
}

/** Which targets the figures miss (none: an empty list). */
export function missedTargets(figures: Figures): string[] {
  return [
    ...(figures.digitAccuracy < TARGETS.digitAccuracy ? ['per-digit accuracy'] : []),
    ...(figures.rowAccuracy < TARGETS.rowAccuracy ? ['per-row accuracy'] : []),
    ...(figures.secondsMean > TARGETS.secondsPerSheet ? ['seconds per sheet'] : []),
  ];
}

/** A wrong row in a line: what was written in its boxes, what was read, how sure. */
export function describeFailure(failure: RowFailure): string {
  const written = Object.entries(failure.written)
    .map(([field, boxes]) => `${field} [${boxes}]`)
    .join(' ');
  const read = failure.read
    .map(
      (cell) =>
        `${cell.field} [${cell.digits.map((digit) => (digit === null ? ' ' : String(digit))).join('')}] ` +
        `${(cell.confidence * 100).toFixed(0)} %${cell.flags.length > 0 ? ` ${cell.flags.join('+')}` : ''}`,
    )
    .join(' ');
  const row = failure.classCm === undefined ? `log ${failure.number}` : `class ${failure.classCm}`;
  return `${failure.sheet} ${row}: written ${written}; read ${read}${failure.doubtful ? ' (doubtful)' : ''}`;
}
