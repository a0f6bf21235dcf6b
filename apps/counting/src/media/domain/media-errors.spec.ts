import { MediaError, type MediaErrorCode } from '@timber/blob-store';
import { DomainError, ERROR_CODES } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { asDomainErrors, mediaDomainError } from './media-errors';

const MIB = 1024 * 1024;

describe('mediaDomainError', () => {
  it.each<[MediaErrorCode, Record<string, unknown>, Record<string, string | number>]>([
    ['MEDIA.INVALID_REQUEST', { field: 'fileName' }, { field: 'fileName' }],
    ['MEDIA.EMPTY', { size: 0 }, {}],
    // just over the limit never reads as the limit itself
    [
      'MEDIA.TOO_LARGE',
      { size: 30 * MIB + 1, max: 30 * MIB, kind: 'image' },
      { kind: 'image', sizeMb: 30.1, maxMb: 30 },
    ],
    [
      'MEDIA.TYPE_NOT_ALLOWED',
      { contentType: 'text/plain', allowed: ['image/jpeg'] },
      { contentType: 'text/plain' },
    ],
    ['MEDIA.UNKNOWN_UPLOAD', { uploadId: 'x' }, {}],
    ['MEDIA.UPLOAD_COMPLETED', { uploadId: 'x' }, {}],
    [
      'MEDIA.BAD_PART',
      { reason: 'size', index: 1, expected: 40_000, actual: 39_999 },
      { reason: 'size', index: 1, last: 0, expected: 40_000, actual: 39_999 },
    ],
    [
      'MEDIA.BAD_PART',
      { reason: 'index', index: 7, parts: 3 },
      { reason: 'index', index: 7, last: 2, expected: 0, actual: 0 },
    ],
    ['MEDIA.MISSING_PARTS', { missing: [0, 2], missingCount: 2 }, { missingCount: 2 }],
    ['MEDIA.BROKEN', { contentType: 'image/jpeg', reason: 'bad huffman' }, { kind: 'image' }],
    ['MEDIA.BROKEN', { contentType: 'video/mp4', reason: 'ftyp' }, { kind: 'video' }],
    ['MEDIA.BROKEN', { reason: 'size', expected: 10, actual: 9 }, { kind: 'image' }],
    [
      'MEDIA.TYPE_MISMATCH',
      { declared: 'image/png', detected: 'image/jpeg' },
      { declared: 'image/png', detected: 'image/jpeg' },
    ],
    [
      'MEDIA.TYPE_MISMATCH',
      { declared: 'image/png', detected: null },
      { declared: 'image/png', detected: 'none' },
    ],
    // in minutes; just over the limit never reads as the limit itself
    ['MEDIA.TOO_LONG', { durationS: 600.5, maxS: 600 }, { durationMin: 10.1, maxMin: 10 }],
    ['MEDIA.TOO_LONG', { durationS: 5400, maxS: 90 }, { durationMin: 90, maxMin: 1.5 }],
  ])('%s %j → the same code with %j', (code, details, params) => {
    const mapped = mediaDomainError(new MediaError(code, 'refused', details));
    expect(mapped).toBeInstanceOf(DomainError);
    expect(mapped.key).toBe(code);
    expect(ERROR_CODES[mapped.key].code).toBeGreaterThan(402500);
    expect(mapped.params).toEqual(params);
  });

  it('gives a resuming client the missing parts in the answer', () => {
    const mapped = mediaDomainError(
      new MediaError('MEDIA.MISSING_PARTS', 'x', { missing: [1], missingCount: 1 }),
    );
    expect(mapped.data).toEqual({ missing: [1], missingCount: 1 });
  });
});

describe('asDomainErrors', () => {
  it('turns a MediaError into the DomainError and lets anything else through', async () => {
    await expect(
      asDomainErrors(() => Promise.reject(new MediaError('MEDIA.EMPTY', 'x'))),
    ).rejects.toMatchObject({
      key: 'MEDIA.EMPTY',
    });
    const other = new Error('disk full');
    await expect(asDomainErrors(() => Promise.reject(other))).rejects.toBe(other);
    await expect(asDomainErrors(() => Promise.resolve(7))).resolves.toBe(7);
  });
});
