import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clerkSession, envelope, mockApi, renderApp } from '../../test/render';
import AccountPage from './account-page';

const ACCOUNT = {
  tenantId: '6f1c3c1e-3f59-4c1b-9a67-0d8e1c0b7a11',
  customerNo: 'T0001',
  customerName: 'Demo Timber Trading Co.',
  phone: '13800000001',
  address: '8 Sawmill Lane',
  registerTime: '2026-11-01T08:00:00.000Z',
};

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([request]) => new URL(request.url).pathname === path);

describe('the account centre (§2 Customer account info)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lets an administrator keep the tenant's address: trimmed, at most 200 characters", async () => {
    const fetchMock = mockApi((path) =>
      path === '/api/sys/user/account/edit'
        ? envelope({ ...ACCOUNT, address: '12 Harbour Road' })
        : envelope(path === '/api/sys/user/account' ? ACCOUNT : null),
    );
    await renderApp(<AccountPage />, { state: clerkSession(['system/role']) });
    expect((await screen.findByTestId('account-address')).textContent).toContain('8 Sawmill Lane');
    fireEvent.click(screen.getByTestId('account-address-edit'));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByTestId('account-address-input');
    expect((input as HTMLTextAreaElement).value).toBe('8 Sawmill Lane');
    fireEvent.change(input, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(within(dialog).getByTestId('form-dialog-confirm'));
    expect(await within(dialog).findByText('At most 200 characters')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/sys/user/account/edit')).toHaveLength(0);
    fireEvent.change(input, { target: { value: '  12 Harbour Road ' } });
    fireEvent.click(within(dialog).getByTestId('form-dialog-confirm'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/sys/user/account/edit')).toHaveLength(1));
    expect(await callsTo(fetchMock, '/api/sys/user/account/edit')[0]![0].clone().json()).toEqual({
      address: '12 Harbour Road',
    });
    expect(await screen.findByText('Address saved')).toBeTruthy();
  });

  it('shows the address without an edit button to a user without account management', async () => {
    mockApi((path) => envelope(path === '/api/sys/user/account' ? ACCOUNT : null));
    await renderApp(<AccountPage />, { state: clerkSession(['stock/list']) });
    expect((await screen.findByTestId('account-address')).textContent).toContain('8 Sawmill Lane');
    expect(screen.queryByTestId('account-address-edit')).toBeNull();
  });
});
