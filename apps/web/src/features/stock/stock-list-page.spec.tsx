import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../test/render';
import StockListPage, { STOCK_PAGE, stockListBody } from './stock-list-page';

describe('stock list (spec §2 Stock list, §9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pages by 10 and filters by warehouse and wood type', () => {
    expect(stockListBody({ locationId: null, woodKindId: null }, STOCK_PAGE)).toEqual({
      body: { page: 1, pageSize: 10 },
    });
    expect(stockListBody({ locationId: 'l1', woodKindId: 'k1' }, { page: 2, pageSize: 10 })).toEqual({
      body: { page: 2, pageSize: 10, locationId: 'l1', woodKindId: 'k1' },
    });
  });

  it('shows quantities and volumes with 3 decimals', async () => {
    const bodies: unknown[] = [];
    mockApi((path, body) => {
      if (path === '/api/stock/pageData') {
        bodies.push(body);
        return envelope({
          records: [
            {
              id: 's1',
              storageBinId: 'l1',
              storageBin: 'North yard',
              woodKindId: 'k1',
              woodKind: 'Pine',
              quantity: 6,
              volume: 2.1,
              updateTime: '2024-03-05T08:00:00Z',
            },
          ],
          total: 1,
        });
      }
      return envelope({ records: [], total: 0 });
    });
    await renderApp(<StockListPage />);
    expect(await screen.findByText('North yard')).toBeTruthy();
    expect(screen.getByTestId('stock-volume').textContent).toBe('2.100');
    await waitFor(() => expect(bodies).toEqual([{ page: 1, pageSize: 10 }]));
  });
});
