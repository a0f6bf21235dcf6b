import { setTimeout as delay } from 'node:timers/promises';

/**
 * Test helper: polls `check` until it stops throwing, then returns its value; rethrows its last
 * error after `timeoutMs`. Asynchronous flows are awaited with this, never with fixed sleeps.
 */
export async function expectEventually<T>(
  check: () => T | Promise<T>,
  timeoutMs = 10_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) {
        throw error;
      }
      await delay(everyMs);
    }
  }
}
