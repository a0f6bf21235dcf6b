import { z } from 'zod';
import { dayString, listQuerySchema } from './common';

/** §9: the longest wood specification (log length), in metres. */
export const MAX_SPEC_LENGTH_M = 15;

/** §3 Wood specification (a log length in m); hot 1 puts it among the quick choices. */
export const woodSpecSchema = z.object({
  id: z.uuid(),
  woodSpecsNo: z.number(),
  remark: z.string(),
  hot: z.union([z.literal(0), z.literal(1)]),
  createTime: z.string(),
});
export type WoodSpec = z.infer<typeof woodSpecSchema>;

/** §5: required, numeric with at most 2 decimals; §9: above 0 and at most 15 m. */
export const woodSpecsNo = z.number().min(0.01).max(MAX_SPEC_LENGTH_M).multipleOf(0.01);
const remark = z.string().trim().max(200).default('');

export const woodSpecListQuerySchema = listQuerySchema({
  woodSpecsNo: z.number().optional(),
  createTimeFrom: dayString.optional(),
  createTimeTo: dayString.optional(),
});
export type WoodSpecListQuery = z.infer<typeof woodSpecListQuerySchema>;

export const woodSpecCreateSchema = z.strictObject({
  woodSpecsNo,
  remark,
  hot: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type WoodSpecCreate = z.infer<typeof woodSpecCreateSchema>;

/** Edit keeps hot as it is: the hot switch is its own call (toggle/{id}). */
export const woodSpecUpdateSchema = z.strictObject({ id: z.uuid(), woodSpecsNo, remark });
export type WoodSpecUpdate = z.infer<typeof woodSpecUpdateSchema>;

export const woodSpecHotSchema = z.object({ id: z.uuid(), hot: z.union([z.literal(0), z.literal(1)]) });
export type WoodSpecHot = z.infer<typeof woodSpecHotSchema>;
