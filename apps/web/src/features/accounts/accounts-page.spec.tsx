import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../test/render';
import AccountsPage from './accounts-page';

const created = '2024-03-01T08:00:00Z';
const GROUP = '3f1c7c1e-0000-4000-8000-000000000020';
const group = {
  id: GROUP,
  permName: 'Yard clerks',
  permDesc: 'wood kinds',
  path: ['info', 'info/woodType'],
  createTime: created,
};
const user = (username: string, type: number, id: string) => ({
  id,
  username,
  realName: `${username} name`,
  phone: '13800000002',
  email: `${username}@yard.example`,
  type,
  status: 1,
  isAdmin: type === 3,
  roleIds: type === 3 ? [] : [GROUP],
  permissionsList: type === 3 ? [] : [{ id: GROUP, name: 'Yard clerks' }],
  lastSignTime: null,
  signNum: 0,
  createTime: created,
});
const ADMIN = user('admin', 3, '3f1c7c1e-0000-4000-8000-000000000001');
const CLERK = user('clerk', 4, '3f1c7c1e-0000-4000-8000-000000000002');
const TREE = [
  {
    key: 'info',
    titleId: 'route.info',
    children: [
      { key: 'info/woodType', titleId: 'route.info/woodType' },
      { key: 'info/warehouse', titleId: 'route.info/warehouse' },
    ],
  },
];
const page = (records: unknown[]) => envelope({ records, total: records.length });

function answer(path: string): Response {
  if (path === '/api/sys/users') {
    return page([CLERK, ADMIN]);
  }
  if (path === '/api/sys/perm/list') {
    return page([group]);
  }
  if (path === '/api/sys/res/list') {
    return envelope(TREE);
  }
  return envelope(null);
}

describe('account management (§2 tabs User and Role, §5, §6)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists users with type and groups, locks the super administrator, switches a status through the server', async () => {
    const fetchMock = mockApi(answer);
    await renderApp(<AccountsPage />, { url: '/?tab=User' });
    const clerkRow = (await screen.findByText('clerk')).closest('tr')!;
    expect(within(clerkRow).getByText('Ordinary user')).toBeTruthy();
    expect(within(clerkRow).getByText('Yard clerks')).toBeTruthy();
    const adminRow = screen.getByText('admin').closest('tr')!;
    // §6: the super administrator's buttons stay in place, disabled, saying why
    for (const testId of ['system-user-edit', 'system-user-delete']) {
      expect(within(adminRow).getByTestId(testId).hasAttribute('disabled')).toBe(true);
      expect(within(adminRow).getByTestId(testId).closest('[title]')!.getAttribute('title')).toBe(
        'A super administrator cannot be edited, disabled or deleted here',
      );
    }
    fireEvent.click(within(clerkRow).getByTestId('system-user-status').querySelector('input')!);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([request]) => new URL(request.url).pathname === '/api/sys/user/status'),
      ).toBe(true),
    );
  });

  it('edits a user without a password: PUT /sys/user with the groups, no password', async () => {
    const bodies: unknown[] = [];
    mockApi((path, body) => {
      if (path === '/api/sys/user') {
        bodies.push(body);
      }
      return answer(path);
    });
    await renderApp(<AccountsPage />, { url: '/?tab=User' });
    const clerkRow = (await screen.findByText('clerk')).closest('tr')!;
    fireEvent.click(within(clerkRow).getByTestId('system-user-edit'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('system-user-password-hint')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Real name'), { target: { value: 'Yard Clerk B' } });
    fireEvent.click(within(dialog).getByTestId('form-dialog-confirm'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      id: CLERK.id,
      username: 'clerk',
      realName: 'Yard Clerk B',
      phone: '13800000002',
      email: 'clerk@yard.example',
      type: 4,
      roleIds: [GROUP],
    });
  });

  it('edits a group in the permission tree and saves the ticked keys with their half-checked parent', async () => {
    const bodies: unknown[] = [];
    mockApi((path, body) => {
      if (path === '/api/sys/perm/save') {
        bodies.push(body);
      }
      return answer(path);
    });
    await renderApp(<AccountsPage />, { url: '/?tab=Role' });
    const row = (await screen.findByText('wood kinds')).closest('tr')!;
    fireEvent.click(within(row).getByTestId('perm-group-edit'));
    const dialog = await screen.findByRole('dialog');
    const warehouses = await within(dialog).findByText('Warehouses');
    fireEvent.click(warehouses.closest('.p-treenode-content')!.querySelector('.p-checkbox')!);
    const woodTypes = within(dialog).getByText('Wood types');
    fireEvent.click(woodTypes.closest('.p-treenode-content')!.querySelector('.p-checkbox')!);
    fireEvent.click(within(dialog).getByTestId('form-dialog-confirm'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      id: GROUP,
      permName: 'Yard clerks',
      permDesc: 'wood kinds',
      path: ['info', 'info/warehouse'],
    });
  });
});
