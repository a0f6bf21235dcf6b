import { CHECK_CODE_DIGITS, checkCodeDigest } from '@timber/contracts';
import { Redis } from 'ioredis';

/**
 * The digits of the H5 saw page's check code, which the page shows only as a picture (issue 19):
 * what a person reads off it, the test finds where sawing keeps its digest, `{cusNo}:{digest}`
 * under `{E2E_STREAM_PREFIX}:h5saw:code:{challengeId}` in the system's Redis (E2E_REDIS_URL; npm
 * run e2e sets both), by trying every code (libs/testing readCheckCode does the same).
 */
export async function h5CheckCodeOf(challengeId: string): Promise<string> {
  const url = process.env['E2E_REDIS_URL'];
  const prefix = process.env['E2E_STREAM_PREFIX'];
  if (!url || !prefix) {
    throw new Error(
      'E2E_REDIS_URL and E2E_STREAM_PREFIX (the system under test) are required: npm run e2e sets them',
    );
  }
  const redis = new Redis(url);
  try {
    const [cusNo, digest] = ((await redis.get(`${prefix}:h5saw:code:${challengeId}`)) ?? '').split(':');
    const codes = Array.from({ length: 10 ** CHECK_CODE_DIGITS }, (_, n) =>
      String(n).padStart(CHECK_CODE_DIGITS, '0'),
    );
    const code = codes.find((candidate) => checkCodeDigest(challengeId, cusNo ?? '', candidate) === digest);
    if (!code) {
      throw new Error(`no check code waits for challenge ${challengeId}`);
    }
    return code;
  } finally {
    await redis.quit();
  }
}
