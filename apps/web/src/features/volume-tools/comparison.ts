import {
  measureLog,
  type PresetCode,
  type SheetLog,
  summarizeSheet,
  type VolumeErrorCode,
} from '@timber/volume';
import { positiveNumber } from '../../shared/form/sanitize';
import { volumeErrorCode } from '../../shared/volume/volume-text';

/** One row of the log set as typed: short diameter, optional long diameter, length, quantity. */
export interface LogRowInput {
  key: number;
  short: string;
  long: string;
  length: string;
  quantity: string;
}

export type ComparisonCell =
  | {
      diameterClass: number;
      /** Volume of the row (one log times the quantity), thousandths and 3-decimal text. */
      thousandths: number;
      volume: string;
      /** Differs from the reference (first) standard's class or volume. */
      differs: boolean;
    }
  | { error: VolumeErrorCode };

type MeasuredCell =
  | { diameterClass: number; thousandths: number; volume: string }
  | { error: VolumeErrorCode };

export interface StandardTotal {
  code: PresetCode;
  quantity: number;
  thousandths: number;
  volume: string;
  /** Total minus the reference standard's total, in thousandths. */
  difference: number;
}

export interface Comparison {
  /** Per row, per chosen standard; null for a row not complete yet. */
  cells: (ComparisonCell[] | null)[];
  totals: StandardTotal[];
}

/** The numbers of a row, or null while it is incomplete (quantity defaults to 1). */
function logOf(
  row: LogRowInput,
): { minDiameter: number; maxDiameter: number; length: number; quantity: number } | null {
  const short = positiveNumber(row.short);
  const length = positiveNumber(row.length);
  if (short === null || length === null) {
    return null;
  }
  const long = positiveNumber(row.long) ?? short;
  const quantity = row.quantity.trim() === '' ? 1 : Number(row.quantity);
  if (!Number.isSafeInteger(quantity) || quantity <= 0) {
    return null;
  }
  return { minDiameter: Math.min(short, long), maxDiameter: Math.max(short, long), length, quantity };
}

/**
 * The log set under each chosen standard, measured and totalled by libs/volume; cells and totals
 * that differ from the first chosen standard are flagged.
 */
export function compareStandards(rows: readonly LogRowInput[], codes: readonly PresetCode[]): Comparison {
  const logs = rows.map(logOf);
  const sheets = codes.map((): SheetLog[] => []);
  const measured = logs.map((log) =>
    log === null
      ? null
      : codes.map((code, index): MeasuredCell => {
          try {
            const m = measureLog(code, log);
            const sheetLog = {
              diameterClass: m.diameterClass,
              lengthClass: m.lengthClass,
              volumeE4: m.volumeE4,
              quantity: log.quantity,
            };
            sheets[index]?.push(sheetLog);
            const row = summarizeSheet([sheetLog]);
            return {
              diameterClass: m.diameterClass,
              thousandths: row.totalVolumeThousandths,
              volume: row.totalVolume,
            };
          } catch (error) {
            return { error: volumeErrorCode(error) };
          }
        }),
  );
  const cells = measured.map((row) => {
    if (row === null) {
      return null;
    }
    const [reference] = row;
    return row.map((cell): ComparisonCell => {
      if ('error' in cell) {
        return cell;
      }
      const differs =
        reference !== undefined &&
        ('error' in reference ||
          reference.diameterClass !== cell.diameterClass ||
          reference.thousandths !== cell.thousandths);
      return { ...cell, differs };
    });
  });
  const summaries = sheets.map((sheet) => summarizeSheet(sheet));
  const referenceTotal = summaries[0]?.totalVolumeThousandths ?? 0;
  const totals = codes.map((code, index) => {
    const summary = summaries[index];
    const thousandths = summary?.totalVolumeThousandths ?? 0;
    return {
      code,
      quantity: summary?.totalQuantity ?? 0,
      thousandths,
      volume: summary?.totalVolume ?? '0.000',
      difference: thousandths - referenceTotal,
    };
  });
  return { cells, totals };
}

/**
 * Rows from pasted lines: `short [long] length quantity`, numbers separated by spaces, tabs,
 * commas or semicolons (a decimal comma is not supported). Blank lines are skipped; the 1-based
 * numbers of lines that do not read are returned.
 */
export function parsePastedLines(
  text: string,
  firstKey: number,
): { rows: LogRowInput[]; badLines: number[] } {
  const rows: LogRowInput[] = [];
  const badLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const fields = line
      .trim()
      .split(/[\s,;]+/)
      .filter(Boolean);
    if (fields.length === 0) {
      return;
    }
    const numbers = fields.map((field) => positiveNumber(field));
    if ((fields.length !== 3 && fields.length !== 4) || numbers.some((value) => value === null)) {
      badLines.push(index + 1);
      return;
    }
    const [short = '', long, length = '', quantity = ''] =
      fields.length === 4 ? fields : [fields[0], '', fields[1], fields[2]];
    if (!/^\d+$/.test(quantity)) {
      badLines.push(index + 1);
      return;
    }
    rows.push({ key: firstKey + rows.length, short, long: long ?? '', length, quantity });
  });
  return { rows, badLines };
}
