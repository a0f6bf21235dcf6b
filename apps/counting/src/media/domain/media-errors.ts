import { MediaError } from '@timber/blob-store';
import { DomainError } from '@timber/contracts';

const MIB = 1024 * 1024;

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const count = (value: unknown): number => (typeof value === 'number' ? value : 0);
const kindOf = (contentType: unknown): 'image' | 'video' =>
  text(contentType).startsWith('video/') ? 'video' : 'image';

/**
 * The envelope's error for a refused upload (libs/blob-store MediaError): the same code under
 * the same name, with the values its message needs. A size is shown in MB, rounded so that a
 * file just over the limit never reads as equal to it.
 */
export function mediaDomainError(error: MediaError): DomainError {
  const d = error.details;
  switch (error.code) {
    case 'MEDIA.INVALID_REQUEST':
      return new DomainError(error.code, { field: text(d.field) });
    case 'MEDIA.TOO_LARGE':
      return new DomainError(error.code, {
        kind: text(d.kind, 'image'),
        sizeMb: Math.ceil((count(d.size) / MIB) * 10) / 10,
        maxMb: Math.floor((count(d.max) / MIB) * 10) / 10,
      });
    case 'MEDIA.TYPE_NOT_ALLOWED':
      return new DomainError(error.code, { contentType: text(d.contentType) }, { allowed: d.allowed });
    case 'MEDIA.BAD_PART':
      return new DomainError(error.code, {
        reason: text(d.reason),
        index: count(d.index),
        last: Math.max(count(d.parts) - 1, 0),
        expected: count(d.expected),
        actual: count(d.actual),
      });
    case 'MEDIA.MISSING_PARTS':
      // the indices to send (the first 100) go with the answer, so a client can resume from it
      return new DomainError(
        error.code,
        { missingCount: count(d.missingCount) },
        { missing: d.missing, missingCount: d.missingCount },
      );
    case 'MEDIA.BROKEN':
      return new DomainError(error.code, { kind: kindOf(d.contentType) });
    case 'MEDIA.TYPE_MISMATCH':
      return new DomainError(error.code, {
        declared: text(d.declared),
        detected: text(d.detected, 'none'),
      });
    case 'MEDIA.TOO_LONG':
      // in minutes, rounded so that a video just over the limit never reads as equal to it
      return new DomainError(error.code, {
        durationMin: Math.ceil((count(d.durationS) / 60) * 10) / 10,
        maxMin: Math.floor((count(d.maxS) / 60) * 10) / 10,
      });
    case 'MEDIA.EMPTY':
    case 'MEDIA.UNKNOWN_UPLOAD':
    case 'MEDIA.UPLOAD_COMPLETED':
      return new DomainError(error.code);
  }
}

/** Runs an upload step; a MediaError it throws leaves as the envelope's DomainError. */
export async function asDomainErrors<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw error instanceof MediaError ? mediaDomainError(error) : error;
  }
}
