import { deviceSheetSchema } from '@timber/contracts';
import { ValidationFailed } from '@timber/nest-kit';
import { describe, expect, it } from 'vitest';
import { parseDeviceSheet, plainLogs } from './sheet-parser';

const header = {
  kind: 1,
  standard: ' ch ',
  woodKindId: '00000000-0000-4000-8000-000000000301',
  locationId: '00000000-0000-4000-8000-000000000400',
  transportNum: 'AB123',
  deviceTime: '2026-11-24T08:30:00+01:00',
};
const log = { minDiameterCm: 24.5, maxDiameterCm: 26, lengthM: 4 };
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString();

/** What the schema makes of a body: the value, or the refusal's text. */
function bySchema(body: unknown): string {
  try {
    return JSON.stringify(deviceSheetSchema.parse(body));
  } catch {
    return 'refused';
  }
}

function byParser(body: unknown): string {
  try {
    return JSON.stringify(parseDeviceSheet(body, 'en'));
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationFailed);
    return 'refused';
  }
}

describe('the device sheet parser (deviceSheetSchema, logs checked by hand)', () => {
  it.each([
    ['plain logs', { ...header, logs: [log, { ...log, minDiameterCm: 0 }] }],
    ['fields in another order', { logs: [{ lengthM: 4, maxDiameterCm: 26, minDiameterCm: 1 }], ...header }],
    ['a customer', { ...header, customerId: '00000000-0000-4000-8000-000000000501', logs: [log] }],
    ['a picture, trimmed', { ...header, logs: [{ ...log, picture: '  p/1.jpg ' }, log] }],
    ['the limits', { ...header, logs: [{ minDiameterCm: 999.9, maxDiameterCm: 0, lengthM: 99.99 }] }],
    ['a blank picture', { ...header, logs: [{ ...log, picture: '   ' }] }],
    ['a picture too long', { ...header, logs: [{ ...log, picture: 'x'.repeat(501) }] }],
    ['a picture of 500', { ...header, logs: [{ ...log, picture: 'x'.repeat(500) }] }],
    ['a picture that is no text', { ...header, logs: [{ ...log, picture: 7 }] }],
    ['a null picture', { ...header, logs: [{ ...log, picture: null }] }],
    ['a diameter above the range', { ...header, logs: [{ ...log, maxDiameterCm: 1000 }] }],
    ['a negative length', { ...header, logs: [{ ...log, lengthM: -0.01 }] }],
    ['a length as text', { ...header, logs: [{ ...log, lengthM: '4' }] }],
    ['a missing length', { ...header, logs: [{ minDiameterCm: 1, maxDiameterCm: 2 }] }],
    ['an unknown log field', { ...header, logs: [{ ...log, colour: 'red' }] }],
    [
      'a __proto__ field',
      { ...header, logs: [JSON.parse('{"minDiameterCm":1,"maxDiameterCm":2,"lengthM":3,"__proto__":{}}')] },
    ],
    ['a log that is a list', { ...header, logs: [[1, 2, 3]] }],
    ['a null log', { ...header, logs: [null] }],
    ['no logs', { ...header, logs: [] }],
    ['logs that are no list', { ...header, logs: { 0: log } }],
    ['no logs field', { ...header }],
    ['an unknown sheet field', { ...header, colour: 'red', logs: [log] }],
    ['a bad header', { ...header, kind: 3, logs: [log] }],
    ['a device time before 2000', { ...header, deviceTime: '1999-12-31T23:59:59Z', logs: [log] }],
    ['a device time of 2000', { ...header, deviceTime: '2000-01-01T00:00:00Z', logs: [log] }],
    ['a device time two days ahead', { ...header, deviceTime: inDays(2), logs: [log] }],
    ['a device time a few hours ahead', { ...header, deviceTime: inDays(0.5), logs: [log] }],
    ['a body that is a list', [log]],
    ['a null body', null],
  ])('%s: the same value (or refusal) as the schema', (_label, body) => {
    expect(byParser(body)).toBe(bySchema(body));
  });

  it('names the problems as the schema does when a log is not plainly valid', () => {
    expect(() => parseDeviceSheet({ ...header, logs: [{ ...log, lengthM: 100 }] }, 'en')).toThrow(
      /logs\.0\.lengthM/,
    );
  });

  it('refuses a device time far in the future or before 2000, naming the window', () => {
    for (const deviceTime of [inDays(1.1), '2099-01-01T00:00:00+08:00', '1970-01-01T00:00:00Z']) {
      expect(() => parseDeviceSheet({ ...header, deviceTime, logs: [log] }, 'en')).toThrow(
        "deviceTime must lie between 2000-01-01 and one day after the server's time",
      );
    }
  });

  it('refuses more logs than a sheet may hold', () => {
    expect(plainLogs(Array.from({ length: 5001 }, () => log))).toBeUndefined();
    expect(plainLogs(Array.from({ length: 5000 }, () => log))).toHaveLength(5000);
  });
});
