import { describe, expect, it } from 'vitest';
import {
  canCheck,
  confirmMode,
  NO_MODE,
  showsBox,
  toggleMode,
  toggleRow,
  type ListMode,
  type ListModes,
} from './list-modes';

const STATUSES = [0, 1, 2, 3, 4, 5, 10];

describe('merge and share modes (spec §2, §4)', () => {
  it.each<[ListMode, number[]]>([
    ['none', []],
    ['merge', [1, 2, 3, 4]],
    ['share', [10]],
  ])('in %s mode lets the statuses %j be ticked', (mode, checkable) => {
    expect(STATUSES.filter((status) => canCheck(mode, status))).toEqual(checkable);
  });

  it.each<[ListMode, number[]]>([
    ['none', []],
    ['merge', [1, 2, 3, 4]],
    ['share', STATUSES],
  ])('in %s mode shows a box on statuses %j (share mode: the others disabled)', (mode, shown) => {
    expect(STATUSES.filter((status) => showsBox(mode, status))).toEqual(shown);
  });

  it('keeps the modes mutually exclusive: entering one leaves the other, with nothing ticked', () => {
    const merging = toggleRow(toggleMode(NO_MODE, 'merge'), { spu: 'A', status: 1 });
    expect(merging).toEqual({ mode: 'merge', checked: ['A'] });
    expect(toggleMode(merging, 'share')).toEqual({ mode: 'share', checked: [] });
    expect(toggleMode(merging, 'merge')).toEqual(NO_MODE);
  });

  it('ticks and unticks rows in order, ignoring rows the mode does not offer', () => {
    let state: ListModes = { mode: 'merge', checked: [] };
    state = toggleRow(state, { spu: 'A', status: 4 });
    state = toggleRow(state, { spu: 'B', status: 10 });
    state = toggleRow(state, { spu: 'C', status: 0 });
    state = toggleRow(state, { spu: 'D', status: 2 });
    expect(state.checked).toEqual(['A', 'D']);
    expect(toggleRow(state, { spu: 'A', status: 4 }).checked).toEqual(['D']);
    expect(toggleRow(NO_MODE, { spu: 'A', status: 1 })).toBe(NO_MODE);
    const sharing = toggleRow({ mode: 'share', checked: [] }, { spu: 'B', status: 10 });
    expect(sharing.checked).toEqual(['B']);
    // an unconfirmed sheet cannot be shared: orders keeps only confirmed ones
    expect(toggleRow(sharing, { spu: 'A', status: 4 })).toBe(sharing);
  });

  it.each<[ListModes, ReturnType<typeof confirmMode>]>([
    [NO_MODE, { kind: 'leave' }],
    [{ mode: 'merge', checked: [] }, { kind: 'leave' }],
    [{ mode: 'share', checked: [] }, { kind: 'leave' }],
    [{ mode: 'merge', checked: ['A'] }, { kind: 'tooFew' }],
    [
      { mode: 'merge', checked: ['A', 'B', 'C'] },
      { kind: 'merge', orderNos: 'A,B,C' },
    ],
    [
      { mode: 'share', checked: ['B'] },
      { kind: 'share', spus: ['B'] },
    ],
  ])('confirming %j does %j', (state, outcome) => {
    expect(confirmMode(state)).toEqual(outcome);
  });
});
