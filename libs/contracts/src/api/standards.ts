import { z } from 'zod';
import { pageQuerySchema, readQuerySchema } from './common';

/**
 * A tenant's own measurement standard: a StandardDefinition of libs/volume (checked field by
 * field by the inventory service, which answers every problem with its path).
 */
export const customStandardSaveSchema = z.strictObject({ definition: z.record(z.string(), z.unknown()) });
export const customStandardUpdateSchema = z.strictObject({
  id: z.uuid(),
  definition: z.record(z.string(), z.unknown()),
});
export const customStandardListQuerySchema = pageQuerySchema;

export const customStandardSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  definition: z.record(z.string(), z.unknown()),
  createTime: z.string(),
  updateTime: z.string(),
});
export type CustomStandard = z.infer<typeof customStandardSchema>;

/** One log measured under a preset or a tenant standard (spec §2 volume calculator). */
export const measureLogRequestSchema = readQuerySchema({
  standard: z.string().trim().min(2).max(32),
  minDiameter: z.number().positive().max(300),
  maxDiameter: z.number().positive().max(300).optional(),
  length: z.number().positive().max(30),
});
export type MeasureLogRequest = z.infer<typeof measureLogRequestSchema>;

export const measureLogResponseSchema = z.object({
  standard: z.string(),
  diameterClass: z.number(),
  lengthClass: z.number(),
  volume: z.number(),
  explanation: z.string(),
});
export type MeasureLogResponse = z.infer<typeof measureLogResponseSchema>;
