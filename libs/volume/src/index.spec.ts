import { describe, expect, it } from 'vitest';
import { VOLUME_DECIMALS } from './index';

describe('volume', () => {
  it('keeps three decimals', () => {
    expect(VOLUME_DECIMALS).toBe(3);
  });
});
