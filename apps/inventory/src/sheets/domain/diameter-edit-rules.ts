import { DomainError } from '@timber/contracts';
import { assertEditable, SHEET_KIND, SHEET_STATUS, type SheetKind } from './sheet-rules';

/**
 * §2 Diameter edit, §7 Diameter edit submit: a pending sheet loses the logs named in removeIds
 * and gains new manual logs (newData), its totals measured again. These are the rules of one
 * edit; the handler applies them around the SQL.
 */

/** §7 flag: 1 stock-in, 2 stock-out; it must name the kind of sheet the call is for. */
export function assertFlagMatches(kind: SheetKind, flag: number): void {
  const expected = kind === SHEET_KIND.IN ? 1 : 2;
  if (flag !== expected) {
    throw new DomainError('SHEET.FLAG_MISMATCH', { flag });
  }
}

/** §5: an edit that removes nothing and adds nothing is refused (the page says "not modified"). */
export function assertSomethingToModify(removeIds: readonly string[], newLogs: readonly unknown[]): void {
  if (removeIds.length === 0 && newLogs.length === 0) {
    throw new DomainError('SHEET.NOTHING_TO_MODIFY');
  }
}

/** §4: only a pending sheet (status 1 to 4) has its diameters edited. */
export const assertDiametersEditable = (status: number): void => assertEditable(status);

/** Every id to remove must be a log of this sheet: `removed` is how many the sheet gave up. */
export function assertOwnLogs(requested: number, removed: number): void {
  if (removed !== requested) {
    throw new DomainError('SHEET.LOGS_NOT_ON_SHEET', { count: requested - removed });
  }
}

/** A sheet keeps at least one log: an edit that would leave none is refused. */
export function assertKeepsLogs(quantityAfter: number): void {
  if (quantityAfter < 1) {
    throw new DomainError('SHEET.WOULD_BE_EMPTY');
  }
}

/** A new sheet becomes "edited" (2) once its diameters change; the other pending states stay. */
export const statusAfterEdit = (status: number): number =>
  status === SHEET_STATUS.NEW ? SHEET_STATUS.EDITED : status;
