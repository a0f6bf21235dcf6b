import { type SheetLog, summarizeSheet } from '@timber/volume';

/** What every row of one sheet's block repeats: the sheet and its names. */
export interface FittedSheet {
  spu: string;
  date: string;
  customer: string;
  woodKind: string;
  location: string;
  standard: string;
}

/** One row of the fitted diameter sheet: a diameter class and length of a sheet, or its total. */
export interface FittedRow extends FittedSheet {
  /** the diameter class in cm, or the label of a total or not-measurable row */
  dia: number | string;
  length: number | null;
  qty: number;
  /** m3, 3 decimals (half-up from the exact sum, as the volume library rounds) */
  volume: number | null;
}

/**
 * One sheet's block of the fitted diameter sheet: its logs grouped by the class the standard
 * fits each diameter to and by length class (the volume library's summary, as the diameter data
 * detail shows it), then the sheet's total, then how many logs the standard could not measure.
 */
export function fittedRows(
  sheet: FittedSheet,
  logs: readonly SheetLog[],
  unmeasured: number,
  labels: { total: string; unmeasured: string },
): FittedRow[] {
  const summary = summarizeSheet(logs);
  const rows: FittedRow[] = summary.rows.map((row) => ({
    ...sheet,
    dia: row.diameterClass,
    length: row.lengthClass,
    qty: row.quantity,
    volume: Number(row.volume),
  }));
  rows.push({
    ...sheet,
    dia: labels.total,
    length: null,
    qty: summary.totalQuantity,
    volume: Number(summary.totalVolume),
  });
  if (unmeasured > 0) {
    rows.push({ ...sheet, dia: labels.unmeasured, length: null, qty: unmeasured, volume: null });
  }
  return rows;
}

/**
 * The fitted rows of logs that arrive sheet after sheet (ordered by sheet), in groups of
 * `quantity` identical logs: one sheet's groups are held at a time, never the whole export.
 * `measure` gives a group's class, length class and volume, or undefined when the standard
 * cannot measure it (its logs are then counted apart).
 */
export async function* fittedSheets<Group extends { sheetId: string; sheet: FittedSheet; quantity: number }>(
  groups: AsyncIterable<Group>,
  measure: (group: Group) => Promise<SheetLog | undefined>,
  labels: { total: string; unmeasured: string },
): AsyncGenerator<FittedRow> {
  let current: { id: string; sheet: FittedSheet; logs: SheetLog[]; unmeasured: number } | undefined;
  for await (const group of groups) {
    if (current?.id !== group.sheetId) {
      if (current) {
        yield* fittedRows(current.sheet, current.logs, current.unmeasured, labels);
      }
      current = { id: group.sheetId, sheet: group.sheet, logs: [], unmeasured: 0 };
    }
    const measured = await measure(group);
    if (measured) {
      current.logs.push({ ...measured, quantity: group.quantity });
    } else {
      current.unmeasured += group.quantity;
    }
  }
  if (current) {
    yield* fittedRows(current.sheet, current.logs, current.unmeasured, labels);
  }
}
