import { z } from 'zod';
import { PAGE_SIZES } from '../envelope';

/** A calendar day as the date pickers send it: yyyy-MM-dd. */
export const dayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid' });

export const pageQuerySchema = z.strictObject({
  page: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(20)
    .describe(`one of ${PAGE_SIZES.join(', ')}, or up to 10000 for look-ups`),
});

export const idParamSchema = z.strictObject({ id: z.uuid() });
export const idsBodySchema = z.strictObject({ ids: z.array(z.uuid()).min(1).max(1000) });
/** A call that takes no fields: `{}`. */
export const emptyBodySchema = z.strictObject({});

/** How many rows a delete removed. */
export const deletedCountSchema = z.object({ deleted: z.number().int() });
export type DeletedCount = z.infer<typeof deletedCountSchema>;

export const pageResultSchema = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), total: z.number().int() });
