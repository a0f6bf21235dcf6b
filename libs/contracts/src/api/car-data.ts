import { z } from 'zod';
import { dayString, listQuerySchema, readQuerySchema } from './common';

/**
 * §2 truck and container data (/stock/containerData; the §2 Diameter data detail's type carData):
 * the confirmed sheets of one kind grouped by their transport number (a truck or a container),
 * and the logs of a group by diameter class. §7 names neither path: both (chosen).
 */
export const CAR_DATA_FLAG = { IN: 1, OUT: 2 } as const;
/** The most sheets one truck's diameter table adds up. */
export const CAR_DATA_MAX_SHEETS = 200;

const flagSchema = z
  .union([z.literal(CAR_DATA_FLAG.IN), z.literal(CAR_DATA_FLAG.OUT)])
  .describe('1 stock-in sheets, 2 stock-out sheets');

export const carDataQuerySchema = listQuerySchema({
  flag: flagSchema.default(CAR_DATA_FLAG.IN),
  transportNum: z.string().trim().max(30).optional().describe('part of the transport number, any case'),
  customerId: z.uuid().optional(),
  dateFrom: dayString.optional().describe('sheet day from (inclusive)'),
  dateTo: dayString.optional().describe('sheet day to (inclusive)'),
});
export type CarDataQuery = z.infer<typeof carDataQuerySchema>;

/** One truck or container: its confirmed sheets of the kind, their totals and names. */
export const carDataRowSchema = z.object({
  transportNum: z.string(),
  flag: z.number().int(),
  ids: z.array(z.uuid()).describe('its sheets, newest first'),
  spus: z.array(z.string()),
  sheetCount: z.number().int(),
  quantity: z.number().int(),
  volume: z.number().describe('m3, 3 decimals'),
  firstDate: z.string(),
  lastDate: z.string(),
  customers: z.string().describe('the customers of its sheets, comma separated'),
  woodKinds: z.string().describe('the wood kinds of its sheets, comma separated'),
});
export type CarDataRow = z.infer<typeof carDataRowSchema>;

export const carDiameterCategoryQuerySchema = readQuerySchema({
  ids: z.array(z.uuid()).min(1).max(CAR_DATA_MAX_SHEETS),
  flag: flagSchema,
  standard: z
    .string()
    .trim()
    .min(2)
    .max(32)
    .optional()
    .describe('every log measured again under it; the first sheet’s own when absent'),
});
export type CarDiameterCategoryQuery = z.infer<typeof carDiameterCategoryQuerySchema>;
