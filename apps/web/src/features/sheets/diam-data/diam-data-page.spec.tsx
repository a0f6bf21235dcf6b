import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diameterCategory } from '../../../test/diameter-category';
import { clerkSession, envelope, mockApi, renderApp } from '../../../test/render';
import DiameterDetailPage from './diam-data-page';

const state = clerkSession(['stock/list', 'stock/diamData', 'stock/entry']);

const category = diameterCategory(1);
const stockRow = (id: string, storageBinId: string, storageBin: string) => ({
  id,
  storageBinId,
  storageBin,
  woodKindId: 'k1',
  woodKind: 'Larch',
  quantity: 8,
  volume: 2.6,
  updateTime: '2026-11-20T08:00:00Z',
});
const piece = (id: string, dummy = false) => ({
  id,
  woodCode: dummy ? '' : `1-${id}`,
  minDiameter: dummy ? null : 30,
  maxDiameter: dummy ? null : 31,
  woodSpecs: dummy ? null : 4,
  diameter: dummy ? null : 30,
  lengthClass: dummy ? null : 4,
  volume: dummy ? null : 0.291,
  dataSource: dummy ? 0 : 2,
  dataSourceDesc: dummy ? 'No measured log (stock only)' : 'Manual entry',
  isManual: !dummy,
  abnormal: false,
  deviceNo: '',
  ossUrl: '',
  picStatus: 0,
  dummy,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The range panel's rows as "label quantity volume". */
const rangePanel = () =>
  within(screen.getByTestId('diameter-range-groups'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent).join(' '));

describe('the diameter data detail page (spec §2 Diameter data detail)', () => {
  it('shows a stock row: its place, totals, table, and only the stock tools', async () => {
    const calls: { path: string; body: unknown }[] = [];
    mockApi((path, body) => {
      calls.push({ path, body });
      if (path === '/api/stock/d/getDiaCategory/s1') {
        return envelope({ ...category, stock: stockRow('s1', 'l1', 'North yard') });
      }
      if (path === '/api/stock/d/pageData') {
        return envelope({ records: [piece('1'), piece('d', true)], total: 2, standard: 'ch' });
      }
      // a tenant without diameter ranges: the service's 10 cm groups stay
      return path === '/api/lookup/diameterRanges' ? envelope({ records: [], total: 0 }) : envelope(null);
    });
    await renderApp(<DiameterDetailPage />, {
      path: '/stock/diamData',
      url: '/stock/diamData?type=stock&id=s1&name=North%20yard&woodType=Larch',
      state,
    });
    expect(await screen.findByTestId('diam-location')).toHaveProperty('textContent', 'North yard');
    await waitFor(() => expect(screen.getByTestId('diameter-total-qty').textContent).toBe('7'));
    expect(screen.getByTestId('diam-wood-kind').textContent).toBe('Larch');
    expect(screen.getByTestId('diam-unmeasured').textContent).toContain('1 log could not be measured');
    expect(screen.getByTestId('diam-move')).toBeTruthy();
    expect(screen.queryByTestId('diam-share')).toBeNull();
    expect(screen.queryByTestId('diameter-standard')).toBeNull();
    expect(within(screen.getByTestId('diameter-rows')).getAllByRole('row')).toHaveLength(1 + 3);
    expect(rangePanel()).toEqual(['20~28 2 0.506', '30~38 4 1.164', '40~48 1 0.837']);
    expect(screen.getByTestId('diameter-range-title').textContent).toBe(
      'By 10 cm (no diameter ranges are set)',
    );
    expect(screen.queryByTestId('diameter-ranges-unreadable')).toBeNull();

    // "view" of the 44 cm × 4.6 m row: its pieces, 10 a page, under the table's standard
    fireEvent.click(screen.getAllByTestId('diam-view')[2]!);
    const dialog = await screen.findByTestId('diam-pieces-dialog');
    expect(within(dialog).getByText('Wood details: 44 cm × 4.6 m')).toBeTruthy();
    await within(dialog).findByText('1-1');
    expect(within(dialog).getByText('No measured log')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/stock/d/pageData')?.body).toEqual({
      id: 's1',
      page: 1,
      pageSize: 10,
      dia: 44,
      length: 4.6,
      standard: 'ch',
    });
  });

  it('prices the diameter ranges in cents: 2 decimals at most, amounts and the total', async () => {
    mockApi((path) => {
      if (path === '/api/stockIn/d/getDiaCategory') {
        return envelope(category);
      }
      if (path === '/api/lookup/diameterRanges') {
        return envelope({
          records: [
            { id: 'r1', lowerLimit: 20, upperLimit: 29 },
            { id: 'r2', lowerLimit: 30, upperLimit: 100 },
          ],
          total: 2,
        });
      }
      return envelope(null);
    });
    await renderApp(<DiameterDetailPage />, {
      path: '/stock/diamDataIn',
      url: '/stock/diamDataIn?type=stockIn&id=x1&spu=IN20261120-0001&standard=ch',
      state,
    });
    await waitFor(() => expect(screen.getByTestId('diameter-total-qty').textContent).toBe('7'));
    expect(screen.getByTestId('diam-share')).toBeTruthy();
    expect(screen.queryByTestId('diam-move')).toBeNull();
    // one grouping on the page (issue 22 item 12): the range panel shows the tenant's ranges, as
    // the price table does, not the service's 10 cm groups
    await waitFor(() => expect(rangePanel()).toEqual(['20 to 29 2 0.506', '30 to 100 5 2.001']));
    fireEvent.click(screen.getByTestId('diam-range-price'));
    const dialog = await screen.findByTestId('diam-price-dialog');
    const inputs = await within(dialog).findAllByTestId('diam-price-input');
    // a bad price on a range never priced shows at once, and prices nothing
    fireEvent.change(inputs[1]!, { target: { value: '1.2.3' } });
    expect(await within(dialog).findByTestId('diam-price-error')).toBeTruthy();
    expect(within(dialog).getByTestId('diam-price-total-amount').textContent).toBe('0.00');
    // 0.506 m3 × 850.50 = 430.353 → 430.35; (1.164 + 0.837) m3 × 1,000 = 2,001.00
    fireEvent.change(inputs[0]!, { target: { value: '850.50' } });
    fireEvent.change(inputs[1]!, { target: { value: '1000' } });
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByTestId('diam-price-amount')
          .map((a) => a.textContent),
      ).toEqual(['430.35', '2,001.00']),
    );
    expect(within(dialog).getByTestId('diam-price-total-amount').textContent).toBe('2,431.35');
    fireEvent.change(inputs[1]!, { target: { value: '10.999' } });
    expect(await within(dialog).findByTestId('diam-price-error')).toBeTruthy();
    expect(within(dialog).getByTestId('diam-price-total-amount').textContent).toBe('430.35');
  });

  it('shows the diameters outside every range of the tenant on a row of their own', async () => {
    mockApi((path) => {
      if (path === '/api/stockIn/d/getDiaCategory') {
        return envelope(category);
      }
      if (path === '/api/lookup/diameterRanges') {
        return envelope({
          records: [{ id: 'r1', lowerLimit: 25, upperLimit: 29 }],
          total: 1,
        });
      }
      return envelope(null);
    });
    await renderApp(<DiameterDetailPage />, {
      path: '/stock/diamDataIn',
      url: '/stock/diamDataIn?type=stockIn&id=x1&spu=IN20261120-0001&standard=ch',
      state,
    });
    await waitFor(() => expect(rangePanel()).toEqual(['25 to 29 2 0.506', 'Outside the ranges 5 2.001']));
    expect(screen.getByTestId('diameter-range-title').textContent).toBe('By your diameter ranges');
  });

  it('says so when the diameter ranges cannot be read, instead of falling back silently (issue 35)', async () => {
    mockApi((path) => {
      if (path === '/api/stock/d/getDiaCategory/s1') {
        return envelope({ ...category, stock: stockRow('s1', 'l1', 'North yard') });
      }
      if (path === '/api/lookup/diameterRanges') {
        return envelope(null, 500001, 'Service unavailable', 503);
      }
      return envelope({ records: [], total: 0 });
    });
    await renderApp(<DiameterDetailPage />, {
      path: '/stock/diamData',
      url: '/stock/diamData?type=stock&id=s1&name=North%20yard&woodType=Larch',
      state,
    });
    expect((await screen.findByTestId('diameter-ranges-unreadable')).textContent).toBe(
      'Your diameter ranges could not be read: the logs are grouped by 10 cm instead. Reload to try again.',
    );
    expect(screen.getByTestId('diameter-range-title').textContent).toBe('By 10 cm');
    expect(rangePanel()).toEqual(['20~28 2 0.506', '30~38 4 1.164', '40~48 1 0.837']);
  });

  it("shows a truck's sheets as one table under one standard, with the range price table as its only tool", async () => {
    const calls: { path: string; body: unknown }[] = [];
    mockApi((path, body) => {
      calls.push({ path, body });
      return path === '/api/stock/carData/getDiaCategory'
        ? envelope({ ...category, totalQty: 12 })
        : envelope(null);
    });
    await renderApp(<DiameterDetailPage />, {
      path: '/stock/diamData',
      url: '/stock/diamData?type=carData&id=c1,c2&flag=2&name=TRUCK7',
      state,
    });
    await waitFor(() => expect(screen.getByTestId('diameter-total-qty').textContent).toBe('12'));
    expect(calls.filter((call) => call.path.includes('carData'))).toEqual([
      { path: '/api/stock/carData/getDiaCategory', body: { ids: ['c1', 'c2'], flag: 2 } },
    ]);
    expect(screen.getByTestId('diam-transport-num').textContent).toContain('TRUCK7');
    expect(screen.queryByTestId('diam-no-source')).toBeNull();
    expect(screen.getByTestId('diam-range-price')).toBeTruthy();
    for (const tool of [
      'diam-images-open',
      'diam-pieces-open',
      'diam-export',
      'diam-share',
      'diam-print',
      'diam-move',
    ]) {
      expect(screen.queryByTestId(tool)).toBeNull();
    }
    expect(screen.queryByTestId('diameter-range-groups')).toBeNull();
    expect(screen.getByTestId('diameter-rows')).toBeTruthy();
  });

  it('moves a stock row to another warehouse after a confirmation, then follows the moved row', async () => {
    const calls: { path: string; body: unknown }[] = [];
    mockApi((path, body) => {
      calls.push({ path, body });
      if (path === '/api/stock/d/getDiaCategory/s1') {
        return envelope({ ...category, stock: stockRow('s1', 'l1', 'North yard') });
      }
      if (path === '/api/stock/d/getDiaCategory/s2') {
        return envelope({ ...category, totalQty: 15, stock: stockRow('s2', 'l2', 'Shed 2') });
      }
      if (path === '/api/lookup/locations') {
        return envelope({
          records: [
            { id: 'l1', name: 'North yard' },
            { id: 'l2', name: 'Shed 2' },
          ],
          total: 2,
        });
      }
      if (path === '/api/stock/pageSpu') {
        return envelope({ records: [stockRow('s2', 'l2', 'Shed 2')], total: 1 });
      }
      // a tenant without diameter ranges: the service's 10 cm groups stay
      return path === '/api/lookup/diameterRanges' ? envelope({ records: [], total: 0 }) : envelope(null);
    });
    await renderApp(<DiameterDetailPage />, {
      path: '/stock/diamData',
      url: '/stock/diamData?type=stock&id=s1&name=North%20yard&woodType=Larch',
      state,
    });
    await waitFor(() => expect(screen.getByTestId('diameter-total-qty').textContent).toBe('7'));
    fireEvent.click(screen.getByTestId('diam-move'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('form-dialog-confirm'));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('diam-move-target'));
    // the current warehouse is not offered (jsdom lays no overlay out: the options count as hidden)
    fireEvent.click(await screen.findByRole('option', { name: 'Shed 2', hidden: true }));
    expect(screen.queryByRole('option', { name: 'North yard', hidden: true })).toBeNull();
    // confirm again once the repeat-click guard (1500 ms, spec §9) has passed
    await new Promise((resolve) => setTimeout(resolve, 1600));
    fireEvent.click(within(dialog).getByTestId('form-dialog-confirm'));
    const prompt = (await screen.findByText('Move 8 logs of Larch from North yard to Shed 2?')).closest(
      '.p-confirm-dialog',
    ) as HTMLElement;
    fireEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('diam-location').textContent).toBe('Shed 2'), {
      timeout: 5000,
    });
    await waitFor(() => expect(screen.getByTestId('diameter-total-qty').textContent).toBe('15'));
    expect(calls.find((c) => c.path === '/api/stock/transfer/s1')?.body).toEqual({ id: 's1', locId: 'l2' });
    expect(calls.find((c) => c.path === '/api/stock/pageSpu')?.body).toEqual({
      page: 1,
      pageSize: 1,
      locationId: 'l2',
      woodKindId: 'k1',
    });
  });
});
