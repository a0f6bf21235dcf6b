import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { loadWebMessages } from '@timber/i18n';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clerkSession, envelope, mockApi, renderApp, stubFetch } from '../../../test/render';
import { type SheetPrintData } from './print-api';
import { PrintedSheet } from './printed-sheet';
import SheetPrintPage from './sheet-print-page';

const state = clerkSession(['stock/entry', 'stock/deliver']);

const printData: SheetPrintData = {
  header: {
    id: 'o1',
    spu: 'OUT20261120-0007',
    sheetType: 1,
    storageDate: '2026-11-20',
    transportNum: 'JL7001',
    standardType: 'ch',
    status: 10,
    deviceNo: '',
    creator: 'admin',
    createTime: '2026-11-20T08:00:00Z',
  },
  customer: { id: 'c1', customerNo: 'C0001', customerName: 'North Mill', phone: '', addr: '' },
  kind: { id: 'k1', woodKindName: 'Larch' },
  location: { id: 'l1', locationName: 'Yard 1' },
  totals: { qty: 6, volume: 0.7, avgDiameter: 24.5, purchaseVol: null, floatedVol: null, unmeasured: 0 },
  diameterClasses: [
    { dia: 20, length: 4, qty: 2, vol: 0.1 },
    { dia: 26, length: 4, qty: 1, vol: 0.2 },
    { dia: 26, length: 6, qty: 3, vol: 0.4 },
  ],
};

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the print view of a sheet (spec §2 "old print code")', () => {
  it('prints a stock-out sheet: title, header, classes by length with subtotals, total; PDF and print', async () => {
    const calls: { path: string; body: unknown }[] = [];
    stubFetch((path, body) => {
      calls.push({ path, body });
      if (path === '/api/stockOut/d/getPrintData') {
        return envelope(printData);
      }
      if (path === '/api/stockOut/d/downloadPrintPdf') {
        return new Response(new Blob(['%PDF-1.4']), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="sheet.pdf"',
          },
        });
      }
      return envelope(null);
    });
    const saved = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderApp(<SheetPrintPage />, { path: '/stock/printOut', url: '/stock/printOut?id=o1', state });

    expect((await screen.findByTestId('printed-title')).textContent).toBe('Stock-out sheet');
    expect(calls[0]).toEqual({ path: '/api/stockOut/d/getPrintData', body: { id: 'o1' } });
    const sheet = screen.getByTestId('printed-sheet');
    for (const value of ['OUT20261120-0007', 'JL7001', 'North Mill', 'Larch', 'Yard 1', 'Received by']) {
      expect(sheet.textContent).toContain(value);
    }
    const rows = within(screen.getByTestId('printed-rows')).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['20', '4.0', '2', '0.100'],
      ['26', '4.0', '1', '0.200'],
      ['Subtotal, length 4.0 m', '3', '0.300'],
      ['26', '6.0', '3', '0.400'],
      ['Subtotal, length 6.0 m', '3', '0.400'],
      ['Total', '6', '0.700'],
    ]);

    fireEvent.click(screen.getByTestId('print-browser'));
    expect(print).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('print-pdf'));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(calls.at(-1)).toEqual({ path: '/api/stockOut/d/downloadPrintPdf', body: { id: 'o1' } });
  });

  it('asks for a stock-in sheet under /stock/printIn and says so when it has no measured logs', async () => {
    const calls: string[] = [];
    mockApi((path) => {
      calls.push(path);
      return envelope({ ...printData, diameterClasses: [], totals: { ...printData.totals, qty: 0 } });
    });
    await renderApp(<SheetPrintPage />, { path: '/stock/printIn', url: '/stock/printIn?id=i1', state });
    expect((await screen.findByTestId('printed-title')).textContent).toBe('Stock-in sheet');
    expect(screen.getByTestId('printed-empty').textContent).toContain('No data');
    expect(screen.getByTestId('printed-sheet').textContent).toContain('Delivered by');
    expect(calls).toEqual(['/api/stockIn/d/getPrintData']);
  });

  it('titles the outbound sheet 出库单 and the inbound 入库单 in Chinese', async () => {
    const messages = await loadWebMessages('zh');
    const { rerender } = render(
      <IntlProvider locale="zh" messages={messages}>
        <PrintedSheet type="stockOut" data={printData} />
      </IntlProvider>,
    );
    expect(screen.getByTestId('printed-title').textContent).toBe('出库单');
    expect(screen.getByTestId('printed-sheet').textContent).toContain('提货人');
    rerender(
      <IntlProvider locale="zh" messages={messages}>
        <PrintedSheet type="stockIn" data={printData} />
      </IntlProvider>,
    );
    expect(screen.getByTestId('printed-title').textContent).toBe('入库单');
  });

  it('goes back without an id, asking for nothing', async () => {
    const fetchMock = mockApi(() => envelope(null));
    await renderApp(<SheetPrintPage />, { path: '/stock/printOut', url: '/stock/printOut', state });
    expect(screen.queryByTestId('sheet-print')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
