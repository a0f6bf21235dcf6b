import { z } from 'zod';
import { listQuerySchema } from './common';

/** §9 limits of a stock-age rule: at least one log, between one month and ten years. */
export const STOCK_AGE_MONTHS_MAX = 120;
export const STOCK_AGE_MINIMUM_MAX = 1_000_000;

/**
 * §2 Dashboard stock-age warning, §7 POST /invalarm/save {minimum, months}: warn when a stock row
 * (a location's wood kind) holds at least `minimum` logs that have lain there `months` months or longer.
 */
export const stockAgeRuleSaveSchema = z.strictObject({
  minimum: z.number().int().min(1).max(STOCK_AGE_MINIMUM_MAX).describe('logs, at least 1'),
  months: z.number().int().min(1).max(STOCK_AGE_MONTHS_MAX).describe('months, 1 to 120'),
});
export type StockAgeRuleSave = z.infer<typeof stockAgeRuleSaveSchema>;

export const stockAgeRuleListQuerySchema = listQuerySchema();
export type StockAgeRuleListQuery = z.infer<typeof stockAgeRuleListQuerySchema>;

export const stockAgeRuleSchema = z.object({
  id: z.uuid(),
  minimum: z.number().int(),
  months: z.number().int(),
  /** how many stock rows the rule fires for now */
  firing: z.number().int(),
  createTime: z.string(),
});
export type StockAgeRule = z.infer<typeof stockAgeRuleSchema>;

/** The dashboard panel: the stock rows over age, paged. */
export const stockAgeAlarmListQuerySchema = listQuerySchema();
export type StockAgeAlarmListQuery = z.infer<typeof stockAgeAlarmListQuerySchema>;

/** One stock row a rule fires for: its logs that lay there `months` months or longer. */
export const stockAgeAlarmSchema = z.object({
  stockId: z.uuid(),
  ruleId: z.uuid(),
  locationName: z.string(),
  woodKindName: z.string(),
  months: z.number().int(),
  minimum: z.number().int(),
  agedQty: z.number().int().describe('logs in stock since the rule’s months or longer'),
  agedVolume: z.number().describe('their m3, 3 decimals'),
  quantity: z.number().int().describe('all logs of the row'),
  oldestDay: z.string().describe('YYYY-MM-DD the oldest log came in'),
});
export type StockAgeAlarm = z.infer<typeof stockAgeAlarmSchema>;
