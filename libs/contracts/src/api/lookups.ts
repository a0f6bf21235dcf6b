import { z } from 'zod';
import { listQuerySchema, pageQuerySchema } from './common';

/**
 * Issue 35: the read-only look-ups a screen's filters and choices need (wood kinds, locations,
 * customers, diameter ranges), for whoever holds a screen that needs them, without the
 * master-data screens. An option is the id and what the choice shows; a name filters it.
 */
export const lookupQuerySchema = listQuerySchema({
  name: z.string().trim().max(50).optional().describe('part of the name, any case'),
});
export type LookupQuery = z.infer<typeof lookupQuerySchema>;

export const lookupOptionSchema = z.object({ id: z.uuid(), name: z.string() });
export type LookupOption = z.infer<typeof lookupOptionSchema>;

/** A customer as a choice: its number too (the filters show it beside the name). */
export const customerOptionSchema = lookupOptionSchema.extend({ customerNo: z.string() });
export type CustomerOption = z.infer<typeof customerOptionSchema>;

/** A diameter range as a grouping: its two limits (cm). */
export const diameterRangeOptionSchema = z.object({
  id: z.uuid(),
  lowerLimit: z.number().int(),
  upperLimit: z.number().int(),
});
export type DiameterRangeOption = z.infer<typeof diameterRangeOptionSchema>;

export const diameterRangeLookupQuerySchema = pageQuerySchema;
