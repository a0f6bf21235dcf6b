import { STOCK_AGE_MINIMUM_MAX, STOCK_AGE_MONTHS_MAX } from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';

/** The add-rule form of the stock-age warning (spec §7 /invalarm/save {minimum, months}). */
export interface StockAgeDraft {
  minimum: number | null;
  months: number | null;
}

/** What is wrong with a draft, field by field (the message ids); empty when it can be saved. */
export function stockAgeErrors(draft: StockAgeDraft): Partial<Record<keyof StockAgeDraft, WebMessageId>> {
  const errors: Partial<Record<keyof StockAgeDraft, WebMessageId>> = {};
  if (
    draft.minimum === null ||
    !Number.isInteger(draft.minimum) ||
    draft.minimum < 1 ||
    draft.minimum > STOCK_AGE_MINIMUM_MAX
  ) {
    errors.minimum = 'stockAge.minimumInvalid';
  }
  if (
    draft.months === null ||
    !Number.isInteger(draft.months) ||
    draft.months < 1 ||
    draft.months > STOCK_AGE_MONTHS_MAX
  ) {
    errors.months = 'stockAge.monthsInvalid';
  }
  return errors;
}
