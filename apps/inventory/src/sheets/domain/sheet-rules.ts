import { DomainError } from '@timber/contracts';

/** §4: kind of sheet. */
export const SHEET_KIND = { IN: 1, OUT: 2 } as const;
export type SheetKind = (typeof SHEET_KIND)[keyof typeof SHEET_KIND];

/**
 * §4 statuses. 1 to 4 are pending and editable; 3 (still being measured) cannot be confirmed;
 * 5 and above are closed; 10 means the stock has moved.
 */
export const SHEET_STATUS = {
  DISABLED: 0,
  NEW: 1,
  EDITED: 2,
  MEASURING: 3,
  READY: 4,
  MERGED: 5,
  CONFIRMED: 10,
} as const;
export type SheetStatus = (typeof SHEET_STATUS)[keyof typeof SHEET_STATUS];

/** Where a log came from (§3 Wood piece dataSourceDesc). */
export const DATA_SOURCE = { DEVICE: 1, MANUAL: 2, IMAGE: 3 } as const;

export const isEditable = (status: number): boolean =>
  status >= SHEET_STATUS.NEW && status <= SHEET_STATUS.READY;

/** Editing, inline changes, the transport number and disabling need a pending sheet (§4). */
export function assertEditable(status: number): void {
  if (!isEditable(status)) {
    throw new DomainError('SHEET.NOT_EDITABLE', { status });
  }
}

export interface ConfirmableSheet {
  status: number;
  customerId: string | null;
  errorNum: number;
}

/**
 * §4 Confirm: only a pending sheet that is not still being measured; a customer is required; a
 * sheet with abnormal logs needs the user's explicit force (manual flag 1), which turns them into
 * manual entries.
 */
export function assertConfirmable(sheet: ConfirmableSheet, manual: boolean): void {
  assertEditable(sheet.status);
  if (sheet.status === SHEET_STATUS.MEASURING) {
    throw new DomainError('SHEET.STILL_MEASURING');
  }
  if (!sheet.customerId) {
    throw new DomainError('SHEET.NO_CUSTOMER');
  }
  if (sheet.errorNum > 0 && !manual) {
    throw new DomainError('SHEET.HAS_ABNORMAL_LOGS', { count: sheet.errorNum });
  }
}

export interface MergeableSheet {
  status: number;
  standard: string;
  locationId: string;
  woodKindId: string;
  customerId: string | null;
}

/**
 * §2 merge: two or more pending sheets become one. They must share what a sheet has one of: the
 * standard its volumes are measured under, the warehouse and the wood kind; customers, where set,
 * must agree. Returns the customer of the merged sheet.
 */
export function assertMergeable(sheets: readonly MergeableSheet[]): { customerId: string | null } {
  if (sheets.length < 2) {
    throw new DomainError('SHEET.MERGE_TOO_FEW');
  }
  for (const sheet of sheets) {
    assertEditable(sheet.status);
  }
  const [first] = sheets as [MergeableSheet, ...MergeableSheet[]];
  const same: [keyof MergeableSheet, string][] = [
    ['standard', 'standard'],
    ['locationId', 'location'],
    ['woodKindId', 'woodKind'],
  ];
  for (const [key, field] of same) {
    if (sheets.some((sheet) => sheet[key] !== first[key])) {
      throw new DomainError('SHEET.MERGE_MISMATCH', { field });
    }
  }
  const customers = new Set(
    sheets.map((sheet) => sheet.customerId).filter((id): id is string => id !== null),
  );
  if (customers.size > 1) {
    throw new DomainError('SHEET.MERGE_MISMATCH', { field: 'customer' });
  }
  return { customerId: [...customers][0] ?? null };
}

/** SPU: IN20261122-0007 / OUT20261122-0003, numbered per tenant, kind and day. */
export function sheetNumber(kind: SheetKind, day: string, n: number): string {
  return `${kind === SHEET_KIND.IN ? 'IN' : 'OUT'}${day.replaceAll('-', '')}-${String(n).padStart(4, '0')}`;
}
