import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../test/render';
import OrderListPage from './order-list-page';

const order = (id: string, status: number, extra: Record<string, unknown> = {}) => ({
  id,
  orderNo: `PO-${id}`,
  spus: `IN-${id}-a,IN-${id}-b`,
  orderDate: '2026-11-25',
  orderType: 1,
  customerId: 'c1',
  customerName: 'Acme Logs',
  tradePartner: 'Acme Logs',
  vavNum: 'TR1',
  woodKind: 'Pine',
  woodLength: '4',
  quantity: 12,
  volume: 3.4567,
  woodGrade: 2,
  status,
  statusDesc: status === 5 ? 'Awaiting check' : status === 10 ? 'Checked' : 'Written off',
  createTime: '2026-11-25T08:00:00.000Z',
  creator: 'admin',
  checkTime: null,
  checker: null,
  diaClassificationList: [
    { dia: 20, qty: 5, vol: 1.2 },
    { dia: 24, qty: 7, vol: 2.257 },
  ],
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('order list (spec §2 Orders, §4)', () => {
  it('lists the orders of its type, check and delete only at status 5, the classification beneath a row', async () => {
    const bodies: unknown[] = [];
    mockApi((path, body) => {
      if (path === '/api/order/pageData') {
        bodies.push(body);
        return envelope({ records: [order('a', 5), order('b', 10)], total: 2 });
      }
      return envelope(null);
    });
    await renderApp(<OrderListPage />, { path: '/order/orderOut' });
    await screen.findByText('PO-a');
    expect(bodies[0]).toMatchObject({ orderType: 2, page: 1, pageSize: 20 });
    const table = screen.getByTestId('orders-table');
    const [awaiting, checked] = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryByTestId('order-no'))
      .map((row) => within(row));
    expect(awaiting?.getByTestId('order-check')).toBeTruthy();
    expect(awaiting?.getByTestId('order-delete')).toBeTruthy();
    expect(awaiting?.getByTestId('order-volume').textContent).toBe('3.457');
    expect(awaiting?.getByText('Semi-fine')).toBeTruthy();
    expect(checked?.queryByTestId('order-check')).toBeNull();
    expect(checked?.queryByTestId('order-delete')).toBeNull();
    expect(checked?.getByTestId('order-share')).toBeTruthy();

    expect(screen.queryByTestId('order-dia-classification')).toBeNull();
    fireEvent.click(table.querySelector('.p-row-toggler')!);
    const classification = await screen.findByTestId('order-dia-classification');
    expect(within(classification).getByText('24')).toBeTruthy();
    expect(within(classification).getByText('2.257')).toBeTruthy();
  });

  it('checks an order only after the confirmation', async () => {
    const checks: string[] = [];
    mockApi((path) => {
      if (path.startsWith('/api/order/check/')) {
        checks.push(path);
        return envelope({ id: 'a', status: 10 });
      }
      return envelope({ records: [order('a', 5)], total: 1 });
    });
    await renderApp(<OrderListPage />, { path: '/order/orderIn' });
    fireEvent.click(await screen.findByTestId('order-check'));
    expect(await screen.findByText(/Check order PO-a\?/)).toBeTruthy();
    expect(checks).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(checks).toEqual(['/api/order/check/a']));
  });

  it('writes off a checked order only after the confirmation; a written-off one offers neither', async () => {
    const writeOffs: string[] = [];
    const bodies: unknown[] = [];
    mockApi((path, body) => {
      if (path.startsWith('/api/order/verification/')) {
        writeOffs.push(path);
        return envelope({ id: 'b', status: 15 });
      }
      bodies.push(body);
      return envelope({ records: [order('b', 10), order('c', 15)], total: 2 });
    });
    await renderApp(<OrderListPage />, { path: '/order/orderIn' });
    await screen.findByText('PO-b');
    const [checked, writtenOff] = within(screen.getByTestId('orders-table'))
      .getAllByRole('row')
      .filter((row) => within(row).queryByTestId('order-no'))
      .map((row) => within(row));
    expect(writtenOff?.getByTestId('order-status').textContent).toBe('Written off');
    expect(writtenOff?.queryByTestId('order-write-off')).toBeNull();
    expect(writtenOff?.queryByTestId('order-check')).toBeNull();
    expect(writtenOff?.queryByTestId('order-delete')).toBeNull();
    fireEvent.click(checked!.getByTestId('order-write-off'));
    expect(await screen.findByText(/Write off order PO-b\?/)).toBeTruthy();
    expect(writeOffs).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(writeOffs).toEqual(['/api/order/verification/b']));
    // the list is asked again (the orders tag)
    await vi.waitFor(() => expect(bodies.length).toBeGreaterThan(1));
  });

  it("shares an order through a signed link to the public page, in the user's language, and revokes it", async () => {
    const calls: { path: string; body: unknown }[] = [];
    mockApi((path, body) => {
      calls.push({ path, body });
      if (path === '/api/order/share/create') {
        return envelope({
          token: 'claims.signature',
          tokenId: '5e0c1d38-1d0a-4c58-9a4b-3d0b6b0c9f11',
          expiresAt: '2026-12-02T08:00:00.000Z',
          path: '/shareOrder?token=claims.signature',
        });
      }
      if (path === '/api/order/share/revoke') {
        return envelope(null);
      }
      return envelope({ records: [order('a', 10)], total: 1 });
    });
    await renderApp(<OrderListPage />, { path: '/order/orderIn' });
    fireEvent.click(await screen.findByTestId('order-share'));
    const link = await screen.findByTestId<HTMLInputElement>('share-link');
    expect(link.value).toBe(`${window.location.origin}/shareOrder?token=claims.signature&lang=en`);
    expect(link.value).not.toContain('#');
    expect(calls.find((call) => call.path === '/api/order/share/create')?.body).toEqual({ ids: ['a'] });
    fireEvent.click(screen.getByTestId('order-share-revoke'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.path === '/api/order/share/revoke')?.body).toEqual({
        tokenId: '5e0c1d38-1d0a-4c58-9a4b-3d0b6b0c9f11',
      }),
    );
  });
});
