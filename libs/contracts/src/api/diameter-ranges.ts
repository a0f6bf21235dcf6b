import { z } from 'zod';
import { pageQuerySchema } from './common';

/** §9: diameter limits, in cm. */
export const DIAMETER_LIMIT_MIN = 0;
export const DIAMETER_LIMIT_MAX = 100;

/** §3 Diameter range: a band of diameters in cm, lower and upper included. */
export const diameterRangeSchema = z.object({
  id: z.uuid(),
  lowerLimit: z.number().int(),
  upperLimit: z.number().int(),
  createTime: z.string(),
});
export type DiameterRange = z.infer<typeof diameterRangeSchema>;

/** §5: lowerLimit and upperLimit required integers 0 to 100 (lower <= upper is checked by the service). */
const limit = z.number().int().min(DIAMETER_LIMIT_MIN).max(DIAMETER_LIMIT_MAX);

export const diameterRangeListQuerySchema = pageQuerySchema;
export type DiameterRangeListQuery = z.infer<typeof diameterRangeListQuerySchema>;

export const diameterRangeCreateSchema = z.strictObject({ lowerLimit: limit, upperLimit: limit });
export type DiameterRangeCreate = z.infer<typeof diameterRangeCreateSchema>;

export const diameterRangeUpdateSchema = z.strictObject({
  id: z.uuid(),
  lowerLimit: limit,
  upperLimit: limit,
});
export type DiameterRangeUpdate = z.infer<typeof diameterRangeUpdateSchema>;
