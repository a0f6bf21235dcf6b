import { DomainError, modifyDiametersSchema } from '@timber/contracts';
import { measureLog } from '@timber/volume';
import { describe, expect, it } from 'vitest';
import { buildManualLogs } from '../sheet-builder';
import {
  assertDiametersEditable,
  assertFlagMatches,
  assertKeepsLogs,
  assertOwnLogs,
  assertSomethingToModify,
  statusAfterEdit,
} from './diameter-edit-rules';
import { DATA_SOURCE, SHEET_KIND } from './sheet-rules';

/** The DomainError key (and params) a rule throws, or null when it passes. */
function refusal(rule: () => void): { key: string; params: unknown } | null {
  try {
    rule();
    return null;
  } catch (error) {
    if (error instanceof DomainError) {
      return { key: error.key, params: error.params };
    }
    throw error;
  }
}

const ID_A = '00000000-0000-4000-8000-00000000000a';
const ID_B = '00000000-0000-4000-8000-00000000000b';

describe('diameter edit rules (spec §2 Diameter edit, §4, §5, §7)', () => {
  it('takes flag 1 on stock-in and 2 on stock-out only', () => {
    expect(refusal(() => assertFlagMatches(SHEET_KIND.IN, 1))).toBeNull();
    expect(refusal(() => assertFlagMatches(SHEET_KIND.OUT, 2))).toBeNull();
    expect(refusal(() => assertFlagMatches(SHEET_KIND.IN, 2))).toEqual({
      key: 'SHEET.FLAG_MISMATCH',
      params: { flag: 2 },
    });
    expect(refusal(() => assertFlagMatches(SHEET_KIND.OUT, 1))?.key).toBe('SHEET.FLAG_MISMATCH');
  });

  it('refuses an edit that removes nothing and adds nothing', () => {
    expect(refusal(() => assertSomethingToModify([], []))?.key).toBe('SHEET.NOTHING_TO_MODIFY');
    expect(refusal(() => assertSomethingToModify([ID_A], []))).toBeNull();
    expect(refusal(() => assertSomethingToModify([], [{}]))).toBeNull();
  });

  it.each([
    [0, 'SHEET.NOT_EDITABLE'],
    [1, null],
    [2, null],
    [3, null],
    [4, null],
    [5, 'SHEET.NOT_EDITABLE'],
    [10, 'SHEET.NOT_EDITABLE'],
  ])('status %i: edit refused with %s', (status, key) => {
    expect(refusal(() => assertDiametersEditable(status))?.key ?? null).toBe(key);
  });

  it('names how many ids to remove are not logs of the sheet', () => {
    expect(refusal(() => assertOwnLogs(3, 3))).toBeNull();
    expect(refusal(() => assertOwnLogs(3, 1))).toEqual({
      key: 'SHEET.LOGS_NOT_ON_SHEET',
      params: { count: 2 },
    });
  });

  it('keeps at least one log on the sheet', () => {
    expect(refusal(() => assertKeepsLogs(0))?.key).toBe('SHEET.WOULD_BE_EMPTY');
    expect(refusal(() => assertKeepsLogs(1))).toBeNull();
  });

  it('turns a new sheet into an edited one and keeps the other pending states', () => {
    expect([1, 2, 3, 4].map(statusAfterEdit)).toEqual([2, 2, 3, 4]);
  });
});

describe('the diameter edit payload (§7, validated at the edge)', () => {
  const parse = (body: Record<string, unknown>) =>
    modifyDiametersSchema.safeParse({ flag: 1, id: ID_A, ...body });
  const issues = (body: Record<string, unknown>) =>
    parse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('splits removeIds into unique lower-case ids and defaults both lists to empty', () => {
    expect(parse({ removeIds: ` ${ID_A}, ${ID_B.toUpperCase()} ,${ID_A}` }).data?.removeIds).toEqual([
      ID_A,
      ID_B,
    ]);
    expect(parse({}).data).toMatchObject({ removeIds: [], newData: [] });
    expect(issues({ removeIds: `${ID_A},nope` })).toEqual(['removeIds']);
    expect(issues({ removeIds: `${ID_A},,${ID_B}` })).toEqual(['removeIds']);
  });

  it('takes diameters above 0 with one decimal at most, min not above max', () => {
    const log = (patch: Record<string, unknown>) => ({
      newData: [{ length: 4, maxDia: 30.5, minDia: 28, ...patch }],
    });
    expect(parse(log({})).data?.newData).toEqual([{ length: 4, maxDia: 30.5, minDia: 28, picUrl: '' }]);
    expect(issues(log({ minDia: 0 }))).toEqual(['newData.0.minDia']);
    expect(issues(log({ maxDia: 30.55 }))).toEqual(['newData.0.maxDia']);
    expect(issues(log({ minDia: 31 }))).toEqual(['newData.0.minDia']);
    expect(issues(log({ maxDia: 301, minDia: 301 }))).toEqual(['newData.0.maxDia', 'newData.0.minDia']);
  });

  it('takes lengths above 0 and at most 15 m with two decimals at most', () => {
    const length = (value: number) => issues({ newData: [{ length: value, maxDia: 30, minDia: 30 }] });
    expect(length(15)).toEqual([]);
    expect(length(3.85)).toEqual([]);
    expect(length(0)).toEqual(['newData.0.length']);
    expect(length(15.01)).toEqual(['newData.0.length']);
    expect(length(3.855)).toEqual(['newData.0.length']);
  });

  it('takes a picture address of the site or the web only, and refuses unknown fields and a wrong flag', () => {
    const picture = (picUrl: string) => issues({ newData: [{ length: 4, maxDia: 30, minDia: 30, picUrl }] });
    expect(picture('https://oss.example/log/1.jpg')).toEqual([]);
    expect(picture('/files/log.jpg')).toEqual([]);
    expect(picture('javascript:alert(1)')).toEqual(['newData.0.picUrl']);
    expect(issues({ flag: 3 })).toEqual(['flag']);
    expect(issues({ extra: 1 })).toEqual(['']);
  });
});

describe('manual logs of a diameter edit', () => {
  it('measures each reading under the standard and keeps it as a manual entry with its picture', () => {
    const logs = buildManualLogs(
      'ch',
      [
        { minDia: 28.4, maxDia: 30.1, length: 4, picUrl: '' },
        { minDia: 22, maxDia: 22, length: 5.9, picUrl: '/pic/a.jpg' },
      ],
      { sheetId: ID_A, tenantId: ID_B, firstNumber: 13 },
    );
    const expected = measureLog('ch', { minDiameter: 28.4, maxDiameter: 30.1, length: 4 });
    expect(logs[0]).toMatchObject({
      sheet_id: ID_A,
      origin_sheet_id: ID_A,
      tenant_id: ID_B,
      wood_code: 'M-13',
      min_diameter: 28.4,
      max_diameter: 30.1,
      length_m: 4,
      diameter_class: expected.diameterClass,
      length_class: expected.lengthClass,
      volume_e4: expected.volumeE4,
      manual: true,
      data_source: DATA_SOURCE.MANUAL,
      pic_url: '',
    });
    expect(logs[1]).toMatchObject({
      wood_code: 'M-14',
      volume_e4: measureLog('ch', { minDiameter: 22, length: 5.9 }).volumeE4,
      pic_url: '/pic/a.jpg',
    });
  });

  it('refuses a reading the standard cannot measure', () => {
    expect(
      refusal(() =>
        buildManualLogs('ch', [{ minDia: 30, maxDia: 30, length: 0.05, picUrl: '' }], {
          sheetId: ID_A,
          tenantId: ID_B,
          firstNumber: 1,
        }),
      )?.key,
    ).toBe('STANDARD.CANNOT_MEASURE');
  });
});
