import { type WebMessageId } from '@timber/i18n';
import { measureLog, sumE4 } from '@timber/volume';
import { numberText } from '../../shared/form/sanitize';
import { type FieldError, type Rule } from '../../shared/form/validators';
import { isoDate } from '../../shared/format/format';

/** Stock-in and stock-out statuses (spec §4, §9). */
export const SHEET_STATUS = {
  DISABLED: 0,
  NEW: 1,
  MEASURING: 3,
  READY: 4,
  MERGED: 5,
  CONFIRMED: 10,
} as const;

const STATUS_LABELS: Readonly<Record<number, WebMessageId>> = {
  0: 'sheet.status.0',
  1: 'sheet.status.1',
  2: 'sheet.status.2',
  3: 'sheet.status.3',
  4: 'sheet.status.4',
  5: 'sheet.status.5',
  10: 'sheet.status.10',
};

/** The label of a status; an unknown one reads as "status N". */
export const statusLabel = (status: number): { id: WebMessageId; values?: Record<string, number> } => {
  const id = STATUS_LABELS[status];
  return id ? { id } : { id: 'sheet.status.other', values: { status } };
};

/** The status filter: 4, 5 and 10 first as the spec names them, then the other states. */
export const STATUS_FILTER: readonly number[] = [4, 5, 10, 1, 2, 3, 0];

export interface SheetActions {
  /** Inline edits of customer, wood kind, warehouse and transport number. */
  editable: boolean;
  confirm: boolean;
  disable: boolean;
  /** The diameter edit (spec §2 Diameter edit). */
  editDiameters: boolean;
}

/** What a row allows (spec §4): 1 to 4 are pending and editable; 3 is still being measured. */
export function sheetActions(status: number): SheetActions {
  const editable = status >= SHEET_STATUS.NEW && status <= SHEET_STATUS.READY;
  return {
    editable,
    confirm: editable && status !== SHEET_STATUS.MEASURING,
    disable: editable,
    editDiameters: editable,
  };
}

/** Server codes a confirm may answer (spec §8). */
export const CONFIRM_ERROR = { NO_CUSTOMER: 400803, ABNORMAL_LOGS: 400804, SHORTFALL: 400806 } as const;

/**
 * Transport numbers (spec §5): letters and digits only, at most 20. One rule for the add-sheet
 * dialog and the list's inline editor, refused with its message rather than rewritten (issue 22).
 */
export const TRANSPORT_NUMBER = /^[A-Za-z0-9]+$/;
export const TRANSPORT_MAX = 20;
export const transportRule: Rule = (value) =>
  value.trim() && !TRANSPORT_NUMBER.test(value.trim()) ? { id: 'sheet.transportInvalid' } : null;

/** Diameters (3 characters) and quantities (5) as typed; whole numbers above 0 (spec §5). */
export const diameterInput = (raw: string): string => numberText(raw, 3);
export const quantityInput = (raw: string): string => numberText(raw, 5);
const WHOLE_ABOVE_ZERO = /^[1-9]\d*$/;

/** One diameter row of the add sheet dialog, as typed. */
export interface DiameterDraft {
  key: number;
  dia: string;
  len: string;
  qty: string;
  /** the count image the row was counted on (a sheet made from a count order) */
  imgId?: number;
}

export interface SheetDraft {
  sheetType: 1 | 2;
  date: Date | null;
  standard: string;
  locationId: string;
  kindId: string;
  supplier: string;
  vehicleLicense: string;
  len: string;
  purchaseVol: string;
  rows: DiameterDraft[];
}

export type SheetField =
  | 'date'
  | 'standard'
  | 'locationId'
  | 'kindId'
  | 'vehicleLicense'
  | 'len'
  | 'purchaseVol'
  | 'rows';
export type SheetErrors = Partial<Record<SheetField, FieldError>> & {
  /** Errors of the diameter rows by their key. */
  rowErrors?: Record<number, FieldError>;
};

const number = (text: string): number | null => {
  if (!/^\d+(\.\d+)?$/.test(text)) {
    return null;
  }
  const value = Number(text);
  return value > 0 ? value : null;
};

/** The length of a row: its own, else the sheet's default. */
const rowLength = (row: DiameterDraft, draft: Pick<SheetDraft, 'len'>): number | null =>
  number(row.len.trim() || draft.len.trim());

/** The add sheet form's rules (spec §5). */
export function validateSheet(draft: SheetDraft): SheetErrors {
  const errors: SheetErrors = {};
  if (!draft.date) {
    errors.date = { id: 'validation.required' };
  }
  for (const field of ['standard', 'locationId', 'kindId'] as const) {
    if (!draft[field]) {
      errors[field] = { id: 'validation.required' };
    }
  }
  const transport = transportRule(draft.vehicleLicense);
  if (transport) {
    errors.vehicleLicense = transport;
  }
  if (draft.len.trim() && number(draft.len.trim()) === null) {
    errors.len = { id: 'sheet.form.lengthInvalid' };
  }
  if (draft.sheetType === 2 && draft.purchaseVol.trim() && number(draft.purchaseVol.trim()) === null) {
    errors.purchaseVol = { id: 'sheet.form.volumeInvalid' };
  }
  if (draft.rows.length === 0) {
    errors.rows = { id: 'sheet.form.rowsRequired' };
  }
  const rowErrors: Record<number, FieldError> = {};
  for (const row of draft.rows) {
    const typed = [row.dia, row.qty, row.len].filter((text) => text.trim() !== '');
    if (typed.some((text) => /[^\d.]/.test(text))) {
      rowErrors[row.key] = { id: 'sheet.form.rowNumberInvalid' };
    } else if (!WHOLE_ABOVE_ZERO.test(row.dia) || !WHOLE_ABOVE_ZERO.test(row.qty)) {
      rowErrors[row.key] = { id: 'sheet.form.rowIncomplete' };
    } else if (rowLength(row, draft) === null) {
      rowErrors[row.key] = { id: 'sheet.form.rowLengthMissing' };
    }
  }
  if (Object.keys(rowErrors).length > 0) {
    errors.rowErrors = rowErrors;
  }
  return errors;
}

export const hasErrors = (errors: SheetErrors): boolean => Object.keys(errors).length > 0;

/**
 * The errors about what was typed (a minus sign, a letter, a bad transport number): shown as soon
 * as typed, where the missing fields wait for a first save (issue 22 items 9, 10).
 */
export function typedErrors(errors: SheetErrors): SheetErrors {
  const typed: SheetErrors = {};
  for (const field of ['vehicleLicense', 'len', 'purchaseVol'] as const) {
    if (errors[field]) {
      typed[field] = errors[field];
    }
  }
  const rows = Object.entries(errors.rowErrors ?? {}).filter(
    ([, error]) => error.id === 'sheet.form.rowNumberInvalid',
  );
  if (rows.length > 0) {
    typed.rowErrors = Object.fromEntries(rows);
  }
  return typed;
}

/** The volume of one row in ten-thousandths of a m3, as the server measures it; null when not measurable. */
export function rowVolumeE4(
  standard: string,
  row: DiameterDraft,
  draft: Pick<SheetDraft, 'len'>,
): number | null {
  const dia = Number(row.dia);
  const qty = Number(row.qty);
  const length = rowLength(row, draft);
  if (!standard || !/^[1-9]\d*$/.test(row.dia) || !/^\d+$/.test(row.qty) || length === null) {
    return null;
  }
  try {
    const measured = measureLog(standard, { minDiameter: dia, maxDiameter: dia, length });
    return Math.round(measured.volume * 10_000) * qty;
  } catch {
    // A reading outside the standard's tables, or a standard the library does not hold.
    return null;
  }
}

export interface SheetPreview {
  /** Volume of each row by key, in ten-thousandths; null when not measurable. */
  rows: Record<number, number | null>;
  totalQty: number;
  totalVolumeE4: number;
}

/** The live preview of the add dialog: each row's volume and the totals. */
export function previewSheet(draft: Pick<SheetDraft, 'standard' | 'len' | 'rows'>): SheetPreview {
  const rows: Record<number, number | null> = {};
  let totalQty = 0;
  for (const row of draft.rows) {
    rows[row.key] = rowVolumeE4(draft.standard, row, draft);
    totalQty += /^\d+$/.test(row.qty) ? Number(row.qty) : 0;
  }
  const measured = Object.values(rows).filter((value): value is number => value !== null);
  return { rows, totalQty, totalVolumeE4: sumE4(measured) };
}

/** m3 from ten-thousandths. */
export const e4ToM3 = (e4: number): number => e4 / 10_000;

/** The save call's body (spec §3 sheet save payload); call only on a draft without errors. */
export function sheetPayload(draft: SheetDraft, withPurchase: boolean) {
  const len = number(draft.len.trim());
  const purchaseVol = number(draft.purchaseVol.trim());
  return {
    ...(withPurchase ? { sheetType: draft.sheetType } : {}),
    date: draft.date ? isoDate(draft.date) : '',
    standard: draft.standard,
    locationId: draft.locationId,
    kindId: draft.kindId,
    ...(draft.supplier ? { supplier: draft.supplier } : {}),
    ...(draft.vehicleLicense.trim() ? { vehicleLicense: draft.vehicleLicense.trim() } : {}),
    ...(len === null ? {} : { len }),
    ...(withPurchase && draft.sheetType === 2 && purchaseVol !== null ? { purchaseVol } : {}),
    diameters: draft.rows.map((row) => {
      const rowLen = number(row.len.trim());
      return {
        dia: Number(row.dia),
        ...(rowLen === null ? {} : { len: rowLen }),
        qty: Number(row.qty),
        ...(row.imgId === undefined ? {} : { imgId: row.imgId }),
      };
    }),
  };
}
