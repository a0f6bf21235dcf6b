import { DomainError, isDeviceNo } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import {
  measuringRange,
  parseStandardList,
  sameStandards,
  standardNames,
  switchAction,
} from './device-rules';

const refusal = (text: string): { key: string; params: Record<string, string | number> } | null => {
  try {
    parseStandardList(text);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const { key, params } = error as DomainError;
    return { key, params };
  }
};

describe('parseStandardList (§7 /device/standard/setup: a comma list of known standards)', () => {
  it.each([
    ['ch', ['ch']],
    ['ch,rus_stp', ['ch', 'rus_stp']],
    [' ch , rus_stp ,jas ', ['ch', 'rus_stp', 'jas']],
    ['ch,,ch_a,', ['ch', 'ch_a']],
    ['ch,ch_a,ch', ['ch', 'ch_a']],
    ['rus_ikt,ch_ns_test1,cylinder', ['rus_ikt', 'ch_ns_test1', 'cylinder']],
  ])('reads %j as %j', (text, codes) => {
    expect(parseStandardList(text)).toEqual(codes);
  });

  it.each([[''], [','], [' , ,']])('refuses %j as empty', (text) => {
    expect(refusal(text)).toEqual({ key: 'DEVICE.STANDARDS_EMPTY', params: {} });
  });

  it.each([
    ['gb', 'gb'],
    ['ch,CH', 'CH'],
    ['ch,rus stp', 'rus stp'],
    ['ch,xx_unknown,also_bad', 'xx_unknown'],
  ])('refuses %j naming the first unknown code %j', (text, code) => {
    expect(refusal(text)).toEqual({ key: 'DEVICE.STANDARD_UNKNOWN', params: { code } });
  });
});

describe('device number format (letters and digits, groups joined by single hyphens)', () => {
  it.each(['D-1001', 'DEV0017', 'ab', 'A-B-C', 'x'.repeat(20), 'd-1001'])('accepts %j', (text) => {
    expect(isDeviceNo(text)).toBe(true);
  });
  it.each(['', 'D', '-D1', 'D1-', 'D--1', 'D 1', 'D_1', 'Д-1', 'x'.repeat(21), 'D/1'])(
    'refuses %j',
    (text) => {
      expect(isDeviceNo(text)).toBe(false);
    },
  );
});

describe('device helpers', () => {
  it('gives each catalogue type its measuring range, nothing for an unknown type', () => {
    expect(measuringRange('handheld')).toEqual({ minDiameterCm: 4, maxDiameterCm: 80 });
    expect(measuringRange('toString')).toEqual({ minDiameterCm: 0, maxDiameterCm: 0 });
  });
  it('names standards in order and tells switch actions and equal lists', () => {
    expect(standardNames(['ch', 'nope'])).toBe('China GB/T 4814 (GB/T 144 measuring), nope');
    expect(switchAction(1)).toBe('switchedOn');
    expect(switchAction(0)).toBe('switchedOff');
    expect(sameStandards(['ch', 'jas'], ['ch', 'jas'])).toBe(true);
    expect(sameStandards(['ch', 'jas'], ['jas', 'ch'])).toBe(false);
  });
});
