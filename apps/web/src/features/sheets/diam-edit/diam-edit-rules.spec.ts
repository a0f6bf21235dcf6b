import { describe, expect, it } from 'vitest';
import {
  type AbnormalLog,
  addManual,
  buildInfo,
  convertAbnormal,
  deleteAbnormal,
  diamEditPath,
  type DiameterRow,
  editRows,
  type EditState,
  hasChanges,
  lengthsOf,
  minus,
  modifyPayload,
  NO_CHANGES,
  parseDiamEditQuery,
  pendingAbnormal,
  plus,
  quantityAfter,
  sheetRowKey,
  validateManual,
} from './diam-edit-rules';

const ID = '0b6f4a34-5c8e-4c2e-9f51-0d9c3a7e1b22';
const sheet = {
  id: ID,
  spu: 'IN20261120-0003',
  standardType: 'ch',
  quantity: 6,
  volume: 1.234,
  tradePartner: 'Harbin Timber, Trading',
  transportNum: '',
  woodKind: 'Larch',
};
const rows: DiameterRow[] = [
  { diameter: 24, length: 4, qty: 2, ids: ['a', 'b'], minDiameter: 24, maxDiameter: 24 },
  { diameter: 30, length: 4, qty: 1, ids: ['c'], minDiameter: 29.4, maxDiameter: 31 },
];
const K24 = sheetRowKey(rows[0]!);
const K30 = sheetRowKey(rows[1]!);
const log = (id: string, picUrl = ''): AbnormalLog => ({
  id,
  deviceNo: 'DEV-1',
  picUrl,
  woodSpecs: 3.62,
  diameter: 36,
  minDiameter: 35.4,
  maxDiameter: 36.2,
  spu: sheet.spu,
});
const apply = (state: EditState, key: string): EditState => {
  const result = minus(rows, state, key);
  if ('error' in result) {
    throw new Error(result.error);
  }
  return result.state;
};

describe('diameter edit query (spec §2: type and info)', () => {
  it('writes the nine fields, "-" for a missing partner, transport number or length, and reads them back', () => {
    expect(buildInfo(sheet)).toBe(`${ID},IN20261120-0003,ch,6,1.234,-,Harbin%20Timber%2C%20Trading,-,Larch`);
    const path = diamEditPath('stockOut', sheet);
    const query = parseDiamEditQuery(new URLSearchParams(path.split('?')[1]));
    expect(query).toEqual({
      type: 'stockOut',
      info: {
        id: ID,
        spu: 'IN20261120-0003',
        standard: 'ch',
        qty: 6,
        volume: 1.234,
        length: '-',
        partner: 'Harbin Timber, Trading',
        transportNum: '-',
        woodKind: 'Larch',
      },
    });
  });

  it.each([
    ['no info', 'type=stockIn'],
    ['no type', `info=${buildInfo(sheet)}`],
    ['another type', `type=stock&info=${encodeURIComponent(buildInfo(sheet))}`],
    ['too few fields', `type=stockIn&info=${encodeURIComponent(`${ID},IN1,ch,6`)}`],
    ['no uuid', `type=stockIn&info=${encodeURIComponent('x,IN1,ch,6,1.2,-,-,-,Larch')}`],
    [
      'a quantity that is no count',
      `type=stockIn&info=${encodeURIComponent(`${ID},IN1,ch,six,1.2,-,-,-,Larch`)}`,
    ],
    ['broken escapes', `type=stockIn&info=${encodeURIComponent(`${ID},IN%E0%A4%A,ch,6,1.2,-,-,-,Larch`)}`],
  ])('refuses %s', (_, query) => {
    expect(parseDiamEditQuery(new URLSearchParams(query))).toBeNull();
  });
});

describe('plus and minus (spec §2, §5)', () => {
  it('takes a log of the row into removeIds, and refuses to go below zero', () => {
    const once = apply(NO_CHANGES, K30);
    expect(once.removed).toEqual(['c']);
    expect(editRows(rows, once).find((row) => row.key === K30)?.qty).toBe(0);
    expect(minus(rows, once, K30)).toEqual({ error: 'insufficient' });
  });

  it('adds a copy of the row log with plus, which minus takes back first', () => {
    const copied = plus(rows, NO_CHANGES, K30);
    expect(copied.added).toEqual([{ length: 4, maxDia: 31, minDia: 29.4, picUrl: '', rowKey: K30 }]);
    expect(editRows(rows, copied).find((row) => row.key === K30)?.qty).toBe(2);
    expect(apply(copied, K30)).toEqual(NO_CHANGES);
  });

  it('brings back a removed log with plus: minus then plus is no change', () => {
    const back = plus(rows, apply(NO_CHANGES, K24), K24);
    expect(back).toEqual(NO_CHANGES);
    expect(hasChanges(back)).toBe(false);
    expect(quantityAfter(rows, back)).toBe(3);
  });

  it('lists hand entries after the sheet rows, one line per reading, with their own plus and minus', () => {
    let state = addManual(NO_CHANGES, { maxDia: 31.5, minDia: 29.2, length: 4 });
    state = addManual(state, { maxDia: 31.5, minDia: 29.2, length: 4 });
    const table = editRows(rows, state);
    expect(table.map((row) => [row.source, row.diameter, row.qty])).toEqual([
      ['sheet', 24, 2],
      ['sheet', 30, 1],
      ['manual', 31.5, 2],
    ]);
    const manual = table[2]!;
    expect(editRows(rows, plus(rows, state, manual.key))[2]?.qty).toBe(3);
    const fewer = apply(apply(state, manual.key), manual.key);
    expect(editRows(rows, fewer)).toHaveLength(2);
    expect(minus(rows, fewer, manual.key)).toEqual({ error: 'insufficient' });
  });
});

describe('abnormal wood (spec §2: delete or convert to a manual entry)', () => {
  it('deletes one, converts another with its readings and picture, and lists only the rest', () => {
    const logs = [log('x1'), log('x2', '/pic/x2.jpg'), log('x3')];
    let state = deleteAbnormal(NO_CHANGES, logs[0]!);
    state = convertAbnormal(state, logs[1]!);
    expect(pendingAbnormal(logs, state).map((l) => l.id)).toEqual(['x3']);
    expect(modifyPayload('stockIn', ID, state)).toEqual({
      flag: 1,
      id: ID,
      newData: [{ length: 3.62, maxDia: 36.2, minDia: 35.4, picUrl: '/pic/x2.jpg' }],
      removeIds: 'x1,x2',
    });
    expect(editRows(rows, state)[2]).toMatchObject({ source: 'manual', picUrl: '/pic/x2.jpg', qty: 1 });
  });

  it('sends flag 2 for a stock-out sheet and the page keys never', () => {
    const state = apply(plus(rows, NO_CHANGES, K30), K24);
    expect(modifyPayload('stockOut', ID, state)).toEqual({
      flag: 2,
      id: ID,
      newData: [{ length: 4, maxDia: 31, minDia: 29.4 }],
      removeIds: 'b',
    });
  });
});

describe('manual add dialog (spec §5)', () => {
  const errorsOf = (maxDia: string, minDia: string, length: string) =>
    Object.fromEntries(
      Object.entries(validateManual({ maxDia, minDia, length })).map(([field, error]) => [field, error.id]),
    );

  it('needs every field', () => {
    expect(errorsOf('', ' ', '')).toEqual({
      maxDia: 'validation.required',
      minDia: 'validation.required',
      length: 'validation.required',
    });
  });

  it('takes diameters above 0 up to 300 with one decimal, min not above max', () => {
    expect(errorsOf('31.5', '29.2', '4')).toEqual({});
    expect(errorsOf('0', '0', '4')).toEqual({
      maxDia: 'diamEdit.diameterInvalid',
      minDia: 'diamEdit.diameterInvalid',
    });
    expect(errorsOf('301', '30.25', '4')).toEqual({
      maxDia: 'diamEdit.diameterInvalid',
      minDia: 'diamEdit.diameterInvalid',
    });
    expect(errorsOf('28', '30', '4')).toEqual({ minDia: 'diamEdit.minAboveMax' });
  });

  it('takes lengths above 0 up to 15 m with two decimals', () => {
    expect(errorsOf('30', '30', '15')).toEqual({});
    expect(errorsOf('30', '30', '3.85')).toEqual({});
    expect(errorsOf('30', '30', '15.5')).toEqual({ length: 'diamEdit.lengthInvalid' });
    expect(errorsOf('30', '30', '0')).toEqual({ length: 'diamEdit.lengthInvalid' });
    expect(errorsOf('30', '30', '3.855')).toEqual({ length: 'diamEdit.lengthInvalid' });
  });

  it('shows the distinct lengths when the list gave none', () => {
    expect(lengthsOf([{ length: 6 }, { length: 4 }, { length: 6 }])).toEqual([4, 6]);
  });
});
