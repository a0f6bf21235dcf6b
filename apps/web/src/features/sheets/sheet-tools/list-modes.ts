/**
 * Merge mode and share mode of the sheet lists (spec §2, §4): mutually exclusive; in merge mode
 * only pending sheets (status 1 to 4) can be ticked; in share mode every row shows a box but only
 * confirmed sheets (status 10) can be ticked: a share link shows what orders keeps of a sheet, its
 * confirmation (issue 16); confirming with nothing ticked just leaves the mode. Plain functions, so the rules are tested without a screen.
 */
export type ListMode = 'none' | 'merge' | 'share';

export interface ListModes {
  mode: ListMode;
  /** the ticked sheets' SPUs, in the order they were ticked (kept across pages) */
  checked: readonly string[];
}

export const NO_MODE: ListModes = { mode: 'none', checked: [] };

/** §4: statuses 1 to 4 are pending (merge takes only those). */
const isPending = (status: number): boolean => status >= 1 && status <= 4;

/** §4: status 10 is a confirmed sheet, the only kind a share link can show. */
const isConfirmed = (status: number): boolean => status === 10;

/** Whether a row's box can be ticked in this mode. */
export function canCheck(mode: ListMode, status: number): boolean {
  if (mode === 'merge') {
    return isPending(status);
  }
  return mode === 'share' && isConfirmed(status);
}

/**
 * Whether a row shows a box in this mode: merge mode only on the rows it takes, share mode on every
 * row (§4), those it cannot take shown disabled, with the reason.
 */
export function showsBox(mode: ListMode, status: number): boolean {
  return mode === 'share' || canCheck(mode, status);
}

/** The mode's button: enters the mode (leaving the other one, with nothing ticked), or leaves it. */
export function toggleMode(state: ListModes, mode: Exclude<ListMode, 'none'>): ListModes {
  return state.mode === mode ? NO_MODE : { mode, checked: [] };
}

/** Ticks or unticks a row; a row the mode does not offer a checkbox for is left alone. */
export function toggleRow(state: ListModes, row: { spu: string; status: number }): ListModes {
  if (!canCheck(state.mode, row.status)) {
    return state;
  }
  return state.checked.includes(row.spu)
    ? { ...state, checked: state.checked.filter((spu) => spu !== row.spu) }
    : { ...state, checked: [...state.checked, row.spu] };
}

/** What confirming the mode does. */
export type ModeOutcome =
  | { kind: 'leave' }
  | { kind: 'tooFew' }
  | { kind: 'merge'; orderNos: string }
  | { kind: 'share'; spus: readonly string[] };

/** Merging needs two sheets; sharing one. Nothing ticked: the mode is left (spec §4). */
export function confirmMode(state: ListModes): ModeOutcome {
  if (state.mode === 'none' || state.checked.length === 0) {
    return { kind: 'leave' };
  }
  if (state.mode === 'share') {
    return { kind: 'share', spus: state.checked };
  }
  return state.checked.length < 2 ? { kind: 'tooFew' } : { kind: 'merge', orderNos: state.checked.join(',') };
}
