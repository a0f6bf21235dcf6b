import { type FieldError } from '../../../shared/form/validators';
import { type DiameterDraft, rowVolumeE4 } from '../sheet-rules';

/**
 * The rules of a stock-in sheet's checked (re-measured) and purchase diameter sheets (spec §2
 * Stock-in list's dialog with two tabs, §7 /checkStock/modify, /purchase/diasheet/Add and /Edit):
 * rows as typed, their checks (the server checks the same), the live volume preview, the totals
 * beside what the stock-in sheet measured, and the save body. Framework-free.
 */

/** 1 the checked (re-measured) sheet, 2 the purchase sheet (the seller's). */
export type DiameterSheetKind = 'checked' | 'purchase';

/** The server's limits (libs/contracts diameter sheet rows). */
export const DIA_MAX_CM = 300;
export const LENGTH_MAX_M = 15;
export const QTY_MAX = 10_000;
export const ROWS_MAX = 1_000;

/** Input lengths: 300, 15.25 and 10000 at most. */
export const DIA_CHARS = 3;
export const LENGTH_CHARS = 5;
export const QTY_CHARS = 5;

const WHOLE = /^\d+$/;
const LENGTH = /^\d{1,2}(\.\d{1,2})?$/;

export type RowField = 'dia' | 'len' | 'qty';
export type RowErrors = Partial<Record<RowField, FieldError>>;

export interface DiameterSheetErrors {
  /** about the rows as a whole (none, too many) */
  rows?: FieldError;
  /** each row's field errors, by the row's key */
  byRow: Record<number, RowErrors>;
}

let nextKey = 1;
export const newRowKey = (): number => nextKey++;
export const emptyRow = (len = ''): DiameterDraft => ({ key: newRowKey(), dia: '', len, qty: '' });

/** The rows of a saved sheet as the tab edits them; an empty row to type into when there is none. */
export function draftRows(records: readonly { dia: number; length: number; qty: number }[]): DiameterDraft[] {
  return records.length === 0
    ? [emptyRow()]
    : records.map((record) => ({
        key: newRowKey(),
        dia: String(record.dia),
        len: String(record.length),
        qty: String(record.qty),
      }));
}

function rowErrors(row: DiameterDraft): RowErrors {
  const errors: RowErrors = {};
  const dia = row.dia.trim();
  const len = row.len.trim();
  const qty = row.qty.trim();
  if (!dia) {
    errors.dia = { id: 'validation.required' };
  } else if (!WHOLE.test(dia) || Number(dia) < 1 || Number(dia) > DIA_MAX_CM) {
    errors.dia = { id: 'diaSheet.diaInvalid', values: { max: DIA_MAX_CM } };
  }
  if (!len) {
    errors.len = { id: 'validation.required' };
  } else if (!LENGTH.test(len) || Number(len) <= 0 || Number(len) > LENGTH_MAX_M) {
    errors.len = { id: 'diamEdit.lengthInvalid', values: { max: LENGTH_MAX_M } };
  }
  if (!qty) {
    errors.qty = { id: 'validation.required' };
  } else if (!WHOLE.test(qty) || Number(qty) < 1 || Number(qty) > QTY_MAX) {
    errors.qty = { id: 'diaSheet.qtyInvalid', values: { max: QTY_MAX } };
  }
  return errors;
}

/**
 * The sheet's checks: at least one row, at most 1000; each row a whole diameter from 1 to 300 cm,
 * a length above 0 up to 15 m (two decimals at most) and a whole number of logs from 1 to 10000.
 */
export function validateDiameterSheet(rows: readonly DiameterDraft[]): DiameterSheetErrors {
  const errors: DiameterSheetErrors = { byRow: {} };
  if (rows.length === 0) {
    errors.rows = { id: 'sheet.form.rowsRequired' };
  } else if (rows.length > ROWS_MAX) {
    errors.rows = { id: 'diaSheet.tooManyRows', values: { max: ROWS_MAX } };
  }
  for (const row of rows) {
    const found = rowErrors(row);
    if (Object.keys(found).length > 0) {
      errors.byRow[row.key] = found;
    }
  }
  return errors;
}

export const isValid = (errors: DiameterSheetErrors): boolean =>
  errors.rows === undefined && Object.keys(errors.byRow).length === 0;

/** The save body's rows; call only on rows without errors. */
export const rowsPayload = (rows: readonly DiameterDraft[]) =>
  rows.map((row) => ({
    dia: Number(row.dia.trim()),
    len: Number(row.len.trim()),
    qty: Number(row.qty.trim()),
  }));

/** The rows a count order gives (its diameter classes photo by photo): one row per class at the order's length. */
export function rowsFromCount(len: number, rows: readonly { dia: number; qty: number }[]): DiameterDraft[] {
  const byClass = new Map<number, number>();
  for (const row of rows) {
    byClass.set(row.dia, (byClass.get(row.dia) ?? 0) + row.qty);
  }
  return [...byClass.entries()]
    .sort(([a], [b]) => a - b)
    .map(([dia, qty]) => ({ key: newRowKey(), dia: String(dia), len: String(len), qty: String(qty) }));
}

export interface SheetTotals {
  qty: number;
  /** m3 in thousandths, as shown (3 decimals) */
  thousandths: number;
  /** rows whose volume the preview cannot tell (a standard of the tenant's own, a reading outside it) */
  unknown: number;
}

/** Each row's volume in ten-thousandths under the stock-in sheet's standard (null: not known here). */
export function previewVolumes(standard: string, rows: readonly DiameterDraft[]): Map<number, number | null> {
  return new Map(rows.map((row) => [row.key, rowVolumeE4(standard, row, { len: '' })]));
}

/** The tab's totals: the logs typed and their volume under the standard. */
export function sheetTotals(
  rows: readonly DiameterDraft[],
  volumes: Map<number, number | null>,
): SheetTotals {
  let qty = 0;
  let e4 = 0;
  let unknown = 0;
  for (const row of rows) {
    const count = WHOLE.test(row.qty.trim()) ? Number(row.qty.trim()) : 0;
    qty += count;
    const volume = volumes.get(row.key);
    if (volume === null || volume === undefined) {
      unknown += count > 0 ? 1 : 0;
    } else {
      e4 += volume;
    }
  }
  return { qty, thousandths: Math.floor((e4 + 5) / 10), unknown };
}

/** The difference from what the stock-in sheet measured: logs and m3 (thousandths), signed. */
export const differenceFrom = (
  measured: { qty: number; volume: number },
  totals: Pick<SheetTotals, 'qty' | 'thousandths'>,
): { qty: number; thousandths: number } => ({
  qty: totals.qty - measured.qty,
  thousandths: totals.thousandths - Math.round(measured.volume * 1000),
});

/** How a save goes: the checked sheet is replaced; the purchase sheet is added once, then edited. */
export function saveCall(
  kind: DiameterSheetKind,
  stockInHeadId: string,
  existingId: string | null,
  diameters: ReturnType<typeof rowsPayload>,
):
  | { call: 'checked'; body: { stockInHeadId: string; diameters: typeof diameters } }
  | { call: 'purchaseAdd'; body: { stockInHeadId: string; diameters: typeof diameters } }
  | { call: 'purchaseEdit'; body: { id: string; diameters: typeof diameters } } {
  if (kind === 'checked') {
    return { call: 'checked', body: { stockInHeadId, diameters } };
  }
  return existingId
    ? { call: 'purchaseEdit', body: { id: existingId, diameters } }
    : { call: 'purchaseAdd', body: { stockInHeadId, diameters } };
}
