import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diameterCategory } from '../../test/diameter-category';
import { envelope, mockApi, renderApp } from '../../test/render';
import { DiameterBreakdownDialog } from './diameter-breakdown-dialog';

afterEach(() => vi.unstubAllGlobals());

const row = {
  ids: ['11111111-1111-4111-8111-111111111111'],
  spus: ['IN20261120-0001'],
  customerName: 'Acme Logs',
  woodKindName: 'Larch',
  sheetCount: 1,
  quantity: 7,
  volume: 2.507,
};
const category = diameterCategory(0);

describe('daily statistics: a row’s diameter breakdown (issue 35)', () => {
  it('groups by the tenant’s diameter ranges, as every other diameter table, under that title', async () => {
    mockApi((path) => {
      if (path === '/api/stats/dia') {
        return envelope(category);
      }
      if (path === '/api/lookup/diameterRanges') {
        return envelope({
          records: [
            { id: 'r1', lowerLimit: 20, upperLimit: 29, createTime: '' },
            { id: 'r2', lowerLimit: 30, upperLimit: 100, createTime: '' },
          ],
          total: 2,
        });
      }
      return envelope(null);
    });
    await renderApp(<DiameterBreakdownDialog row={row} flag={1} onHide={() => undefined} />);
    const panel = await screen.findByTestId('diameter-range-groups');
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('row')
          .slice(1)
          .map((tr) => [...tr.querySelectorAll('td')].map((cell) => cell.textContent).join(' ')),
      ).toEqual(['20 to 29 2 0.506', '30 to 100 5 2.001']),
    );
    expect(screen.getByTestId('diameter-range-title').textContent).toBe('By your diameter ranges');
  });
});
