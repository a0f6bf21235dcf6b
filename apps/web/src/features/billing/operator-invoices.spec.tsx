import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clerkSession, envelope, mockApi, renderApp } from '../../test/render';
import { InvoiceListTab } from './ledger-tabs';
import { OperatorInvoices } from './operator-invoices';

const TENANT = '6f1c3c1e-3f59-4c1b-9a67-0d8e1c0b7a11';
const REQUESTED = {
  id: 'a6a5c8d0-0000-4000-8000-000000000001',
  amount: 12.5,
  orderCount: 3,
  status: 0,
  statusDesc: 'Requested',
  createTime: '2026-11-02 10:00:00',
  invoiceNo: null,
  invoiceDate: null,
  rejectReason: null,
  decideTime: null,
  tenantId: TENANT,
  requestedBy: 'admin',
};

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([request]) => new URL(request.url).pathname === path);

function answers() {
  return mockApi((path) =>
    path === '/api/invRecord/requested'
      ? envelope({ records: [REQUESTED], total: 1 })
      : envelope({ ...REQUESTED, status: 1, statusDesc: 'Issued' }),
  );
}

describe('invoice decisions (issue 18: the operator issues or rejects, the tenant sees it)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('issues a requested invoice only with its number, under the date chosen', async () => {
    const fetchMock = answers();
    await renderApp(<OperatorInvoices />, { state: clerkSession(['invoice', 'system']) });
    const row = (await screen.findByText('admin')).closest('tr')!;
    expect(row.textContent).toContain(TENANT);
    expect(row.textContent).toContain('12.50');
    fireEvent.click(within(row).getByTestId('invoice-issue'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('invoice-decision-summary').textContent).toBe(
      'Requested by admin at 2026-11-02 10:00:00: 3 orders, 12.50 yuan',
    );
    fireEvent.click(within(dialog).getByTestId('form-dialog-confirm'));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/invRecord/issue/${REQUESTED.id}`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Invoice number'), { target: { value: ' INV-7 ' } });
    fireEvent.click(within(dialog).getByTestId('form-dialog-confirm'));
    await waitFor(() => expect(callsTo(fetchMock, `/api/invRecord/issue/${REQUESTED.id}`)).toHaveLength(1));
    const sent = (await callsTo(fetchMock, `/api/invRecord/issue/${REQUESTED.id}`)[0]![0].clone().json()) as {
      invoiceNo: string;
      invoiceDate: string;
    };
    expect(sent.invoiceNo).toBe('INV-7');
    expect(sent.invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await screen.findByText('Invoice INV-7 issued')).toBeTruthy();
  });

  it('rejects only with a reason, and only once the operator confirms', async () => {
    const fetchMock = answers();
    await renderApp(<OperatorInvoices />, { state: clerkSession(['invoice', 'system']) });
    const row = (await screen.findByText('admin')).closest('tr')!;
    fireEvent.click(within(row).getByTestId('invoice-reject'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('form-dialog-confirm'));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Rejection reason'), { target: { value: 'Wrong title' } });
    fireEvent.click(within(dialog).getByTestId('form-dialog-confirm'));
    expect(
      await screen.findByText(
        'Reject this invoice request of 12.50 yuan? Its 3 orders can then be requested again.',
      ),
    ).toBeTruthy();
    const rejected = () => callsTo(fetchMock, `/api/invRecord/reject/${REQUESTED.id}`);
    expect(rejected()).toHaveLength(0);
    fireEvent.click(document.querySelector('.p-confirm-dialog-accept') as HTMLElement);
    await waitFor(() => expect(rejected()).toHaveLength(1));
    expect(await rejected()[0]![0].clone().json()).toEqual({ reason: 'Wrong title' });
    expect(await screen.findByText('Invoice request rejected')).toBeTruthy();
  });

  it('shows the tenant each invoice’s status, number, date and rejection reason', async () => {
    mockApi(() =>
      envelope({
        total: 2,
        records: [
          { ...REQUESTED, status: 1, statusDesc: 'Issued', invoiceNo: 'INV-7', invoiceDate: '2026-11-20' },
          {
            ...REQUESTED,
            id: 'a6a5c8d0-0000-4000-8000-000000000002',
            status: 2,
            statusDesc: 'Rejected',
            rejectReason: 'Wrong title',
          },
        ],
      }),
    );
    await renderApp(<InvoiceListTab period={{}} />, { state: clerkSession(['invoice']) });
    const issued = (await screen.findByText('INV-7')).closest('tr')!;
    expect(issued.textContent).toContain('Issued');
    expect(issued.textContent).toContain('2026-11-20');
    const rejected = screen.getByText('Wrong title').closest('tr')!;
    expect(rejected.textContent).toContain('Rejected');
    expect(within(rejected).getByTestId('invoice-no').textContent).toBe('—');
  });
});
