import { describe, expect, it } from 'vitest';
import { processRegistry } from './registry';

describe('processRegistry', () => {
  it('is one registry per process, with Node own metrics in it', async () => {
    expect(processRegistry()).toBe(processRegistry());
    const text = await processRegistry().metrics();
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });
});
