import { type FeeItem } from '@timber/contracts';

/** A tenant's prices in cents by fee item (an item without a price is not charged). */
export type Prices = Partial<Record<FeeItem, number>>;
