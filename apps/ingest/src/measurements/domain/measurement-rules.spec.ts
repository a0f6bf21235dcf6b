import { DomainError, deviceSheetSchema } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { abnormalReason, assertDeviceStandard, flagLogColumns, requestHash } from './measurement-rules';

const range = { minDiameterCm: 8, maxDiameterCm: 80 };

describe('abnormal logs (kept and flagged, never dropped)', () => {
  it.each([
    [{ minDiameterCm: 24.5, maxDiameterCm: 26, lengthM: 4 }, null],
    [{ minDiameterCm: 8, maxDiameterCm: 80, lengthM: 0.1 }, null],
    [{ minDiameterCm: 26, maxDiameterCm: 26, lengthM: 4 }, null],
    [{ minDiameterCm: 26.1, maxDiameterCm: 26, lengthM: 4 }, 'minAboveMax'],
    [{ minDiameterCm: 24, maxDiameterCm: 25, lengthM: 0 }, 'zeroLength'],
    // a zero length is named first, then swapped ends, then the range
    [{ minDiameterCm: 90, maxDiameterCm: 5, lengthM: 0 }, 'zeroLength'],
    [{ minDiameterCm: 90, maxDiameterCm: 85, lengthM: 4 }, 'minAboveMax'],
    [{ minDiameterCm: 7.9, maxDiameterCm: 9, lengthM: 4 }, 'outOfRange'],
    [{ minDiameterCm: 70, maxDiameterCm: 80.1, lengthM: 4 }, 'outOfRange'],
    [{ minDiameterCm: 0, maxDiameterCm: 0, lengthM: 4 }, 'outOfRange'],
  ] as const)('%o → %s', (log, reason) => {
    expect(abnormalReason(log, range)).toBe(reason);
  });

  it('keeps every reading and the picture, null when none', () => {
    expect(
      flagLogColumns(
        [
          { minDiameterCm: 30, maxDiameterCm: 28, lengthM: 4, picture: 'p/1.jpg' },
          { minDiameterCm: 20, maxDiameterCm: 21, lengthM: 4 },
        ],
        range,
      ),
    ).toEqual({
      minDiameterCm: [30, 20],
      maxDiameterCm: [28, 21],
      lengthM: [4, 4],
      picture: ['p/1.jpg', null],
      abnormal: ['minAboveMax', null],
    });
    expect(flagLogColumns([{ minDiameterCm: 20, maxDiameterCm: 21, lengthM: 0 }], range)).toEqual({
      minDiameterCm: [20],
      maxDiameterCm: [21],
      lengthM: [0],
      picture: null,
      abnormal: ['zeroLength'],
    });
  });
});

describe('the content hash of an idempotency key', () => {
  const body = {
    kind: 1,
    standard: 'ch',
    woodKindId: '00000000-0000-4000-8000-000000000301',
    locationId: '00000000-0000-4000-8000-000000000400',
    transportNum: 'MGL8823',
    deviceTime: '2026-11-23T08:30:00+08:00',
    logs: [{ minDiameterCm: 24.5, maxDiameterCm: 26, lengthM: 4 }],
  };
  const hashOf = (value: unknown) => requestHash(deviceSheetSchema.parse(value));

  it('does not depend on the order the device sends fields in', () => {
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const logReordered = { ...body, logs: [{ lengthM: 4, maxDiameterCm: 26, minDiameterCm: 24.5 }] };
    expect(hashOf(reordered)).toBe(hashOf(body));
    expect(hashOf(logReordered)).toBe(hashOf(body));
    expect(hashOf({ ...body, transportNum: ' MGL8823 ' })).toBe(hashOf(body));
  });

  it('changes with any reading, field or the order of the logs', () => {
    const log2 = { minDiameterCm: 30, maxDiameterCm: 31, lengthM: 4 };
    const hashes = [
      hashOf(body),
      hashOf({ ...body, kind: 2 }),
      hashOf({ ...body, transportNum: 'MGL8824' }),
      hashOf({ ...body, logs: [{ minDiameterCm: 24.6, maxDiameterCm: 26, lengthM: 4 }] }),
      hashOf({ ...body, logs: [{ minDiameterCm: 24.5, maxDiameterCm: 26, lengthM: 4, picture: 'p.jpg' }] }),
      hashOf({ ...body, logs: [...body.logs, log2] }),
      hashOf({ ...body, logs: [log2, ...body.logs] }),
      hashOf({ ...body, customerId: '00000000-0000-4000-8000-000000000500' }),
    ];
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(hashes[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('the device standard', () => {
  it('accepts one of the device standards and names any other', () => {
    expect(() => assertDeviceStandard('ch', ['ch', 'ch_gd'])).not.toThrow();
    expect(() => assertDeviceStandard('jas', ['ch'])).toThrow(
      expect.objectContaining({ key: 'INGEST.UNKNOWN_STANDARD', params: { standard: 'jas' } }) as DomainError,
    );
  });
});
