import { describe, expect, it } from 'vitest';
import { actionsOf, benchLinkOf, dayOf, h5LinkOf, isLinkRefusal, shiftDay } from './saw-mobile-rules';

describe('saw mobile rules', () => {
  it('reads the bench link from the query, machineNum as the QR link names it', () => {
    const link = { cusNo: 'c', machineNo: '03', sign: 's.t' };
    expect(benchLinkOf(new URLSearchParams('cusNo=c&machineNo=03&sign=s.t&name=Saw'))).toEqual(link);
    expect(benchLinkOf(new URLSearchParams('cusNo=c&machineNum=03&sign=s.t'))).toEqual(link);
    expect(benchLinkOf(new URLSearchParams('cusNo=c&machineNo=03'))).toBeNull();
  });

  it('moves between days across months and years, today when the query has none', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayOf('2026-05-04')).toBe('2026-05-04');
    expect(dayOf('nonsense', new Date(2026, 10, 27))).toBe('2026-11-27');
    expect(dayOf(null, new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('reads the H5 page’s signed link from the query', () => {
    expect(h5LinkOf(new URLSearchParams('cusNo=c&sign=s.t'))).toEqual({ cusNo: 'c', sign: 's.t' });
    expect(h5LinkOf(new URLSearchParams('cusNo=c'))).toBeNull();
    expect(h5LinkOf(new URLSearchParams('sign=s.t'))).toBeNull();
  });

  it('tells a link refused (altered, or revoked by the office) from any other error', () => {
    expect(isLinkRefusal({ code: 402730, msg: 'not valid' })).toBe(true);
    expect(isLinkRefusal({ code: 402735, msg: 'revoked' })).toBe(true);
    expect(isLinkRefusal({ code: 402734, msg: 'check code' })).toBe(false);
    expect(isLinkRefusal(undefined)).toBe(false);
  });

  it('offers what §4 allows in each state', () => {
    expect(actionsOf(0)).toEqual({
      close: true,
      cancelClose: false,
      delete: true,
      restore: false,
      select: true,
    });
    expect(actionsOf(1)).toEqual({
      close: false,
      cancelClose: true,
      delete: true,
      restore: false,
      select: false,
    });
    expect(actionsOf(2)).toEqual({
      close: false,
      cancelClose: false,
      delete: false,
      restore: false,
      select: false,
    });
    expect(actionsOf(3)).toEqual({
      close: false,
      cancelClose: false,
      delete: false,
      restore: true,
      select: false,
    });
  });
});
