import { describe, expect, it } from 'vitest';
import { type ClassifiedPiece, matchPieces } from './piece-matching';

const log = (id: string, diameterClass: number | null, lengthClassCm: number | null) => ({
  id,
  diameterClass,
  lengthClassCm,
});
const piece = (
  id: string,
  seq: number,
  diameterClass: number | null,
  lengthClassCm: number | null,
): ClassifiedPiece => ({ id, seq, diameterClass, lengthClassCm });
const dummy = (id: string, seq: number) => piece(id, seq, null, null);

describe('matchPieces: which piece in stock each out log takes', () => {
  it('takes a piece of the same length and diameter class, the oldest first', () => {
    const result = matchPieces(
      [log('a', 30, 400), log('b', 30, 400)],
      [
        piece('new', 9, 30, 400),
        piece('old', 2, 30, 400),
        piece('mid', 5, 30, 400),
        piece('other', 1, 32, 400),
      ],
    );
    expect(result).toEqual({
      matches: [
        { logId: 'a', pieceId: 'old', rule: 'same-class' },
        { logId: 'b', pieceId: 'mid', rule: 'same-class' },
      ],
      unmatched: [],
    });
  });

  it('gives every exact match before any near one, whatever the order of the logs', () => {
    // "a" could take the 30 cm piece as the nearest, but "b" needs it exactly.
    const result = matchPieces(
      [log('a', 28, 400), log('b', 30, 400)],
      [piece('p30', 1, 30, 400), piece('p24', 2, 24, 400)],
    );
    expect(result.matches).toEqual([
      { logId: 'a', pieceId: 'p24', rule: 'nearest-diameter' },
      { logId: 'b', pieceId: 'p30', rule: 'same-class' },
    ]);
  });

  it.each([
    {
      name: 'the nearest diameter class of the same length wins over an older, farther one',
      logs: [log('a', 30, 400)],
      pieces: [piece('far', 1, 40, 400), piece('near', 7, 28, 400)],
      expected: 'near',
    },
    {
      name: 'equally near on both sides: the older piece',
      logs: [log('a', 30, 400)],
      pieces: [piece('above', 3, 32, 400), piece('below', 4, 28, 400)],
      expected: 'above',
    },
    {
      name: 'another length never counts as near, even with the same diameter',
      logs: [log('a', 30, 400)],
      pieces: [piece('sameDiaOtherLength', 1, 30, 600), piece('sameLength', 5, 50, 400)],
      expected: 'sameLength',
    },
  ])('$name', ({ logs, pieces, expected }) => {
    expect(matchPieces(logs, pieces).matches).toEqual([
      { logId: 'a', pieceId: expected, rule: 'nearest-diameter' },
    ]);
  });

  it('takes any piece, the oldest first, when no piece has the same length', () => {
    const result = matchPieces(
      [log('a', 30, 400), log('b', 30, 400), log('c', 30, 400)],
      [piece('p6', 8, 30, 600), dummy('d1', 2), piece('p8', 3, 20, 800), dummy('d0', 1)],
    );
    expect(result.matches).toEqual([
      { logId: 'a', pieceId: 'd0', rule: 'any' },
      { logId: 'b', pieceId: 'd1', rule: 'any' },
      { logId: 'c', pieceId: 'p8', rule: 'any' },
    ]);
  });

  it('sends a log the standard cannot measure straight to "any"', () => {
    const result = matchPieces(
      [log('unmeasured', null, 400), log('a', 30, 400)],
      [piece('p30', 2, 30, 400), piece('p32', 1, 32, 400)],
    );
    expect(result.matches).toEqual([
      { logId: 'unmeasured', pieceId: 'p32', rule: 'any' },
      { logId: 'a', pieceId: 'p30', rule: 'same-class' },
    ]);
  });

  it('never gives one piece to two logs and names the logs left over when pieces run out', () => {
    const result = matchPieces(
      [log('a', 30, 400), log('b', 30, 400), log('c', 30, 400)],
      [piece('p1', 1, 30, 400), piece('p2', 2, 34, 400)],
    );
    expect(result.matches.map((m) => m.pieceId)).toEqual(['p1', 'p2']);
    expect(result.unmatched).toEqual(['c']);
  });

  it('matches a large sheet quickly and completely (2,000 logs against 20,000 pieces)', () => {
    const pieces = Array.from({ length: 20_000 }, (_, i) =>
      piece(`p${i}`, i, 14 + 2 * (i % 20), 200 + 20 * (i % 30)),
    );
    const logs = Array.from({ length: 2_000 }, (_, i) =>
      log(`l${i}`, 14 + 3 * (i % 25), 200 + 20 * (i % 40)),
    );
    const started = performance.now();
    const result = matchPieces(logs, pieces);
    expect(performance.now() - started).toBeLessThan(500);
    expect(result.unmatched).toEqual([]);
    expect(new Set(result.matches.map((m) => m.pieceId)).size).toBe(2_000);
    const rules = new Set(result.matches.map((m) => m.rule));
    expect(rules).toEqual(new Set(['same-class', 'nearest-diameter', 'any']));
  });
});
