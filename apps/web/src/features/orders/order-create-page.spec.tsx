import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoDate } from '../../shared/format/format';
import { envelope, mockApi, renderApp } from '../../test/render';
import OrderCreatePage from './order-create-page';
import { lastSevenDays } from './order-rules';

const sheet = (spu: string, customerId = 'c1') => ({
  id: `00000000-0000-4000-8000-0000000000${spu.slice(-2)}`,
  spu,
  orderType: 2,
  customerId,
  customerName: customerId === 'c1' ? 'Acme Logs' : 'Birch & Co',
  woodKindId: 'k1',
  woodKind: 'Pine',
  storageBinId: 'l1',
  storageBin: 'Yard 1',
  transportNum: 'TR1',
  standardType: 'gb4814',
  storageDate: '2026-11-24',
  quantity: 10,
  volume: 2.5,
  avgDiameter: 22.4,
  woodSpecs: '4',
  confirmTime: '2026-11-24T08:00:00.000Z',
  orderId: null,
});

afterEach(() => vi.unstubAllGlobals());

/** Ticks or unticks a row of the table. */
const tick = (row: HTMLElement) => fireEvent.click(row.querySelector('input[type="checkbox"]')!);

describe('order creation (spec §2 Orders, §5, §9)', () => {
  it('asks for the last 7 days of unsettled sheets, 10 a page, and settles the ticked ones after a confirmation', async () => {
    const calls: { path: string; body: unknown }[] = [];
    mockApi((path, body) => {
      calls.push({ path, body });
      if (path === '/api/order/unsettled') {
        return envelope({ records: [sheet('OUT01'), sheet('OUT02')], total: 2 });
      }
      if (path === '/api/order/save') {
        return envelope({ id: 'o1', orderNo: 'PO-1', status: 5 });
      }
      return envelope({ records: [], total: 0 });
    });
    await renderApp(<OrderCreatePage />, {
      path: '/order/add',
      url: '/order/add?isOut=true',
      routes: [{ path: '/order/orderOut', element: <p>outbound list</p> }],
    });
    await screen.findByText('OUT01');
    const [from, to] = lastSevenDays();
    expect(calls.find((call) => call.path === '/api/order/unsettled')?.body).toEqual({
      page: 1,
      pageSize: 10,
      orderType: 2,
      createTimeFrom: isoDate(from),
      createTimeTo: isoDate(to),
    });
    const rows = screen.getAllByRole('row').filter((row) => within(row).queryByTestId('order-add-spu'));
    tick(rows[1]!);
    fireEvent.click(screen.getByTestId('order-add-submit'));
    expect(await screen.findByText(/Settle 1 sheet of Acme Logs into a new order\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('outbound list');
    expect(calls.find((call) => call.path === '/api/order/save')?.body).toEqual({
      orderType: 2,
      tradePartnerId: 'c1',
      spus: 'OUT02',
    });
  });

  it('refuses sheets of two customers, and keeps the sheets a colleague settled first (402606) in view', async () => {
    let saves = 0;
    mockApi((path) => {
      if (path === '/api/order/unsettled') {
        return envelope({ records: [sheet('OUT01'), sheet('OUT02'), sheet('OUT03', 'c2')], total: 3 });
      }
      if (path === '/api/order/save') {
        saves += 1;
        return envelope(null, 402606, 'Already settled by another order: OUT01 (order PO-9)', 409);
      }
      return envelope({ records: [], total: 0 });
    });
    await renderApp(<OrderCreatePage />, { path: '/order/add', url: '/order/add?isOut=true' });
    await screen.findByText('OUT01');
    const rows = screen.getAllByRole('row').filter((row) => within(row).queryByTestId('order-add-spu'));
    tick(rows[0]!);
    tick(rows[2]!);
    fireEvent.click(screen.getByTestId('order-add-submit'));
    expect(await screen.findByText(/select sheets of one customer only/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();

    tick(rows[2]!);
    await new Promise((done) => setTimeout(done, 1600));
    fireEvent.click(screen.getByTestId('order-add-submit'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const problem = await screen.findByTestId('order-add-settled');
    expect(problem.textContent).toContain('OUT01 (order PO-9)');
    expect(saves).toBe(1);
  });
});
