/** Milliseconds since `start` (process.hrtime.bigint()). */
export const ms = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;

/**
 * One call of the API sent `requests` times one after another (after 5 warm-up calls) through the
 * BFF with the caller's token; its p50, p95 and max in ms. A call answered with another code than
 * 0 stops the benchmark.
 */
export async function sequentialLatency(
  url: string,
  token: string,
  body: object,
  requests: number,
): Promise<{ p50: number; p95: number; max: number }> {
  const call = async () => {
    const answer = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'timezone-offset': '0',
      },
      body: JSON.stringify(body),
    });
    const envelope = (await answer.json()) as { code: number };
    if (envelope.code !== 0) {
      throw new Error(`${url} answered ${answer.status} ${JSON.stringify(envelope)}`);
    }
  };
  for (let i = 0; i < 5; i++) {
    await call();
  }
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = process.hrtime.bigint();
    await call();
    times.push(ms(start));
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
}
