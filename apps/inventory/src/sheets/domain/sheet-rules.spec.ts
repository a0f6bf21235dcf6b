import { type DomainError } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import {
  assertConfirmable,
  assertEditable,
  assertMergeable,
  SHEET_KIND,
  SHEET_STATUS,
  sheetNumber,
} from './sheet-rules';

const keyOf = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    return (error as DomainError).key;
  }
  return 'allowed';
};

const ALL_STATUSES = Object.values(SHEET_STATUS);

describe('sheet status rules (§4)', () => {
  it.each(ALL_STATUSES)('status %i is editable only when pending (1 to 4)', (status) => {
    expect(keyOf(() => assertEditable(status))).toBe(
      status >= 1 && status <= 4 ? 'allowed' : 'SHEET.NOT_EDITABLE',
    );
  });

  it.each(ALL_STATUSES)(
    'status %i with a customer and no abnormal logs: confirm allowed only for 1, 2 and 4',
    (status) => {
      const expected = [1, 2, 4].includes(status)
        ? 'allowed'
        : status === SHEET_STATUS.MEASURING
          ? 'SHEET.STILL_MEASURING'
          : 'SHEET.NOT_EDITABLE';
      expect(keyOf(() => assertConfirmable({ status, customerId: 'c', errorNum: 0 }, false))).toBe(expected);
    },
  );

  it('needs a customer to confirm', () => {
    expect(keyOf(() => assertConfirmable({ status: 1, customerId: null, errorNum: 0 }, true))).toBe(
      'SHEET.NO_CUSTOMER',
    );
  });

  it('sends a sheet with abnormal logs to the abnormal list unless forced', () => {
    expect(keyOf(() => assertConfirmable({ status: 4, customerId: 'c', errorNum: 2 }, false))).toBe(
      'SHEET.HAS_ABNORMAL_LOGS',
    );
    expect(keyOf(() => assertConfirmable({ status: 4, customerId: 'c', errorNum: 2 }, true))).toBe('allowed');
  });
});

describe('sheetNumber', () => {
  it('numbers per kind and day', () => {
    expect(sheetNumber(SHEET_KIND.IN, '2026-11-22', 7)).toBe('IN20261122-0007');
    expect(sheetNumber(SHEET_KIND.OUT, '2026-01-02', 123)).toBe('OUT20260102-0123');
  });
});

describe('assertMergeable (§2 merge)', () => {
  const sheet = { status: 1, standard: 'ch', locationId: 'l', woodKindId: 'k', customerId: null };

  it('merges pending sheets of one standard, warehouse and wood kind, keeping the customer that is set', () => {
    expect(assertMergeable([sheet, { ...sheet, status: 4, customerId: 'c' }])).toEqual({ customerId: 'c' });
  });

  it('needs two sheets, all pending', () => {
    expect(keyOf(() => assertMergeable([sheet]))).toBe('SHEET.MERGE_TOO_FEW');
    expect(keyOf(() => assertMergeable([sheet, { ...sheet, status: 10 }]))).toBe('SHEET.NOT_EDITABLE');
  });

  it.each([
    [{ standard: 'jas' }, 'standard'],
    [{ locationId: 'other' }, 'location'],
    [{ woodKindId: 'other' }, 'woodKind'],
  ])('refuses sheets that differ in %j', (change, field) => {
    try {
      assertMergeable([sheet, { ...sheet, ...change }]);
      throw new Error('allowed');
    } catch (error) {
      expect([(error as DomainError).key, (error as DomainError).params.field]).toEqual([
        'SHEET.MERGE_MISMATCH',
        field,
      ]);
    }
  });

  it('refuses two different customers', () => {
    expect(
      keyOf(() =>
        assertMergeable([
          { ...sheet, customerId: 'a' },
          { ...sheet, customerId: 'b' },
        ]),
      ),
    ).toBe('SHEET.MERGE_MISMATCH');
  });
});
