import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type WebMessageId } from '@timber/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clerkSession, englishMessages, envelope, mockApi, renderApp } from '../../test/render';
import { reportSheet } from './diameter-sets-export';
import DiameterSetsPage from './diameter-sets-page';
import { type DiameterSets, reportRows, reportTable } from './diameter-sets-rules';

const report: DiameterSets = {
  sheets: [
    {
      id: 's1',
      spu: 'IN-1',
      storageDate: '2026-05-01',
      customerName: 'Oak & Co',
      woodKind: 'Larch',
      standard: 'ch',
      quantity: 6,
      volume: 1.67,
      checkQty: 5,
      checkVol: 1.457,
      purchaseQty: null,
      purchaseVol: null,
    },
  ],
  rows: [
    { dia: 28, qty: 2, vol: 0.506, checkQty: 2, checkVol: 0.506, purchaseQty: 0, purchaseVol: 0 },
    { dia: 30, qty: 4, vol: 1.164, checkQty: 3, checkVol: 0.951, purchaseQty: 0, purchaseVol: 0 },
  ],
  totals: { qty: 6, vol: 1.67, checkQty: 5, checkVol: 1.457, purchaseQty: 0, purchaseVol: 0 },
  checkedSheets: 1,
  purchaseSheets: 0,
};

const sheetRow = (id: string, spu: string) => ({
  id,
  spu,
  sheetType: 1,
  storageDate: '2026-05-01',
  customerId: null,
  tradePartner: '',
  transportNum: '',
  quantity: 6,
  volume: 1.67,
  purchaseVol: null,
  floatedVol: null,
  avgDiameter: 29.3,
  woodKindId: 'k1',
  woodKind: 'Larch',
  storageBinId: 'l1',
  storageBin: 'North',
  standardType: 'ch',
  status: 4,
  errorNum: 0,
  deviceNo: '',
  creator: 'clerk',
  createTime: '2026-05-01T08:00:00Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the comparison report of diameter sets (spec §2 Statistics and tools)', () => {
  it('takes differences from what was measured, exact to the thousandth; a set no sheet has is empty', () => {
    const { rows, totals } = reportRows(report);
    expect(rows.map((row) => [row.dia, row.checkedDiff, row.purchased])).toEqual([
      [28, { qty: 0, thousandths: 0 }, null],
      [30, { qty: -1, thousandths: -213 }, null],
    ]);
    expect(totals.checkedDiff).toEqual({ qty: -1, thousandths: -213 });
    expect(totals.purchasedDiff).toBeNull();
  });

  it('writes the classes and the totals to the worksheet, m3 with 3 decimals', async () => {
    const messages = await englishMessages();
    const t = (id: WebMessageId, values?: Record<string, string>) =>
      Object.entries(values ?? {}).reduce(
        (text, [key, value]) => text.replace(`{${key}}`, value),
        messages[id],
      );
    const table = reportTable(t, report);
    expect(table.intro).toEqual(['Stock-in sheets: IN-1']);
    expect(table.header.slice(0, 7)).toEqual([
      'Diameter class (cm)',
      'Measured logs',
      'Measured (m³)',
      'Checked logs',
      'Checked (m³)',
      'Checked − measured, logs',
      'Checked − measured (m³)',
    ]);
    expect(table.body).toEqual([
      [28, 2, 0.506, 2, 0.506, 0, 0, null, null, null, null],
      [30, 4, 1.164, 3, 0.951, -1, -0.213, null, null, null, null],
      ['Totals', 6, 1.67, 5, 1.457, -1, -0.213, null, null, null, null],
    ]);
    const sheet = reportSheet(table, 'Diameter sets');
    expect(sheet.columns.map((column) => column.numFmt ?? '')).toEqual([
      '',
      '',
      '0.000',
      '',
      '0.000',
      '',
      '0.000',
      '',
      '0.000',
      '',
      '0.000',
    ]);
    expect(sheet.rows.at(-1)).toEqual({ cells: table.body.at(-1), bold: true });
  });

  it('compares the stock-in sheets chosen on the page', async () => {
    const asked: unknown[] = [];
    mockApi((path, body) => {
      if (path === '/api/stockIn/h/pageSpu') {
        return envelope({ records: [sheetRow('s1', 'IN-1'), sheetRow('s2', 'IN-2')], total: 2 });
      }
      if (path === '/api/checkStock/stats/compare') {
        asked.push(body);
        return envelope(report);
      }
      return envelope(null);
    });
    await renderApp(<DiameterSetsPage />, { state: clerkSession(['stock/entry']) });
    await screen.findByText('IN-2');
    expect(screen.getByText('Tick stock-in sheets above and press Compare')).toBeTruthy();
    // tick IN-1's row
    fireEvent.click(screen.getByText('IN-1').closest('tr')!.querySelector('input[type="checkbox"]')!);
    await waitFor(() =>
      expect(screen.getByTestId('diasets-chosen').textContent).toBe('1 stock-in sheet chosen'),
    );
    fireEvent.click(screen.getByTestId('diasets-compare'));
    await waitFor(() => expect(asked).toEqual([{ ids: ['s1'] }]));
    const classes = await screen.findByTestId('diasets-classes');
    await waitFor(() => expect(within(classes).getAllByRole('row').length).toBeGreaterThan(2));
    const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
    const [, first, second, footer] = within(classes).getAllByRole('row');
    expect(cells(first!)).toEqual(['28', '2', '0.506', '2', '0.506', '0', '0.000', '—', '—', '—', '—']);
    expect(cells(second!)).toEqual(['30', '4', '1.164', '3', '0.951', '-1', '-0.213', '—', '—', '—', '—']);
    expect(cells(footer!)).toEqual([
      'Totals',
      '6',
      '1.670',
      '5',
      '1.457',
      '-1',
      '-0.213',
      '—',
      '—',
      '—',
      '—',
    ]);
    expect(screen.getByTestId('diasets-coverage').textContent).toBe(
      '1 sheet: 1 with a checked sheet, 0 with a purchase sheet',
    );
    expect(within(screen.getByTestId('diasets-compared-sheets')).getByText('Oak & Co')).toBeTruthy();
  });
});
