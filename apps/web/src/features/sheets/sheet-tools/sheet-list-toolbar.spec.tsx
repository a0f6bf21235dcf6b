import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '../../../shared/files/download';
import { clerkSession, envelope, renderApp, stubFetch } from '../../../test/render';
import { StockInPage, StockOutPage } from '../sheet-pages';
import { sheetRow } from '../sheet-row.fixture';

vi.mock('../../../shared/files/download', () => ({ downloadFile: vi.fn() }));

const state = clerkSession(['stock/entry', 'stock/deliver']);

const sheet = (spu: string, status: number) =>
  sheetRow(`00000000-0000-4000-8000-0000000000${String(status).padStart(2, '0')}`, spu, status);
const SHEETS = [sheet('RK0', 0), sheet('RK1', 1), sheet('RK4', 4), sheet('RK10', 10)];
const page = (records: unknown[]) => envelope({ records, total: records.length });

const rowOf = async (spu: string) =>
  (await within(await screen.findByTestId('stock-in-table')).findByText(spu)).closest('tr') as HTMLElement;
const tick = async (spu: string) => {
  const box = within(await rowOf(spu)).getByTestId('stock-in-check');
  fireEvent.click(box.querySelector('input') ?? box);
};

describe('sheet list toolbar (spec §2 Stock-in and Stock-out list, §4 modes, §7 files)', () => {
  beforeEach(() => vi.mocked(downloadFile).mockReset());
  afterEach(() => vi.unstubAllGlobals());

  it('downloads the list, the diameter and fitted diameter sheets with the applied filters, and the template', async () => {
    stubFetch((path) => (path === '/api/stockIn/h/pageSpu' ? page(SHEETS) : page([])));
    let finish = () => undefined as void;
    vi.mocked(downloadFile).mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    await renderApp(<StockInPage />, { state });
    await rowOf('RK1');
    fireEvent.change(document.getElementById('stock-in-filter-spu') as HTMLInputElement, {
      target: { value: ' RK ' },
    });
    fireEvent.click(screen.getByText('Search'));

    fireEvent.click(screen.getByTestId('stock-in-export'));
    expect(downloadFile).toHaveBeenLastCalledWith('/api/stockIn/h/downloadExcel', { spu: 'RK' });
    // while the file is prepared: progress, and the other file buttons wait
    expect(await screen.findByTestId('stock-in-file-progress')).toBeTruthy();
    expect(screen.getByTestId('stock-in-diameters').hasAttribute('disabled')).toBe(true);
    finish();
    await waitFor(() => expect(screen.queryByTestId('stock-in-file-progress')).toBeNull());

    vi.mocked(downloadFile).mockResolvedValue(undefined);
    fireEvent.click(screen.getByTestId('stock-in-diameters'));
    expect(downloadFile).toHaveBeenLastCalledWith('/api/stockIn/h/downloadDia', { spu: 'RK' });
    await waitFor(() => expect(screen.getByTestId('stock-in-fitted').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('stock-in-fitted'));
    expect(downloadFile).toHaveBeenLastCalledWith('/api/stockIn/h/downloadFittedDia', { spu: 'RK' });
    await waitFor(() => expect(screen.getByTestId('stock-in-template').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('stock-in-template'));
    expect(downloadFile).toHaveBeenLastCalledWith('/api/stockIn/h/importTemplate', {});
  });

  it('uses the stock-out calls on the stock-out list', async () => {
    stubFetch(() => page([]));
    vi.mocked(downloadFile).mockResolvedValue(undefined);
    await renderApp(<StockOutPage />, { state });
    fireEvent.click(await screen.findByTestId('stock-out-fitted'));
    expect(downloadFile).toHaveBeenLastCalledWith('/api/stockOut/downloadFittedDia', {});
    await waitFor(() =>
      expect(screen.getByTestId('stock-out-diameters').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByTestId('stock-out-diameters'));
    expect(downloadFile).toHaveBeenLastCalledWith('/api/stockOut/downloadDia', {});
  });

  it('merges only pending sheets, asks first, and reports the new sheet', async () => {
    const merges: unknown[] = [];
    stubFetch((path, body) => {
      if (path === '/api/stockIn/h/merge') {
        merges.push(body);
        return envelope({ id: '00000000-0000-4000-8000-000000000099', spu: 'RK99' });
      }
      return path === '/api/stockIn/h/pageSpu' ? page(SHEETS) : page([]);
    });
    await renderApp(<StockInPage />, { state });
    await rowOf('RK1');
    expect(screen.queryAllByTestId('stock-in-check')).toHaveLength(0);

    const texts = async (spu: string) =>
      [...(await rowOf(spu)).querySelectorAll('td')].map((td) => td.textContent);
    const before = await texts('RK1');

    // nothing ticked: confirming just leaves the mode
    fireEvent.click(screen.getByTestId('stock-in-merge-mode'));
    expect(screen.getAllByTestId('stock-in-check')).toHaveLength(2);
    // the checkbox column comes first, every other cell stays under its header
    expect((await texts('RK1')).slice(1)).toEqual(before);
    expect(within(await rowOf('RK0')).queryByTestId('stock-in-check')).toBeNull();
    expect(within(await rowOf('RK10')).queryByTestId('stock-in-check')).toBeNull();
    fireEvent.click(screen.getByTestId('stock-in-mode-confirm'));
    expect(screen.queryByTestId('stock-in-mode-bar')).toBeNull();
    expect(screen.queryAllByTestId('stock-in-check')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('stock-in-merge-mode'));
    await tick('RK1');
    fireEvent.click(screen.getByTestId('stock-in-mode-confirm'));
    expect(await screen.findByText('Tick at least two pending sheets to merge')).toBeTruthy();
    await tick('RK4');
    expect(screen.getByTestId('stock-in-mode-bar').textContent).toContain('2 ticked');
    fireEvent.click(screen.getByTestId('stock-in-mode-confirm'));
    expect(await screen.findByText(/Merge 2 sheets \(RK1,RK4\) into one new sheet/)).toBeTruthy();
    expect(merges).toEqual([]);
    fireEvent.click(document.querySelector('.p-confirm-dialog-accept') as HTMLElement);
    expect(await screen.findByText('Sheets merged into RK99')).toBeTruthy();
    expect(merges).toEqual([{ orderNos: 'RK1,RK4' }]);
    await waitFor(() => expect(screen.queryByTestId('stock-in-mode-bar')).toBeNull());
  });

  it('shares confirmed sheets only, through a signed link made by the API; switching modes clears the ticks', async () => {
    const created: unknown[] = [];
    stubFetch((path, body) => {
      if (path === '/api/order/share/create') {
        created.push(body);
        return envelope({
          token: 'claims.signature',
          tokenId: '5e0c1d38-1d0a-4c58-9a4b-3d0b6b0c9f11',
          expiresAt: '2026-12-02T08:00:00.000Z',
          path: '/shareOrder?token=claims.signature',
        });
      }
      return path === '/api/stockIn/h/pageSpu'
        ? page([...SHEETS, { ...sheet('RK11', 10), id: '00000000-0000-4000-8000-000000000011' }])
        : page([]);
    });
    await renderApp(<StockInPage />, { state });
    await rowOf('RK1');
    fireEvent.click(screen.getByTestId('stock-in-merge-mode'));
    await tick('RK1');
    fireEvent.click(screen.getByTestId('stock-in-share-mode'));
    expect(screen.getByTestId('stock-in-merge-mode').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('stock-in-share-mode').getAttribute('aria-pressed')).toBe('true');
    // every row shows a box; only the confirmed sheets' can be ticked
    expect(screen.getAllByTestId('stock-in-check')).toHaveLength(5);
    const boxOf = async (spu: string) =>
      within(await rowOf(spu))
        .getByTestId('stock-in-check')
        .querySelector('input') as HTMLInputElement;
    expect((await boxOf('RK1')).disabled).toBe(true);
    expect((await boxOf('RK10')).disabled).toBe(false);
    expect(screen.getByTestId('stock-in-checked-count').textContent).toBe('0');
    await tick('RK0');
    await tick('RK10');
    await tick('RK11');
    expect(screen.getByTestId('stock-in-checked-count').textContent).toBe('2');
    fireEvent.click(screen.getByTestId('stock-in-mode-confirm'));
    const link = await screen.findByTestId<HTMLInputElement>('share-link');
    expect(link.value).toBe(`${window.location.origin}/shareOrder?token=claims.signature&lang=en`);
    expect(created).toEqual([{ spus: ['RK10', 'RK11'] }]);
    expect(screen.getByTestId('share-qr-expires')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('share-qr-dialog')).getByLabelText('Close'));
    await waitFor(() => expect(screen.queryByTestId('stock-in-mode-bar')).toBeNull());
  });

  it('imports a workbook: a refused one shows its report, a good one reports the sheets and refreshes the list', async () => {
    let lists = 0;
    const uploads: { path: string; file: unknown }[] = [];
    let answer = envelope(
      { problems: [{ row: 3, column: 'Wood type', problem: 'no entry named "Teak"' }] },
      400903,
      '1 row has a problem: nothing was imported',
      400,
    );
    stubFetch((path, body) => {
      if (path === '/api/stockIn/h/importExcel') {
        uploads.push({ path, file: (body as FormData).get('entryXls') });
        return answer;
      }
      if (path === '/api/stockIn/h/pageSpu') {
        lists++;
        return page(SHEETS);
      }
      return page([]);
    });
    await renderApp(<StockInPage />, { state });
    await rowOf('RK1');
    const picker = screen.getByTestId('stock-in-import-file');
    const workbook = new File(['xlsx'], 'sheets.xlsx');
    fireEvent.change(picker, { target: { files: [workbook] } });

    const report = await screen.findByTestId('import-report');
    expect(within(report).getByTestId('import-report-message').textContent).toContain(
      '1 row has a problem: nothing was imported',
    );
    const cells = [...within(report).getByTestId('import-report-table').querySelectorAll('tbody td')].map(
      (cell) => cell.textContent,
    );
    expect(cells).toEqual(['3', 'Wood type', 'no entry named "Teak"']);
    expect(uploads).toHaveLength(1);
    expect((uploads[0]!.file as File).name).toBe('sheets.xlsx');
    fireEvent.click(within(report).getByText('Confirm'));
    await waitFor(() => expect(screen.queryByTestId('import-report')).toBeNull());

    answer = envelope({
      sheets: [
        { id: '00000000-0000-4000-8000-000000000011', spu: 'RK11', quantity: 4 },
        { id: '00000000-0000-4000-8000-000000000012', spu: 'RK12', quantity: 2 },
      ],
    });
    const before = lists;
    fireEvent.change(picker, { target: { files: [workbook] } });
    expect(await screen.findByText('2 sheets created from the workbook')).toBeTruthy();
    await waitFor(() => expect(lists).toBeGreaterThan(before));
    expect(screen.queryByTestId('import-report')).toBeNull();
  });

  it('refuses a workbook over 10 MB before sending it', async () => {
    const fetchMock = stubFetch(() => page([]));
    await renderApp(<StockInPage />, { state });
    const big = new File(['x'], 'big.xlsx');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(await screen.findByTestId('stock-in-import-file'), { target: { files: [big] } });
    expect(await screen.findByText(/larger than 10 MB/)).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : input.url));
    expect(urls.some((url) => url.includes('importExcel'))).toBe(false);
  });
});
