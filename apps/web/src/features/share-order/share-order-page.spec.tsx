import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../test/render';
import ShareOrderPage from './share-order-page';

const shared = {
  orderNo: 'PO-20261125-0001',
  title: 'Inbound order',
  orderDate: '2026-11-25',
  shipper: 'Acme Logs',
  consignee: null,
  totalQty: 12,
  totalVol: 3.4567,
  kind: 'Pine',
  transportNum: 'TR1',
  spus: 'IN1,IN2',
  diaCategory: [
    { dia: 20, length: 4, qty: 5, vol: 1.2 },
    { dia: 24, length: 4, qty: 7, vol: 2.257 },
  ],
};

/** The answer of /order/business for a link of that one order. */
const oneOrder = () =>
  envelope({ records: [shared], total: 1, expiresAt: '2026-12-02T08:00:00.000Z', kind: 'order' });

afterEach(() => vi.unstubAllGlobals());

describe('shared order page (spec §2 Shared order page, §8)', () => {
  it('shows the orders of a link, the diameter tab first, the pictures asked for only when their tab opens', async () => {
    const calls: { path: string; body: unknown }[] = [];
    mockApi((path, body) => {
      calls.push({ path, body });
      if (path === '/api/order/business') {
        return oneOrder();
      }
      return envelope({ records: [{ url: 'https://pics.example.com/1.jpg', count: 7 }], total: 1 });
    });
    await renderApp(<ShareOrderPage />, { path: '/shareOrder', url: '/shareOrder?token=t.sig&lang=en' });
    expect((await screen.findByTestId('shared-order-no')).textContent).toBe('PO-20261125-0001');
    expect(screen.getByTestId('shared-order-title').textContent).toBe('Inbound order');
    expect(screen.getByText('Order number')).toBeTruthy();
    expect(screen.getByTestId('share-order-heading').textContent).toBe('Shared order');
    expect(screen.getByTestId('shared-order-vol').textContent).toBe('3.457');
    expect(screen.getByText('Acme Logs')).toBeTruthy();
    expect(screen.getAllByTestId('shared-dia-row')).toHaveLength(2);
    expect(calls[0]).toEqual({
      path: '/api/order/business',
      body: { token: 't.sig', page: 1, pageSize: 10000 },
    });
    expect(calls.some((call) => call.path === '/api/order/business/img')).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Images' }));
    const images = await screen.findByTestId('shared-images');
    expect(within(images).getByRole('img').getAttribute('loading')).toBe('lazy');
    expect(calls.find((call) => call.path === '/api/order/business/img')?.body).toEqual({ token: 't.sig' });
  });

  it('labels the number of a sheet link’s records as a sheet number (their SPU), not an order number', async () => {
    mockApi(() =>
      envelope({
        records: [
          { ...shared, orderNo: 'IN20261125-0003', title: 'Stock-in sheet', spus: 'IN20261125-0003' },
          { ...shared, orderNo: 'IN20261125-0004', title: 'Stock-in sheet', spus: 'IN20261125-0004' },
        ],
        total: 2,
        expiresAt: '2026-12-02T08:00:00.000Z',
        kind: 'sheet',
      }),
    );
    await renderApp(<ShareOrderPage />, { path: '/shareOrder', url: '/shareOrder?token=t.sig&lang=en' });
    expect((await screen.findAllByTestId('shared-order-no')).map((cell) => cell.textContent)).toEqual([
      'IN20261125-0003',
      'IN20261125-0004',
    ]);
    expect(screen.getAllByText('Sheet number')).toHaveLength(2);
    expect(screen.queryByText('Order number')).toBeNull();
    expect(screen.getByTestId('share-order-heading').textContent).toBe('Shared sheets');
    expect(screen.getAllByTestId('shared-order-title')[0]!.textContent).toBe('Stock-in sheet');
  });

  it('says there is no order without a token, and asks nothing', async () => {
    const fetchMock = mockApi(() => envelope(null));
    await renderApp(<ShareOrderPage />, { path: '/shareOrder', url: '/shareOrder?id=IN1,IN2' });
    expect(await screen.findByTestId('share-problem-noOrder')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [402611, 'invalid', /not valid/],
    [402612, 'expired', /expired/],
    [402613, 'revoked', /revoked by the sender/],
  ] as const)('says why a refused link (%i) shows nothing', async (code, problem, text) => {
    mockApi(() => envelope(null, code, 'refused', code === 402611 ? 403 : 410));
    await renderApp(<ShareOrderPage />, { path: '/shareOrder', url: '/shareOrder?token=t.sig' });
    const message = await screen.findByTestId(`share-problem-${problem}`);
    expect(message.textContent).toMatch(text);
    expect(screen.queryByTestId('shared-order')).toBeNull();
  });

  it('moves between the tabs with the keyboard, shows a picture whole and closes it', async () => {
    let pictures = 0;
    mockApi((path) => {
      if (path === '/api/order/business') {
        return oneOrder();
      }
      pictures += 1;
      return envelope({ records: [{ url: 'https://pics.example.com/1.jpg', count: 7 }], total: 1 });
    });
    await renderApp(<ShareOrderPage />, { path: '/shareOrder', url: '/shareOrder?token=t.sig&lang=en' });
    const diameters = await screen.findByRole('tab', { name: 'Diameters' });
    expect(diameters.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(diameters, { key: 'ArrowRight' });
    const imagesTab = screen.getByRole('tab', { name: 'Images' });
    expect(imagesTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(imagesTab);
    const grid = await screen.findByTestId('shared-images');
    fireEvent.click(within(grid).getByRole('button', { name: '7 logs' }));
    const viewer = screen.getByRole('dialog', { name: '7 logs' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('https://pics.example.com/1.jpg');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(grid).getByRole('button', { name: '7 logs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close the picture' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // back to the diameters and again to the pictures: asked for once, kept
    fireEvent.keyDown(imagesTab, { key: 'Home' });
    expect(
      screen.getAllByTestId('shared-dia-row')[0]?.closest('[role="tabpanel"]')?.hasAttribute('hidden'),
    ).toBe(false);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Diameters' }), { key: 'End' });
    expect(pictures).toBe(1);
  });

  it('says when the pictures could not be loaded', async () => {
    mockApi((path) => (path === '/api/order/business' ? oneOrder() : envelope(null, 500001, 'down', 500)));
    await renderApp(<ShareOrderPage />, { path: '/shareOrder', url: '/shareOrder?token=t.sig&lang=en' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Images' }));
    expect((await screen.findByTestId('share-problem-failed')).textContent).toMatch(/could not be loaded/);
  });
});
