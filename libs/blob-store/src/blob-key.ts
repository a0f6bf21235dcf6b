import { randomBytes } from 'node:crypto';
import { InvalidBlobKeyError } from './errors';

/** S3 allows 1024 bytes; every key here is ASCII, so characters are bytes. */
export const MAX_KEY_LENGTH = 1024;

const KEY_CHARACTERS = /^[A-Za-z0-9/_.-]*$/;

/**
 * Throws `InvalidBlobKeyError` unless `key` is a relative path of non-empty segments made of
 * `[A-Za-z0-9_.-]`, with no `..` anywhere and no `.` segment. Such a key maps to the same place
 * on a file system and in a bucket, and cannot leave the store's root.
 */
export function validateBlobKey(key: string): string {
  checkCommon(key);
  if (key.length === 0) {
    throw new InvalidBlobKeyError(key, 'empty');
  }
  if (key.endsWith('/')) {
    throw new InvalidBlobKeyError(key, 'ends with "/"');
  }
  return key;
}

/** Like `validateBlobKey` for a `list` prefix: may be empty and may end with "/". */
export function validateBlobPrefix(prefix: string): string {
  checkCommon(prefix);
  return prefix;
}

function checkCommon(key: string): void {
  if (typeof key !== 'string') {
    throw new InvalidBlobKeyError(String(key), 'not a string');
  }
  if (key.length > MAX_KEY_LENGTH) {
    throw new InvalidBlobKeyError(key.slice(0, 40) + '...', `longer than ${MAX_KEY_LENGTH} characters`);
  }
  if (!KEY_CHARACTERS.test(key)) {
    throw new InvalidBlobKeyError(key, 'only A-Z a-z 0-9 / _ . - are allowed');
  }
  if (key.startsWith('/')) {
    throw new InvalidBlobKeyError(key, 'starts with "/"');
  }
  if (key.includes('..')) {
    throw new InvalidBlobKeyError(key, 'contains ".."');
  }
  if (key.includes('//')) {
    throw new InvalidBlobKeyError(key, 'contains an empty segment');
  }
  if (key.split('/').includes('.')) {
    throw new InvalidBlobKeyError(key, 'contains a "." segment');
  }
}

const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(\s*;\s*[\x20-\x7e]*)?$/i;

/** A MIME type that is safe to put into a header (`type/subtype`, optional parameters). */
export function validateContentType(contentType: string): string {
  if (typeof contentType !== 'string' || contentType.length > 255 || !CONTENT_TYPE.test(contentType)) {
    throw new TypeError(`invalid content type "${String(contentType)}"`);
  }
  return contentType;
}

const EXTENSION = /^[a-z0-9]{1,10}$/;

/**
 * Where a finished upload is stored: `origin/{yyyy-MM-dd}/{random}.{ext}`, the date in UTC and
 * the random part 32 hex characters (128 bits) from the system's CSPRNG.
 */
export function mediaKey(now: Date, ext: string): string {
  const year = now.getUTCFullYear();
  if (Number.isNaN(year) || year < 1 || year > 9999) {
    throw new TypeError('mediaKey: invalid date');
  }
  if (!EXTENSION.test(ext)) {
    throw new TypeError(`mediaKey: invalid extension "${ext}" (1 to 10 of a-z 0-9)`);
  }
  const date = now.toISOString().slice(0, 10);
  return `origin/${date}/${randomBytes(16).toString('hex')}.${ext}`;
}
