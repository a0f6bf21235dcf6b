import { Redis } from 'ioredis';

/**
 * The digits of an H5 saw page's check code (apps/sawing H5Gate keeps `{cusNo}:{code}` under
 * `{EVENT_STREAM_PREFIX}:h5saw:code:{challengeId}` for 5 minutes; the page only gets a picture of
 * them). What a person reads off the picture, a test reads here; it leaves the code in place.
 */
export async function readH5CheckCode(
  redisUrl: string,
  streamPrefix: string,
  challengeId: string,
): Promise<string> {
  const redis = new Redis(redisUrl);
  try {
    const stored = await redis.get(`${streamPrefix}:h5saw:code:${challengeId}`);
    const code = stored?.split(':')[1];
    if (!code) {
      throw new Error(`no check code waits for challenge ${challengeId}`);
    }
    return code;
  } finally {
    await redis.quit();
  }
}
