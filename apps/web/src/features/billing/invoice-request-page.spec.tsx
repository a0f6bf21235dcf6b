import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clerkSession, envelope, mockApi, renderApp } from '../../test/render';
import InvoiceRequestPage from './invoice-request-page';

const ORDERS = [
  {
    id: 'a6a5c8d0-0000-4000-8000-000000000001',
    businessNo: 'XF0000000001',
    remark: 'S1',
    invoiceAmount: 0.1,
    createTime: '2026-11-02 10:00:00',
  },
  {
    id: 'a6a5c8d0-0000-4000-8000-000000000002',
    businessNo: 'XF0000000002',
    remark: 'S2',
    invoiceAmount: 0.2,
    createTime: '2026-11-03 10:00:00',
  },
];

describe('invoice request (spec §2, §5, §9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('needs a selected order, totals the selection in cents and sends the ids', async () => {
    const fetchMock = mockApi((path) =>
      path === '/api/invRecord/apply'
        ? envelope({
            id: ORDERS[0]!.id,
            amount: 0.3,
            orderCount: 2,
            status: 0,
            statusDesc: 'Requested',
            createTime: '',
          })
        : envelope({ records: ORDERS, total: 2 }),
    );
    await renderApp(<InvoiceRequestPage />, { state: clerkSession(['invoice', 'invoice/costRecord']) });
    await screen.findByText('XF0000000002');
    fireEvent.click(screen.getByTestId('invoice-submit'));
    expect(await screen.findByText('Please select at least one order')).toBeTruthy();
    const applied = () =>
      fetchMock.mock.calls.filter(([request]) => new URL(request.url).pathname === '/api/invRecord/apply');
    expect(applied()).toHaveLength(0);
    for (const order of ORDERS) {
      const row = screen.getByText(order.businessNo).closest('tr')!;
      fireEvent.click(row.querySelector('input[type="checkbox"]')!);
    }
    // 0.1 + 0.2 in floating point is 0.30000000000000004: summed in cents it is 0.30
    expect(screen.getByTestId('invoice-total').textContent).toBe('2 selected, total 0.30 yuan');
    await new Promise((resolve) => setTimeout(resolve, 1600)); // the repeat-click guard (§9)
    fireEvent.click(screen.getByTestId('invoice-submit'));
    await waitFor(() => expect(applied()).toHaveLength(1));
    expect(await applied()[0]![0].clone().json()).toEqual({ ids: ORDERS.map((order) => order.id) });
    expect(await screen.findByText('Invoice request success')).toBeTruthy();
  });
});
