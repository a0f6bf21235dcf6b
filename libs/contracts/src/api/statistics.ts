import { z } from 'zod';

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
