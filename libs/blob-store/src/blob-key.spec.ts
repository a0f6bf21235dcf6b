import { describe, expect, it } from 'vitest';
import { mediaKey, validateBlobKey, validateBlobPrefix, validateContentType } from './blob-key';
import { InvalidBlobKeyError } from './errors';

describe('validateBlobKey', () => {
  it.each([
    'a',
    'origin/2025-06-01/0123456789abcdef0123456789abcdef.jpg',
    'uploads/u1/parts/000000',
    'A_Z-0.9/x',
    '.hidden',
    'a/.b/c..d'.replace('..', '.'),
    'x'.repeat(1024),
  ])('accepts %j', (key) => {
    expect(validateBlobKey(key)).toBe(key);
  });

  it.each([
    ['', 'empty'],
    ['/etc/passwd', 'starts with "/"'],
    ['..', 'contains ".."'],
    ['../x', 'contains ".."'],
    ['a/../b', 'contains ".."'],
    ['a/..', 'contains ".."'],
    ['file..jpg', 'contains ".."'],
    ['a//b', 'empty segment'],
    ['a/', 'ends with "/"'],
    ['.', '"." segment'],
    ['a/./b', '"." segment'],
    ['a\\b', 'only A-Z'],
    ['a b', 'only A-Z'],
    ['a?b', 'only A-Z'],
    ['a%2e%2e', 'only A-Z'],
    ['ключ', 'only A-Z'],
    ['a\nb', 'only A-Z'],
    ['x'.repeat(1025), 'longer than 1024'],
  ])('refuses %j (%s)', (key, reason) => {
    expect(() => validateBlobKey(key)).toThrow(InvalidBlobKeyError);
    expect(() => validateBlobKey(key)).toThrow(reason);
  });

  it('carries a stable code', () => {
    const error = (() => {
      try {
        return validateBlobKey('../x');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toMatchObject({ name: 'InvalidBlobKeyError', code: 'BLOB.INVALID_KEY', key: '../x' });
  });
});

describe('validateBlobPrefix', () => {
  it.each(['', 'uploads/', 'uploads/u1/parts/0', 'origin'])('accepts %j', (prefix) => {
    expect(validateBlobPrefix(prefix)).toBe(prefix);
  });

  it.each(['/', '/uploads', '../', 'a//', 'a b'])('refuses %j', (prefix) => {
    expect(() => validateBlobPrefix(prefix)).toThrow(InvalidBlobKeyError);
  });
});

describe('validateContentType', () => {
  it.each(['image/jpeg', 'video/quicktime', 'application/vnd.ms-excel', 'text/plain; charset=utf-8'])(
    'accepts %j',
    (type) => {
      expect(validateContentType(type)).toBe(type);
    },
  );

  it.each(['', 'jpeg', 'image/', '/jpeg', 'text/plain\r\nX-Injected: 1', 'a/b c', 'x/' + 'y'.repeat(300)])(
    'refuses %j',
    (type) => {
      expect(() => validateContentType(type)).toThrow('invalid content type');
    },
  );
});

describe('mediaKey', () => {
  it('is origin/{UTC date}/{32 hex}.{ext}', () => {
    expect(mediaKey(new Date('2025-06-01T23:59:59.999Z'), 'jpg')).toMatch(
      /^origin\/2025-06-01\/[0-9a-f]{32}\.jpg$/,
    );
    expect(mediaKey(new Date('2025-06-02T00:00:00+03:00'), 'mp4')).toMatch(
      /^origin\/2025-06-01\/[0-9a-f]{32}\.mp4$/,
    );
    expect(mediaKey(new Date('0999-01-31T12:00:00Z'), 'png')).toMatch(/^origin\/0999-01-31\//);
  });

  it('is a valid blob key and never repeats', () => {
    const now = new Date('2025-06-01T10:00:00Z');
    const keys = new Set(Array.from({ length: 1000 }, () => validateBlobKey(mediaKey(now, 'webp'))));
    expect(keys.size).toBe(1000);
  });

  it.each(['', 'JPG', '.jpg', 'j/pg', 'jp g', 'x'.repeat(11)])('refuses the extension %j', (ext) => {
    expect(() => mediaKey(new Date(), ext)).toThrow('invalid extension');
  });

  it('refuses an invalid date or one beyond year 9999', () => {
    expect(() => mediaKey(new Date('nope'), 'jpg')).toThrow('invalid date');
    expect(() => mediaKey(new Date('+010000-01-01T00:00:00Z'), 'jpg')).toThrow('invalid date');
  });
});
