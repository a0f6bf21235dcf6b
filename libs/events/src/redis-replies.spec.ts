import { describe, expect, it } from 'vitest';
import { parseAutoClaimReply, parseGroupBacklogs, parsePendingReply, parseReadReply } from './redis-replies';

describe('Redis stream reply parsers', () => {
  it('parses XREADGROUP replies, and null on timeout', () => {
    const reply = [
      [
        's:0',
        [
          ['1-0', ['type', 't', 'envelope', '{}']],
          ['1-1', ['type', 'u']],
        ],
      ],
    ];
    expect(parseReadReply(reply)).toEqual([
      { id: '1-0', fields: ['type', 't', 'envelope', '{}'] },
      { id: '1-1', fields: ['type', 'u'] },
    ]);
    expect(parseReadReply(null)).toEqual([]);
  });

  it('parses XAUTOCLAIM replies of Redis 7 (deleted ids) and 6.2 (null entries)', () => {
    expect(parseAutoClaimReply(['0-0', [['2-0', ['a', 'b']]], ['1-0']])).toEqual({
      cursor: '0-0',
      entries: [{ id: '2-0', fields: ['a', 'b'] }],
      deleted: ['1-0'],
    });
    expect(parseAutoClaimReply(['3-0', [null, ['2-0', ['a', 'b']]]]).entries).toEqual([
      { id: '2-0', fields: ['a', 'b'] },
    ]);
  });

  it('parses extended XPENDING replies', () => {
    expect(parsePendingReply([['1-0', 'host-1', 1532, 2]])).toEqual([
      { id: '1-0', consumer: 'host-1', idleMs: 1532, deliveries: 2 },
    ]);
    expect(parsePendingReply(null)).toEqual([]);
  });

  it("reads each group's unhandled events from XINFO GROUPS: undelivered (lag) plus pending", () => {
    const group = (name: string, pending: number, lag: number | null) => [
      'name',
      name,
      'consumers',
      1,
      'pending',
      pending,
      'last-delivered-id',
      '1-0',
      'entries-read',
      lag === null ? null : 3,
      'lag',
      lag,
    ];
    const reply = [group('a', 1, 2), group('b', 0, 0), group('c', 2, null)];
    // c: lag unknown (entries deleted with XDEL): the pending ones
    expect(parseGroupBacklogs(reply)).toEqual(
      new Map([
        ['a', 3],
        ['b', 0],
        ['c', 2],
      ]),
    );
    expect(parseGroupBacklogs(null)).toEqual(new Map());
  });
});
