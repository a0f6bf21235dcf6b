/** The logs of a pending sheet: abnormal wood and the diameter edit (spec §2 Diameter edit, §3, §7). */
import { z } from 'zod';
import { readQuerySchema } from './common';
import { MAX_SPEC_LENGTH_M } from './wood-specs';

/** The largest diameter reading a hand entry may give, in cm (as the add sheet dialog). */
export const MAX_DIAMETER_CM = 300;
/** At most this many logs are removed or added by one diameter edit. */
export const MAX_MODIFIED_LOGS = 5_000;

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** A comma list of log ids, spaces allowed around the commas; empty when nothing is removed. */
const UUID_LIST = new RegExp(`^\\s*(${UUID}(\\s*,\\s*${UUID})*)?\\s*$`);

/** §7 abnormal logs by stockInHId (stock-in) or stockOutHId (stock-out). */
export const stockInAbnormalQuerySchema = readQuerySchema({ stockInHId: z.uuid() });
export const stockOutAbnormalQuerySchema = readQuerySchema({ stockOutHId: z.uuid() });

/** §3 Abnormal wood: a log the measuring device flagged, with its readings (diameters in cm, length in m). */
export const abnormalLogSchema = z.object({
  id: z.uuid(),
  deviceNo: z.string(),
  picUrl: z.string().describe('picture of the log end; empty when there is none'),
  woodSpecs: z.number().describe('length reading, m'),
  diameter: z
    .number()
    .describe('diameter class under the sheet standard (the smaller reading when unmeasured)'),
  minDiameter: z.number(),
  maxDiameter: z.number(),
  spu: z.string().describe('the sheet the log was measured on (kept through merges)'),
});
export type AbnormalLog = z.infer<typeof abnormalLogSchema>;

/** (chosen) The diameter rows of a sheet for the diameter edit. */
export const diameterRowsQuerySchema = readQuerySchema({ id: z.uuid() });

/**
 * §3 Diameter row: the sheet's logs (abnormal ones left out) of one diameter class and length
 * class, with their ids and the readings of one of them (what a copy of the row's log takes).
 */
export const diameterRowSchema = z.object({
  diameter: z.number(),
  length: z.number(),
  qty: z.number().int(),
  ids: z.array(z.uuid()),
  minDiameter: z.number(),
  maxDiameter: z.number(),
});
export type DiameterRow = z.infer<typeof diameterRowSchema>;

/** A diameter reading in cm: above 0, at most one decimal. */
const diameterReading = z.number().positive().max(MAX_DIAMETER_CM).multipleOf(0.1);

/** A new manual log of a diameter edit (§7 newData item). */
export const modifiedLogSchema = z
  .strictObject({
    /** m, above 0 and at most 15 (§9), two decimals at most */
    length: z.number().positive().max(MAX_SPEC_LENGTH_M).multipleOf(0.01),
    maxDia: diameterReading,
    minDia: diameterReading,
    /** the picture of an abnormal log turned into a manual entry */
    picUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^((https?:\/\/|\/)\S*)?$/, { error: 'invalid' })
      .default(''),
  })
  .refine((log) => log.minDia <= log.maxDia, { path: ['minDia'], error: 'invalid' });
export type ModifiedLog = z.infer<typeof modifiedLogSchema>;

/**
 * §7 Diameter edit submit: flag (1 stock-in, 2 stock-out), the sheet id, new manual logs, and
 * the ids of logs to remove as a comma string.
 */
export const modifyDiametersSchema = z.strictObject({
  flag: z.union([z.literal(1), z.literal(2)]),
  id: z.uuid(),
  newData: z.array(modifiedLogSchema).max(MAX_MODIFIED_LOGS).default([]),
  removeIds: z
    .string()
    .max(MAX_MODIFIED_LOGS * 40)
    .regex(UUID_LIST, { error: 'invalid' })
    .default('')
    .transform((list) => [
      ...new Set(
        list
          .split(',')
          .map((id) => id.trim().toLowerCase())
          .filter(Boolean),
      ),
    ]),
});
export type ModifyDiameters = z.infer<typeof modifyDiametersSchema>;

/** The sheet's figures after a diameter edit. */
export const modifiedSheetSchema = z.object({
  quantity: z.number().int(),
  volume: z.number().describe('m3'),
  errorNum: z.number().int(),
});
export type ModifiedSheet = z.infer<typeof modifiedSheetSchema>;
