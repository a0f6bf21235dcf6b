import { type DomainError } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { moveStock } from './stock-rules';

describe('moveStock', () => {
  it('adds a stock-in', () => {
    expect(moveStock({ quantity: 3, volumeE4: 100 }, 'in', { quantity: 2, volumeE4: 50 })).toEqual({
      quantity: 5,
      volumeE4: 150,
    });
  });

  it('takes a stock-out away, down to exactly zero', () => {
    expect(moveStock({ quantity: 3, volumeE4: 100 }, 'out', { quantity: 3, volumeE4: 100 })).toEqual({
      quantity: 0,
      volumeE4: 0,
    });
  });

  it('refuses a stock-out that would go negative, naming the shortfall', () => {
    try {
      moveStock({ quantity: 3, volumeE4: 1000 }, 'out', { quantity: 5, volumeE4: 1500 });
      throw new Error('allowed');
    } catch (error) {
      expect((error as DomainError).key).toBe('STOCK.SHORTFALL');
      expect((error as DomainError).params).toEqual({ quantity: 2, volume: '0.050' });
    }
  });
});
