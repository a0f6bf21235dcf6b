import { z } from 'zod';
import { dayString, listQuerySchema } from './common';

/** §3 Wood kind, §5: name required, remark optional. */
export const woodKindSchema = z.object({
  id: z.uuid(),
  woodKindName: z.string(),
  remark: z.string(),
  createTime: z.string(),
});
export type WoodKind = z.infer<typeof woodKindSchema>;

const woodKindName = z.string().trim().min(1).max(50);
const remark = z.string().trim().max(200).default('');

export const woodKindListQuerySchema = listQuerySchema({
  woodKindName: z.string().trim().max(50).optional(),
  createTimeFrom: dayString.optional(),
  createTimeTo: dayString.optional(),
});
export type WoodKindListQuery = z.infer<typeof woodKindListQuerySchema>;

export const woodKindCreateSchema = z.strictObject({ woodKindName, remark });
export type WoodKindCreate = z.infer<typeof woodKindCreateSchema>;

export const woodKindUpdateSchema = z.strictObject({ id: z.uuid(), woodKindName, remark });
export type WoodKindUpdate = z.infer<typeof woodKindUpdateSchema>;
