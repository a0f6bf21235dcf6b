import { DomainError } from '@timber/contracts';

/** One kind's line of a day's prices, as entered: volume and price each present or not. */
export interface PriceLine {
  kindName: string;
  logVol?: number | null | undefined;
  logUnitPrice?: number | null | undefined;
}

/**
 * §5 price entry: a kind with a log volume but no price, or a price but no volume, is refused
 * naming the kind and what it lacks (the first such line, in the order sent).
 */
export function assertPriceLines(lines: readonly PriceLine[]): void {
  for (const line of lines) {
    const hasVolume = line.logVol !== undefined && line.logVol !== null;
    const hasPrice = line.logUnitPrice !== undefined && line.logUnitPrice !== null;
    if (hasVolume !== hasPrice) {
      throw new DomainError('SAWING.PRICE_INCOMPLETE', {
        kind: line.kindName,
        missing: hasVolume ? 'price' : 'volume',
      });
    }
  }
}
