import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../test/render';
import StockAgePanel from './stock-age-panel';

afterEach(() => vi.unstubAllGlobals());

describe('the stock-age panel (issue 35)', () => {
  it('says that age counts from the stock-in sheet’s date, and heads the oldest day as a sheet date', async () => {
    mockApi((path) =>
      path === '/api/invalarm/stock'
        ? envelope({
            records: [
              {
                stockId: '11111111-1111-4111-8111-111111111111',
                ruleId: '22222222-2222-4222-8222-222222222222',
                locationName: 'North yard',
                woodKindName: 'Spruce',
                months: 1,
                minimum: 1,
                agedQty: 3,
                agedVolume: 0.42,
                quantity: 3,
                oldestDay: '2026-09-28',
              },
            ],
            total: 1,
          })
        : envelope({ records: [], total: 0 }),
    );
    await renderApp(<StockAgePanel />);
    expect(screen.getByTestId('stock-age-basis').textContent).toBe(
      "A log's age counts from the date of its stock-in sheet (not the day the sheet was confirmed); logs without a sheet count from the day they entered the stock.",
    );
    await screen.findByText('2026-09-28');
    expect(screen.getByText('Oldest sheet date')).toBeTruthy();
  });
});
