import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '../../shared/files/download';
import { envelope, mockApi, renderApp } from '../../test/render';
import SimpleStockPage, { volumeShare } from './simple-stock-page';
import StockListPage, {
  STOCK_PAGE,
  stockDetailPath,
  stockExportBody,
  stockListBody,
} from './stock-list-page';

vi.mock('../../shared/files/download', () => ({ downloadFile: vi.fn(() => Promise.resolve()) }));

/** Where the router went. */
function ShowLocation() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

const stockRow = {
  id: '00000000-0000-4000-8000-000000000001',
  storageBinId: 'l1',
  storageBin: 'North yard',
  woodKindId: 'k1',
  woodKind: 'Pine & fir',
  quantity: 6,
  volume: 2.1,
  updateTime: '2024-03-05T08:00:00Z',
};

describe('stock list (spec §2 Stock list, §9)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(downloadFile).mockClear();
  });

  it('pages by 10 and filters by warehouse and wood type', () => {
    expect(stockListBody({ locationId: null, woodKindId: null }, STOCK_PAGE)).toEqual({
      body: { page: 1, pageSize: 10 },
    });
    expect(stockListBody({ locationId: 'l1', woodKindId: 'k1' }, { page: 2, pageSize: 10 })).toEqual({
      body: { page: 2, pageSize: 10, locationId: 'l1', woodKindId: 'k1' },
    });
    expect(stockExportBody({ locationId: 'l1', woodKindId: null })).toEqual({ locationId: 'l1' });
    expect(stockExportBody({ locationId: null, woodKindId: null })).toEqual({});
  });

  it('looks at a row through the diameter data detail of the stock row', () => {
    expect(stockDetailPath(stockRow)).toBe(
      '/stock/diamData?type=stock&id=00000000-0000-4000-8000-000000000001&name=North+yard&woodType=Pine+%26+fir',
    );
  });

  it('shows quantities and volumes with 3 decimals, looks, exports and opens the simple view', async () => {
    const bodies: unknown[] = [];
    mockApi((path, body) => {
      if (path === '/api/stock/pageSpu') {
        bodies.push(body);
        return envelope({ records: [stockRow], total: 1 });
      }
      if (path === '/api/stock/simple') {
        return envelope({ rows: [], totalQty: 0, totalVol: 0 });
      }
      return envelope({ records: [], total: 0 });
    });
    await renderApp(<StockListPage />, {
      path: '/stock/list',
      routes: [{ path: '/stock/simple', element: <SimpleStockPage /> }],
    });
    expect(await screen.findByText('North yard')).toBeTruthy();
    expect(screen.getByTestId('stock-volume').textContent).toBe('2.100');
    await waitFor(() => expect(bodies).toEqual([{ page: 1, pageSize: 10 }]));

    fireEvent.click(screen.getByTestId('stock-export'));
    expect(downloadFile).toHaveBeenCalledWith('/api/stock/downloadExcel', {});

    fireEvent.click(screen.getByTestId('stock-simple'));
    expect(await screen.findByTestId('simple-stock')).toBeTruthy();
  });

  it('asks the server again when Search is pressed with unchanged filters (the stock moves meanwhile)', async () => {
    let calls = 0;
    mockApi((path) => {
      if (path === '/api/stock/pageSpu') {
        calls += 1;
        return envelope({ records: [{ ...stockRow, quantity: calls }], total: 1 });
      }
      return envelope({ records: [], total: 0 });
    });
    await renderApp(<StockListPage />, { path: '/stock/list' });
    await waitFor(() => expect(screen.getByTestId('stock-quantity').textContent).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('stock-quantity').textContent).toBe('2'));
    expect(calls).toBe(2);
  });

  it('opens the detail of a row from look', async () => {
    mockApi((path) =>
      path === '/api/stock/pageSpu'
        ? envelope({ records: [stockRow], total: 1 })
        : envelope({ records: [], total: 0 }),
    );
    await renderApp(<StockListPage />, {
      path: '/stock/list',
      routes: [{ path: '/stock/diamData', element: <ShowLocation /> }],
    });
    fireEvent.click(await screen.findByTestId('stock-look'));
    expect((await screen.findByTestId('location')).textContent).toBe(stockDetailPath(stockRow));
  });
});

describe('simple stock view (spec §2 ./simple)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the stock per wood kind over every warehouse, with totals and shares of the volume', async () => {
    mockApi((path) =>
      path === '/api/stock/simple'
        ? envelope({
            rows: [
              { woodKindId: 'k1', woodKind: 'Pine', locations: 2, quantity: 12, volume: 3 },
              { woodKindId: 'k2', woodKind: 'Spruce', locations: 1, quantity: 2, volume: 1 },
            ],
            totalQty: 14,
            totalVol: 4,
          })
        : envelope(null),
    );
    await renderApp(<SimpleStockPage />);
    expect(await screen.findByText('Pine')).toBeTruthy();
    expect(screen.getByTestId('simple-stock-kinds').textContent).toBe('2');
    expect(screen.getByTestId('simple-stock-qty').textContent).toBe('14');
    expect(screen.getByTestId('simple-stock-vol').textContent).toBe('4.000');
    expect(screen.getAllByTestId('simple-stock-row-vol').map((cell) => cell.textContent)).toEqual([
      '3.000',
      '1.000',
    ]);
    expect(screen.getByText('75%')).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
  });

  it('says so when there is no stock', async () => {
    mockApi(() => envelope({ rows: [], totalQty: 0, totalVol: 0 }));
    await renderApp(<SimpleStockPage />);
    expect(await screen.findByText('No stock yet')).toBeTruthy();
    expect(volumeShare({ volume: 0 }, 0)).toBe(0);
  });
});
