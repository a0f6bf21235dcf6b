import { type ErrorKey, type SawingSpecInput } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../testing/refusal';
import {
  assertClosed,
  assertDeletable,
  assertDeleted,
  assertMerged,
  assertOpen,
  assertOutturn,
  cancelCloseSpecs,
  mergePlan,
  sawingOrderNumber,
  validSpecs,
} from './sawing-rules';

const spec = (fields: Partial<SawingSpecInput> = {}): SawingSpecInput => ({
  L: 4,
  W: 200,
  H: 50,
  B: 10,
  lastBlocks: 0,
  woodGrade: 1,
  ...fields,
});

/** The key and parameters a rule refuses with (it must refuse). */
function refusal(work: () => unknown): { key: ErrorKey; params: Record<string, string | number> } {
  const refused = refusalOf(work);
  if (!refused) {
    throw new Error('not refused');
  }
  return refused;
}

const order = (state: number, benchId = 'b1', orderNo = 'JG20261126-0001') => ({ state, benchId, orderNo });

describe('sawing order specifications (§5)', () => {
  it('keeps valid specifications, length in whole centimetres', () => {
    expect(
      validSpecs([spec(), spec({ L: 3.333, W: 95, H: 22, B: 0, lastBlocks: 28, woodGrade: 3 })]),
    ).toEqual([
      { id: undefined, lengthM: 4, widthMm: 200, thicknessMm: 50, pieces: 10, lastBlocks: 0, woodGrade: 1 },
      { id: undefined, lengthM: 3.33, widthMm: 95, thicknessMm: 22, pieces: 0, lastBlocks: 28, woodGrade: 3 },
    ]);
    expect(validSpecs([spec({ L: 15 })])[0]?.lengthM).toBe(15);
  });

  it.each([
    ['no length', { L: null }, 'SAWING.SPEC_INCOMPLETE'],
    ['no width', { W: undefined }, 'SAWING.SPEC_INCOMPLETE'],
    ['no thickness', { H: null }, 'SAWING.SPEC_INCOMPLETE'],
    ['no piece count', { B: null }, 'SAWING.SPEC_INCOMPLETE'],
    ['a length over 15 m', { L: 15.01 }, 'SAWING.SPEC_TOO_LONG'],
    ['a zero length', { L: 0 }, 'SAWING.SPEC_SIZE'],
    ['a length that rounds to zero', { L: 0.004 }, 'SAWING.SPEC_SIZE'],
    ['a negative width', { W: -5 }, 'SAWING.SPEC_SIZE'],
    ['a zero thickness', { H: 0 }, 'SAWING.SPEC_SIZE'],
    ['a width over 1000 mm', { W: 1001 }, 'SAWING.SPEC_SIZE'],
    ['a negative piece count', { B: -1 }, 'SAWING.SPEC_SIZE'],
  ] as const)('refuses %s, naming the spec', (_, fields, key) => {
    expect(refusal(() => validSpecs([spec(), spec(), spec(fields)]))).toEqual({ key, params: { n: 3 } });
  });
});

describe('sawing order states (§4)', () => {
  it('edits, closes and gives logs to open orders only', () => {
    expect(() => assertOpen(order(0))).not.toThrow();
    for (const state of [1, 2, 3]) {
      expect(refusal(() => assertOpen(order(state)))).toEqual({
        key: 'SAWING.NOT_OPEN',
        params: { orderNo: 'JG20261126-0001' },
      });
    }
  });

  it('merges open orders of one machine into the first', () => {
    const a = order(0, 'b1', 'A');
    const b = order(0, 'b1', 'B');
    const c = order(0, 'b1', 'C');
    expect(mergePlan([a, b, c])).toEqual({ parent: a, merged: [b, c] });
    expect(refusal(() => mergePlan([a, order(0, 'b2', 'X')])).key).toBe('SAWING.MERGE_MACHINES');
    expect(refusal(() => mergePlan([a, order(1, 'b1', 'Y')]))).toEqual({
      key: 'SAWING.NOT_OPEN',
      params: { orderNo: 'Y' },
    });
    expect(refusal(() => mergePlan([a])).key).toBe('COMMON.VALIDATION');
  });

  it('splits merged orders, restores deleted ones, and deletes open or closed ones without merged orders', () => {
    expect(() => assertMerged(order(2))).not.toThrow();
    expect(refusal(() => assertMerged(order(0))).key).toBe('SAWING.NOT_MERGED');
    expect(() => assertDeleted(order(3))).not.toThrow();
    expect(refusal(() => assertDeleted(order(2))).key).toBe('SAWING.NOT_DELETED');
    expect(refusal(() => assertDeleted(order(1))).key).toBe('SAWING.NOT_DELETED');
    expect(() => assertDeletable(order(0), 0)).not.toThrow();
    expect(() => assertDeletable(order(1), 0)).not.toThrow();
    expect(refusal(() => assertDeletable(order(2), 0)).key).toBe('SAWING.NOT_DELETABLE');
    expect(refusal(() => assertDeletable(order(3), 0)).key).toBe('SAWING.NOT_DELETABLE');
    expect(refusal(() => assertDeletable(order(0), 2)).key).toBe('SAWING.HAS_MERGED');
  });

  it('reopens closed orders only (rtd), naming any other', () => {
    expect(() => assertClosed(order(1))).not.toThrow();
    for (const state of [0, 2, 3]) {
      expect(refusal(() => assertClosed(order(state)))).toEqual({
        key: 'SAWING.NOT_CLOSED',
        params: { orderNo: 'JG20261126-0001' },
      });
    }
  });

  it('keeps the first spec with zero pieces and zero last-log class when a close is cancelled on the phone', () => {
    const [first, second] = validSpecs([
      spec({ id: 's1', L: 4.2, W: 150, H: 40, B: 12, lastBlocks: 26, woodGrade: 3 }),
      spec({ id: 's2' }),
    ]);
    expect(cancelCloseSpecs([first!, second!])).toEqual([
      { id: 's1', lengthM: 4.2, widthMm: 150, thicknessMm: 40, pieces: 0, lastBlocks: 0, woodGrade: 3 },
    ]);
    expect(cancelCloseSpecs([])).toEqual([]);
  });
});

describe('outturn and numbers', () => {
  it('refuses boards of more volume than their logs, when the logs are known', () => {
    expect(() => assertOutturn(6400, 6400)).not.toThrow();
    expect(() => assertOutturn(9000, 0)).not.toThrow();
    expect(refusal(() => assertOutturn(6401, 6400))).toEqual({
      key: 'SAWING.OUTTURN_OVER_100',
      params: { woodVol: '0.640', logVol: '0.640' },
    });
    expect(refusal(() => assertOutturn(12_345, 10_000)).params).toEqual({
      woodVol: '1.235',
      logVol: '1.000',
    });
  });

  it('numbers orders by cutting day', () => {
    expect(sawingOrderNumber('2026-11-26', 7)).toBe('JG20261126-0007');
    expect(sawingOrderNumber('2026-01-02', 12345)).toBe('JG20260102-12345');
  });
});
