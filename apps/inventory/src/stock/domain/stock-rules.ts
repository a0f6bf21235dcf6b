import { DomainError } from '@timber/contracts';

/** What a stock row holds, or what a confirmed sheet moves. */
export interface StockLevel {
  quantity: number;
  volumeE4: number;
}

/** Which way a confirmed sheet moves stock: a stock-in brings it in, a stock-out takes it out. */
export type StockDirection = 'in' | 'out';

/**
 * The stock after a confirmed sheet: a stock-in adds, a stock-out takes away and is refused, with
 * the shortfall named, when it would take more than lies there.
 */
export function moveStock(current: StockLevel, direction: StockDirection, sheet: StockLevel): StockLevel {
  if (direction === 'in') {
    return { quantity: current.quantity + sheet.quantity, volumeE4: current.volumeE4 + sheet.volumeE4 };
  }
  const quantity = current.quantity - sheet.quantity;
  const volumeE4 = current.volumeE4 - sheet.volumeE4;
  if (quantity < 0 || volumeE4 < 0) {
    throw new DomainError('STOCK.SHORTFALL', {
      quantity: Math.max(0, -quantity),
      volume: (Math.max(0, -volumeE4) / 10_000).toFixed(3),
    });
  }
  return { quantity, volumeE4 };
}
