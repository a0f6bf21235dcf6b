import { describe, expect, it } from 'vitest';
import { byteRange, type RangeAnswer } from './byte-range';

describe('byteRange (RFC 9110 single byte ranges for a video)', () => {
  const size = 1000;
  const cases: [string | undefined, RangeAnswer][] = [
    [undefined, { kind: 'whole' }],
    ['', { kind: 'whole' }],
    ['bytes=0-', { kind: 'part', start: 0, end: 999 }],
    ['bytes=0-99', { kind: 'part', start: 0, end: 99 }],
    ['bytes=100-199', { kind: 'part', start: 100, end: 199 }],
    ['bytes=900-5000', { kind: 'part', start: 900, end: 999 }],
    ['bytes=999-', { kind: 'part', start: 999, end: 999 }],
    ['bytes=-100', { kind: 'part', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'part', start: 0, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=1000-1001', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=200-100', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['bytes=0-1,5-9', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=abc', { kind: 'whole' }],
    ['bytes=99999999999999999999-', { kind: 'whole' }],
  ];
  it.each(cases)('%s', (header, answer) => {
    expect(byteRange(header, size)).toEqual(answer);
  });
  it('finds nothing to send in an empty file', () => {
    expect(byteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
