import { CHECK_CODE_DIGITS, checkCodeDigest } from '@timber/contracts';
import { Redis } from 'ioredis';

/**
 * The digits of a check code kept at `key` (libs/auth CheckCodes: `{subject}:{digest}`): what a
 * person reads off the picture, a test finds by trying every code against the digest. It leaves
 * the code in place.
 */
export async function readCheckCode(redisUrl: string, key: string): Promise<string> {
  const redis = new Redis(redisUrl);
  try {
    const stored = await redis.get(key);
    const challengeId = key.slice(key.lastIndexOf(':') + 1);
    const split = stored?.lastIndexOf(':') ?? -1;
    if (!stored || split < 0) {
      throw new Error(`no check code waits at ${key}`);
    }
    const [subject, digest] = [stored.slice(0, split), stored.slice(split + 1)];
    for (let n = 0; n < 10 ** CHECK_CODE_DIGITS; n++) {
      const code = String(n).padStart(CHECK_CODE_DIGITS, '0');
      if (checkCodeDigest(challengeId, subject, code) === digest) {
        return code;
      }
    }
    throw new Error(`the check code at ${key} is no code of ${CHECK_CODE_DIGITS} digits`);
  } finally {
    await redis.quit();
  }
}

/** An H5 saw page's check code (apps/sawing H5Gate keeps it under `{EVENT_STREAM_PREFIX}:h5saw:code:`). */
export const readH5CheckCode = (
  redisUrl: string,
  streamPrefix: string,
  challengeId: string,
): Promise<string> => readCheckCode(redisUrl, `${streamPrefix}:h5saw:code:${challengeId}`);

/**
 * A login's check code: identity's (/sys/user/login, /app/login) under
 * `{EVENT_STREAM_PREFIX}:login:checkcode:`, devices' (/appcus/login) under
 * `{EVENT_STREAM_PREFIX}:app:login:checkcode:` (`service` 'devices').
 */
export const readLoginCheckCode = (
  redisUrl: string,
  streamPrefix: string,
  challengeId: string,
  service: 'identity' | 'devices' = 'identity',
): Promise<string> =>
  readCheckCode(
    redisUrl,
    `${streamPrefix}${service === 'devices' ? ':app' : ''}:login:checkcode:${challengeId}`,
  );
