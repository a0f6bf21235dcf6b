/**
 * A reader of something a scrape measures (a consumer lag, a queue's depth) that asks `read` at most
 * once per `ttlMs`: Prometheus (several of them) may scrape often, a read is a round trip to a
 * broker or a database, and two gauges of one read are collected concurrently. A failed read is not
 * kept: the next call asks again.
 */
export function cachedReader<T>(read: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = performance.now();
    if (!last || now - last.at >= ttlMs) {
      const value = read();
      last = { at: now, value };
      // a failure is not kept: the next scrape asks again
      value.catch(() => {
        if (last?.value === value) {
          last = undefined;
        }
      });
    }
    return last.value;
  };
}

/**
 * How long a read of a scrape may take (a broker, Redis or PostgreSQL that does not answer): past
 * it, the gauge leaves its series out instead of holding the whole scrape, and with it every other
 * metric of the process, until Prometheus gives up (an outage is when they matter most).
 */
export const SCRAPE_READ_TIMEOUT_MS = 2_000;

/** `read`, or a rejection once `ms` have passed without its answer. */
export function within<T>(read: Promise<T>, ms: number = SCRAPE_READ_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([read, timeout]).finally(() => clearTimeout(timer));
}
