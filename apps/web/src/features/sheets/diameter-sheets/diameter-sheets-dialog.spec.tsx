import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { measureLog } from '@timber/volume';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clerkSession, envelope, mockApi, renderApp, stubFetch } from '../../../test/render';
import { validateDiameterSheet } from './diameter-sheet-rules';
import { DiameterSheetsDialog } from './diameter-sheets-dialog';

const state = clerkSession(['stock/entry']);
const stockIn = { id: 's1', spu: 'IN-1', standardType: 'ch', quantity: 4, volume: 1.164 };
const summary = (id: string) => ({
  id,
  stockInHeadId: 's1',
  spu: 'IN-1',
  customerName: '',
  woodKind: 'Larch',
  standard: 'ch',
  quantity: 4,
  volume: 1.164,
  checkQty: 5,
  checkVol: 1.5,
  diffPercent: 28.87,
  creator: 'clerk',
  updateTime: '2026-05-01T08:00:00Z',
});
/** One log's m3 under the Chinese standard, in thousandths as the tab shows it. */
const e4 = (dia: number, len: number) =>
  Math.round(measureLog('ch', { minDiameter: dia, maxDiameter: dia, length: len }).volume * 10_000);
const m3 = (volumeE4: number) => (Math.floor((volumeE4 + 5) / 10) / 1000).toFixed(3);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const row = (tab: HTMLElement, index: number) => within(tab).getAllByTestId(/-row$/)[index]!;
const type = (tab: HTMLElement, index: number, field: 'dia' | 'len' | 'qty', value: string) =>
  fireEvent.change(within(row(tab, index)).getByTestId(new RegExp(`-row-${field}$`)), {
    target: { value },
  });

describe('the diameter sheets dialog of a stock-in sheet (spec §2 Stock-in list)', () => {
  it('prints template one or two for the sheet, one at a time, and says why when the server refuses (issue 40)', async () => {
    const calls: { path: string; body: unknown }[] = [];
    stubFetch((path, body) => {
      calls.push({ path, body });
      if (path === '/api/checkStock/stats/dia' || path === '/api/purchase/diasheet/list/s1') {
        return envelope({ sheet: null, records: [] });
      }
      if (path === '/api/cmw/handwriting/template/1') {
        return new Response(new Blob(['%PDF-1.4']), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="template.pdf"',
          },
        });
      }
      if (path === '/api/cmw/handwriting/template/2') {
        return new Response(JSON.stringify({ code: 402912, msg: 'Not a stock-in sheet', data: null }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        });
      }
      return envelope(null);
    });
    const saved = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    await renderApp(<DiameterSheetsDialog sheet={stockIn} onHide={() => undefined} />, { state });
    const tab = await screen.findByTestId('diasheet-checked');
    const one = await within(tab).findByTestId('diasheet-checked-template-1');
    expect(one.textContent).toBe('Print template one');
    fireEvent.click(one);
    // one template at a time while its PDF comes
    expect(within(tab).getByTestId('diasheet-checked-template-2')).toHaveProperty('disabled', true);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.path.includes('handwriting'))).toEqual({
      path: '/api/cmw/handwriting/template/1',
      body: { stockInHeadId: 's1' },
    });
    await waitFor(() =>
      expect(within(tab).getByTestId('diasheet-checked-template-2')).toHaveProperty('disabled', false),
    );
    fireEvent.click(within(tab).getByTestId('diasheet-checked-template-2'));
    expect(await screen.findByText('Not a stock-in sheet')).toBeDefined();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('shows the checked sheet against what was measured, refuses bad rows with messages, saves good ones', async () => {
    const saves: unknown[] = [];
    mockApi((path, body) => {
      if (path === '/api/checkStock/stats/dia') {
        return envelope({ sheet: summary('c1'), records: [{ dia: 30, length: 4, qty: 3, vol: 0.873 }] });
      }
      if (path === '/api/purchase/diasheet/list/s1') {
        return envelope({ sheet: null, records: [] });
      }
      if (path === '/api/checkStock/modify') {
        saves.push(body);
        return envelope({ id: 'c1', qty: 5, vol: 1.4 });
      }
      return envelope(null);
    });
    await renderApp(<DiameterSheetsDialog sheet={stockIn} onHide={() => undefined} />, { state });
    const tab = await screen.findByTestId('diasheet-checked');
    await waitFor(() => expect(within(tab).getAllByTestId('diasheet-checked-row')).toHaveLength(1));
    expect(within(tab).getByTestId('diasheet-checked-measured').textContent).toBe('4 logs, 1.164 m³');
    expect(within(tab).getByTestId('diasheet-checked-total').textContent).toBe(
      `3 logs, ${m3(3 * e4(30, 4))} m³`,
    );
    // the count through ICU plural rules (issue 35): a difference of one log is "-1 log"
    expect(within(tab).getByTestId('diasheet-checked-difference').textContent).toBe(
      `-1 log, ${(Math.floor((3 * e4(30, 4) + 5) / 10) / 1000 - 1.164).toFixed(3)} m³`,
    );
    expect(within(tab).getByTestId('diasheet-checked-state').textContent).toContain('Saved by clerk');

    // a new row takes the last row's length; bad entries are refused with their messages
    fireEvent.click(within(tab).getByTestId('diasheet-checked-add-row'));
    expect(within(row(tab, 1)).getByTestId('diasheet-checked-row-len')).toHaveProperty('value', '4');
    type(tab, 1, 'dia', '28.5');
    type(tab, 1, 'len', '16');
    type(tab, 1, 'qty', '0');
    fireEvent.click(within(tab).getByTestId('diasheet-checked-save'));
    expect(within(tab).getByTestId('diasheet-checked-error-dia').textContent).toBe(
      'Enter a whole diameter from 1 to 300 cm',
    );
    expect(within(tab).getByTestId('diasheet-checked-error-len').textContent).toBe(
      'Enter a length above 0 and up to 15 m, with at most two decimals',
    );
    expect(within(tab).getByTestId('diasheet-checked-error-qty').textContent).toBe(
      'Enter a whole number of logs from 1 to 10000',
    );
    expect(saves).toEqual([]);

    type(tab, 1, 'dia', '28');
    type(tab, 1, 'len', '4');
    type(tab, 1, 'qty', '2');
    expect(within(tab).queryByTestId('diasheet-checked-error-dia')).toBeNull();
    expect(within(tab).getByTestId('diasheet-checked-total').textContent).toBe(
      `5 logs, ${m3(3 * e4(30, 4) + 2 * e4(28, 4))} m³`,
    );
    fireEvent.click(within(tab).getByTestId('diasheet-checked-save'));
    await waitFor(() =>
      expect(saves).toEqual([
        {
          stockInHeadId: 's1',
          diameters: [
            { dia: 30, len: 4, qty: 3 },
            { dia: 28, len: 4, qty: 2 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Checked diameter sheet of IN-1 saved')).toBeTruthy();
  });

  it('adds the purchase sheet the first time and edits it after', async () => {
    const calls: { path: string; body: unknown }[] = [];
    let saved = false;
    mockApi((path, body) => {
      if (path === '/api/checkStock/stats/dia') {
        return envelope({ sheet: null, records: [] });
      }
      if (path === '/api/purchase/diasheet/list/s1') {
        return envelope(
          saved
            ? { sheet: summary('p1'), records: [{ dia: 32, length: 4, qty: 4, vol: 1.36 }] }
            : { sheet: null, records: [] },
        );
      }
      if (path.startsWith('/api/purchase/diasheet/')) {
        calls.push({ path, body });
        saved = true;
        return envelope({ id: 'p1', qty: 4, vol: 1.36 });
      }
      return envelope(null);
    });
    await renderApp(<DiameterSheetsDialog sheet={stockIn} onHide={() => undefined} />, { state });
    fireEvent.click(await screen.findByText('Purchase sheet'));
    const tab = await screen.findByTestId('diasheet-purchase');
    await waitFor(() =>
      expect(within(tab).getByTestId('diasheet-purchase-state').textContent).toBe('Not saved yet'),
    );
    // an empty sheet is refused: its one row is empty
    fireEvent.click(within(tab).getByTestId('diasheet-purchase-save'));
    expect(within(tab).getAllByTestId('diasheet-purchase-error-dia')[0]!.textContent).toBe(
      'This field is required',
    );
    type(tab, 0, 'dia', '32');
    type(tab, 0, 'len', '4');
    type(tab, 0, 'qty', '4');
    fireEvent.click(within(tab).getByTestId('diasheet-purchase-save'));
    await waitFor(() =>
      expect(within(tab).getByTestId('diasheet-purchase-state').textContent).toContain('Saved by'),
    );
    type(tab, 0, 'qty', '5');
    fireEvent.click(within(tab).getByTestId('diasheet-purchase-save'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      {
        path: '/api/purchase/diasheet/Add',
        body: { stockInHeadId: 's1', diameters: [{ dia: 32, len: 4, qty: 4 }] },
      },
      { path: '/api/purchase/diasheet/Edit', body: { id: 'p1', diameters: [{ dia: 32, len: 4, qty: 5 }] } },
    ]);
  });
});

describe('diameter sheet rows (spec §5, the server’s limits)', () => {
  it.each([
    ['a whole diameter, a length, a count', { dia: '30', len: '4', qty: '3' }, {}],
    ['length with two decimals', { dia: '30', len: '4.25', qty: '1' }, {}],
    [
      'nothing typed',
      { dia: '', len: '', qty: '' },
      { dia: 'validation.required', len: 'validation.required', qty: 'validation.required' },
    ],
    ['a decimal diameter', { dia: '30.5', len: '4', qty: '1' }, { dia: 'diaSheet.diaInvalid' }],
    ['diameter 0', { dia: '0', len: '4', qty: '1' }, { dia: 'diaSheet.diaInvalid' }],
    ['diameter over 300', { dia: '301', len: '4', qty: '1' }, { dia: 'diaSheet.diaInvalid' }],
    ['a minus sign', { dia: '-30', len: '4', qty: '1' }, { dia: 'diaSheet.diaInvalid' }],
    ['length 0', { dia: '30', len: '0', qty: '1' }, { len: 'diamEdit.lengthInvalid' }],
    ['length over 15 m', { dia: '30', len: '15.5', qty: '1' }, { len: 'diamEdit.lengthInvalid' }],
    ['three decimals of length', { dia: '30', len: '4.125', qty: '1' }, { len: 'diamEdit.lengthInvalid' }],
    ['quantity 0', { dia: '30', len: '4', qty: '0' }, { qty: 'diaSheet.qtyInvalid' }],
    ['a decimal quantity', { dia: '30', len: '4', qty: '1.5' }, { qty: 'diaSheet.qtyInvalid' }],
    ['quantity over 10000', { dia: '30', len: '4', qty: '10001' }, { qty: 'diaSheet.qtyInvalid' }],
  ])('%s', (_name, typed, expected) => {
    const errors = validateDiameterSheet([{ key: 1, ...typed }]);
    const ids = Object.fromEntries(
      Object.entries(errors.byRow[1] ?? {}).map(([field, error]) => [field, error.id]),
    );
    expect(ids).toEqual(expected);
  });

  it('needs at least one row', () => {
    expect(validateDiameterSheet([]).rows?.id).toBe('sheet.form.rowsRequired');
  });
});
