import { z } from 'zod';
import { dayString, listQuerySchema } from './common';

/** §3 Warehouse location, §5: name required and trimmed, remark optional. */
export const locationSchema = z.object({
  id: z.uuid(),
  locationName: z.string(),
  remark: z.string(),
  createTime: z.string(),
});
export type WarehouseLocation = z.infer<typeof locationSchema>;

const locationName = z.string().trim().min(1).max(50);
const remark = z.string().trim().max(200).default('');

export const locationListQuerySchema = listQuerySchema({
  locationName: z.string().trim().max(50).optional(),
  createTimeFrom: dayString.optional(),
  createTimeTo: dayString.optional(),
});
export type LocationListQuery = z.infer<typeof locationListQuerySchema>;

export const locationCreateSchema = z.strictObject({ locationName, remark });
export type LocationCreate = z.infer<typeof locationCreateSchema>;

export const locationUpdateSchema = z.strictObject({ id: z.uuid(), locationName, remark });
export type LocationUpdate = z.infer<typeof locationUpdateSchema>;
