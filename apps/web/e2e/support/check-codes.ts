import { CHECK_CODE_DIGITS, checkCodeDigest } from '@timber/contracts';
import { Redis } from 'ioredis';

/**
 * The digits of a check code, which a page shows only as a picture (the H5 gate, issue 19; a
 * login past its account's failures, issue 34): what a person reads off it, the test finds where
 * the service keeps its digest, `{subject}:{digest}` under `{E2E_STREAM_PREFIX}:{where}:{challengeId}`
 * in the system's Redis (E2E_REDIS_URL; npm run e2e sets both), by trying every code (libs/testing
 * readCheckCode does the same).
 */
async function checkCodeAt(where: string, challengeId: string): Promise<string> {
  const url = process.env['E2E_REDIS_URL'];
  const prefix = process.env['E2E_STREAM_PREFIX'];
  if (!url || !prefix) {
    throw new Error(
      'E2E_REDIS_URL and E2E_STREAM_PREFIX (the system under test) are required: npm run e2e sets them',
    );
  }
  const redis = new Redis(url);
  try {
    const [subject, digest] = ((await redis.get(`${prefix}:${where}:${challengeId}`)) ?? '').split(':');
    const codes = Array.from({ length: 10 ** CHECK_CODE_DIGITS }, (_, n) =>
      String(n).padStart(CHECK_CODE_DIGITS, '0'),
    );
    const code = codes.find((candidate) => checkCodeDigest(challengeId, subject ?? '', candidate) === digest);
    if (!code) {
      throw new Error(`no check code waits for challenge ${challengeId}`);
    }
    return code;
  } finally {
    await redis.quit();
  }
}

/** The H5 saw page's check code (sawing keeps it under `h5saw:code`). */
export const h5CheckCodeOf = (challengeId: string): Promise<string> => checkCodeAt('h5saw:code', challengeId);

/** The back office login's check code (identity keeps it under `login:checkcode`). */
export const loginCheckCodeOf = (challengeId: string): Promise<string> =>
  checkCodeAt('login:checkcode', challengeId);
