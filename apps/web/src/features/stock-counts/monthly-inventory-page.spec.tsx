import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../test/render';
import MonthlyInventoryPage from './monthly-inventory-page';

afterEach(() => vi.unstubAllGlobals());

describe('monthly log inventory (issue 35)', () => {
  it('shows the stock counts’ adjustments between inbound and the outbound columns', async () => {
    mockApi((path) =>
      path === '/api/simple/inv/list'
        ? envelope({
            month: '2026-11',
            records: [
              {
                id: '2026-11:k1',
                logKindId: '11111111-1111-4111-8111-111111111111',
                logKind: 'Spruce',
                logVol: 40,
                inboundVol: 3.217,
                adjustedVol: 0.143,
                outboundVol1: 0,
                outboundVol2: 0,
                outboundVol: 0,
                inventory: 43.36,
                logVol2: null,
                profitAndLoss: null,
              },
            ],
          })
        : envelope(null),
    );
    await renderApp(<MonthlyInventoryPage />);
    expect((await screen.findByTestId('monthly-adjustedVol')).textContent).toBe('0.143');
    expect(screen.getByTestId('monthly-inventory').textContent).toBe('43.360');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.indexOf('Stock-count adjustments (m³)')).toBe(headers.indexOf('Inbound (m³)') + 1);
  });
});
