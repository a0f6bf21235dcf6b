import { z } from 'zod';
import { carDiameterCategoryQuerySchema } from './car-data';
import { dayString, listQuerySchema } from './common';

/** §3 Dashboard summary: today's figures (volumes in m3, 3 decimals). */
export const dashboardSummarySchema = z.object({
  qty: z.number().int(),
  volume: z.number(),
  entryQty: z.number().int(),
  deliveryQty: z.number().int(),
  entryVolume: z.number(),
  deliveryVolume: z.number(),
  handlingNum: z.number().int(),
  handledNum: z.number().int(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** How many days the dashboard's inbound and outbound chart covers (today included). */
export const DASHBOARD_CHART_DAYS = 30;

const shareSchema = z.object({ name: z.string(), quantity: z.number().int(), volume: z.number() });

/** The dashboard's charts: 30 days of confirmed volume in and out, and the stock by wood kind and by location. */
export const dashboardChartsSchema = z.object({
  days: z.array(
    z.object({
      day: z.string().describe('YYYY-MM-DD, the caller’s day'),
      inVolume: z.number().describe('m3 confirmed in, 3 decimals'),
      outVolume: z.number().describe('m3 confirmed out, 3 decimals'),
    }),
  ),
  byKind: z.array(shareSchema),
  byLocation: z.array(shareSchema),
});
export type DashboardCharts = z.infer<typeof dashboardChartsSchema>;

/** §2 Statistics and tools: the type filter of the daily statistics (1 stock-in, 2 stock-out). */
export const STATS_FLAG = { IN: 1, OUT: 2 } as const;
const statsFlagSchema = z
  .union([z.literal(STATS_FLAG.IN), z.literal(STATS_FLAG.OUT)])
  .describe('1 stock-in sheets, 2 stock-out sheets');

/** §7 "Stats: list by statsDate and flag": the sheets confirmed on the day, by customer and wood kind, paged (10). */
export const dailyStatsQuerySchema = listQuerySchema(
  {
    statsDate: dayString
      .optional()
      .describe('the day the sheets were confirmed on, in the caller’s time zone; today when absent'),
    flag: statsFlagSchema.default(STATS_FLAG.IN),
  },
  { defaultPageSize: 10 },
);
export type DailyStatsQuery = z.infer<typeof dailyStatsQuerySchema>;

/** One row of the daily statistics: a customer's sheets of one wood kind confirmed that day. */
export const dailyStatsRowSchema = z.object({
  ids: z.array(z.uuid()).describe('its sheets (the breakdown’s ids)'),
  spus: z.array(z.string()),
  customerName: z.string(),
  woodKindName: z.string(),
  sheetCount: z.number().int(),
  quantity: z.number().int(),
  volume: z.number().describe('m3, 3 decimals'),
});
export type DailyStatsRow = z.infer<typeof dailyStatsRowSchema>;

/**
 * §7 "detail by ids, standard, flag": the logs of a row's sheets by diameter class, under one
 * standard; the same call as a truck's diameter table (its sheets, their kind, the standard).
 */
export const dailyStatsCategoryQuerySchema = carDiameterCategoryQuerySchema;
export type DailyStatsCategoryQuery = z.infer<typeof dailyStatsCategoryQuerySchema>;
