import {
  type DeviceSheet,
  deviceSheetSchema,
  MAX_LOGS_PER_SHEET,
  type MeasuredLogInput,
} from '@timber/contracts';
import { type Locale } from '@timber/i18n';
import { parseOrThrow } from '@timber/nest-kit';

/** The sheet's fields but its logs, checked by the schema (strict: an unknown field is refused). */
const headerSchema = deviceSheetSchema.omit({ logs: true });

const LOG_FIELDS = new Set(['minDiameterCm', 'maxDiameterCm', 'lengthM', 'picture']);

const inRange = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;

/**
 * The logs exactly as deviceSheetSchema's measuredLogInputSchema parses them (fields in schema
 * order, the picture trimmed), checked by hand: a tenth of the schema's cost for a sheet of 50
 * logs. Undefined as soon as anything is not plainly valid: the schema then names the problem.
 */
export function plainLogs(logs: unknown): MeasuredLogInput[] | undefined {
  if (!Array.isArray(logs) || logs.length < 1 || logs.length > MAX_LOGS_PER_SHEET) {
    return undefined;
  }
  const parsed: MeasuredLogInput[] = new Array<MeasuredLogInput>(logs.length);
  for (let index = 0; index < logs.length; index += 1) {
    const log: unknown = logs[index];
    if (typeof log !== 'object' || log === null || Array.isArray(log)) {
      return undefined;
    }
    for (const key of Object.keys(log)) {
      if (!LOG_FIELDS.has(key)) {
        return undefined;
      }
    }
    const { minDiameterCm, maxDiameterCm, lengthM, picture } = log as Record<string, unknown>;
    if (!inRange(minDiameterCm, 999.9) || !inRange(maxDiameterCm, 999.9) || !inRange(lengthM, 99.99)) {
      return undefined;
    }
    if (picture === undefined) {
      parsed[index] = { minDiameterCm, maxDiameterCm, lengthM };
      continue;
    }
    const trimmed = typeof picture === 'string' ? picture.trim() : '';
    if (trimmed.length < 1 || trimmed.length > 500) {
      return undefined;
    }
    parsed[index] = { minDiameterCm, maxDiameterCm, lengthM, picture: trimmed };
  }
  return parsed;
}

/**
 * POST /v1/sheets's body as deviceSheetSchema parses it, the same value to the byte (the request
 * hash is taken of it): the header by the schema, the logs by plainLogs; the whole body by the
 * schema when a log is not plainly valid, so that every problem is named as before.
 */
export function parseDeviceSheet(body: unknown, locale: Locale): DeviceSheet {
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'logs' in body) {
    const { logs, ...header } = body as Record<string, unknown>;
    const parsedLogs = plainLogs(logs);
    if (parsedLogs) {
      const parsed = headerSchema.safeParse(header);
      if (parsed.success) {
        return { ...parsed.data, logs: parsedLogs };
      }
    }
  }
  return parseOrThrow(deviceSheetSchema, body, locale);
}
