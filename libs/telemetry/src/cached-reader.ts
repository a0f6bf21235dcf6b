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
