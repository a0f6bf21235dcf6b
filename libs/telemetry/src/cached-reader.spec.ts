import { describe, expect, it } from 'vitest';
import { cachedReader, within } from './cached-reader';

describe('cachedReader', () => {
  it('asks once per period, and again at once after a failure', async () => {
    let calls = 0;
    let fail = true;
    const read = cachedReader(() => {
      calls += 1;
      return fail ? Promise.reject(new Error('broker down')) : Promise.resolve(calls);
    }, 60_000);
    await expect(read()).rejects.toThrow('broker down');
    fail = false;
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
    expect(calls).toBe(2);
  });
});

describe('within', () => {
  it('answers what the read answers in time, else rejects once the time is up', async () => {
    expect(await within(Promise.resolve(7), 50)).toBe(7);
    await expect(within(new Promise<never>(() => undefined), 20)).rejects.toThrow('no answer within 20 ms');
  });
});
