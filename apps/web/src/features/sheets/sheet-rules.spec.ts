import { measureLog } from '@timber/volume';
import { describe, expect, it } from 'vitest';
import {
  diameterInput,
  previewSheet,
  quantityInput,
  sheetActions,
  sheetPayload,
  statusLabel,
  transportRule,
  typedErrors,
  validateSheet,
  type SheetDraft,
} from './sheet-rules';

const draft = (patch: Partial<SheetDraft> = {}): SheetDraft => ({
  sheetType: 1,
  date: new Date(2024, 2, 5),
  standard: 'ch',
  locationId: 'loc',
  kindId: 'kind',
  supplier: '',
  vehicleLicense: '',
  len: '4',
  purchaseVol: '',
  rows: [{ key: 1, dia: '30', len: '', qty: '2' }],
  ...patch,
});

describe('sheet rules (spec §4, §5)', () => {
  it('maps every status to its actions: 1 to 4 editable, 3 not confirmable, others read-only', () => {
    const table = [0, 1, 2, 3, 4, 5, 10].map((status) => [status, sheetActions(status)]);
    expect(table).toEqual([
      [0, { editable: false, confirm: false, disable: false, editDiameters: false }],
      [1, { editable: true, confirm: true, disable: true, editDiameters: true }],
      [2, { editable: true, confirm: true, disable: true, editDiameters: true }],
      [3, { editable: true, confirm: false, disable: true, editDiameters: true }],
      [4, { editable: true, confirm: true, disable: true, editDiameters: true }],
      [5, { editable: false, confirm: false, disable: false, editDiameters: false }],
      [10, { editable: false, confirm: false, disable: false, editDiameters: false }],
    ]);
    expect(statusLabel(10)).toEqual({ id: 'sheet.status.10' });
    expect(statusLabel(7)).toEqual({ id: 'sheet.status.other', values: { status: 7 } });
  });

  it('requires date, standard, warehouse, wood kind and at least one complete diameter row', () => {
    expect(validateSheet(draft())).toEqual({});
    const errors = validateSheet(draft({ date: null, standard: '', locationId: '', kindId: '', rows: [] }));
    expect(Object.keys(errors).sort()).toEqual(['date', 'kindId', 'locationId', 'rows', 'standard']);
    expect(validateSheet(draft({ rows: [{ key: 7, dia: '30', len: '', qty: '' }] })).rowErrors).toEqual({
      7: { id: 'sheet.form.rowIncomplete' },
    });
    expect(
      validateSheet(draft({ len: '', rows: [{ key: 8, dia: '30', len: '', qty: '1' }] })).rowErrors,
    ).toEqual({
      8: { id: 'sheet.form.rowLengthMissing' },
    });
  });

  it('keeps a minus sign or a letter as typed and refuses it with a message (issue 22 item 10)', () => {
    expect(diameterInput('-20')).toBe('-20');
    expect(diameterInput(' 1 2 ')).toBe('12');
    expect(quantityInput('1x0')).toBe('1x0');
    const row = (patch: Partial<SheetDraft['rows'][number]>) =>
      validateSheet(draft({ rows: [{ key: 5, dia: '30', len: '', qty: '2', ...patch }] })).rowErrors;
    const notNumber = { 5: { id: 'sheet.form.rowNumberInvalid' } };
    expect(row({ dia: '-20' })).toEqual(notNumber);
    expect(row({ qty: '1x0' })).toEqual(notNumber);
    expect(row({ len: '-4' })).toEqual(notNumber);
    expect(row({ dia: '030' })).toEqual({ 5: { id: 'sheet.form.rowIncomplete' } });
    expect(validateSheet(draft({ len: '-4' })).len).toEqual({ id: 'sheet.form.lengthInvalid' });
  });

  it('has one transport-number rule for the add dialog and the inline editor: letters and digits', () => {
    expect(transportRule('AB12')).toBeNull();
    expect(transportRule('')).toBeNull();
    expect(transportRule('京A-12 3')).toEqual({ id: 'sheet.transportInvalid' });
    expect(validateSheet(draft({ vehicleLicense: 'AB-12' })).vehicleLicense).toEqual({
      id: 'sheet.transportInvalid',
    });
    const typed = typedErrors(validateSheet(draft({ date: null, vehicleLicense: 'AB-12' })));
    expect(Object.keys(typed)).toEqual(['vehicleLicense']);
  });

  it('previews each row and the total as the server measures them (library volume × quantity)', () => {
    const rows = [
      { key: 1, dia: '30', len: '', qty: '2' },
      { key: 2, dia: '24', len: '6', qty: '3' },
      { key: 3, dia: '', len: '', qty: '1' },
    ];
    const preview = previewSheet(draft({ rows }));
    const one = (dia: number, length: number) =>
      Math.round(measureLog('ch', { minDiameter: dia, maxDiameter: dia, length }).volume * 10_000);
    expect(preview.rows).toEqual({ 1: one(30, 4) * 2, 2: one(24, 6) * 3, 3: null });
    expect(preview.totalQty).toBe(6);
    expect(preview.totalVolumeE4).toBe(one(30, 4) * 2 + one(24, 6) * 3);
    expect(previewSheet(draft({ standard: 'no-such' })).rows).toEqual({ 1: null });
  });

  it('builds the save payload (purchase volume only on a purchase sheet of stock-in)', () => {
    const purchase = draft({ sheetType: 2, purchaseVol: '12.5', supplier: 'cus', vehicleLicense: 'AB12' });
    expect(sheetPayload(purchase, true)).toEqual({
      sheetType: 2,
      date: '2024-03-05',
      standard: 'ch',
      locationId: 'loc',
      kindId: 'kind',
      supplier: 'cus',
      vehicleLicense: 'AB12',
      len: 4,
      purchaseVol: 12.5,
      diameters: [{ dia: 30, qty: 2 }],
    });
    expect(sheetPayload(purchase, false)).not.toHaveProperty('purchaseVol');
    expect(sheetPayload(purchase, false)).not.toHaveProperty('sheetType');
  });
});
