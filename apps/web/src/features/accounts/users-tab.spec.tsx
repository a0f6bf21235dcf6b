import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type UserInfo } from '../../api/api';
import { envelope, mockApi, renderApp } from '../../test/render';
import { userLocks } from './account-rules';
import { UsersTab } from './users-tab';

const created = '2024-03-01T08:00:00Z';
const GROUP = '3f1c7c1e-0000-4000-8000-000000000020';
const user = (username: string, type: number, n: number) => ({
  id: `3f1c7c1e-0000-4000-8000-00000000000${n}`,
  username,
  realName: `${username} name`,
  phone: `1380000000${n}`,
  type,
  status: 1,
  isAdmin: type === 3,
  roleIds: type === 3 ? [] : [GROUP],
  permissionsList: type === 3 ? [] : [{ id: GROUP, name: 'Yard clerks' }],
  lastSignTime: type === 3 ? '2024-03-02T09:30:00Z' : null,
  signNum: n * 3,
  createTime: created,
});
const SUPER = user('admin', 3, 1);
const ME = user('boss', 7, 2);
const CLERK = user('clerk', 4, 3);

/** The signed-in administrator (type 7, in a group holding system/role). */
const session = {
  token: 't',
  defaultPassword: false,
  overdue: false,
  user: {
    resources: ['system', 'system/role'],
    isAdmin: false,
    nickName: 'Boss',
    username: 'Boss',
    avatar: '',
    standard: [],
    cusShortName: 'Demo',
    customerId: 'c',
    overdue: false,
    userType: 7,
  } satisfies UserInfo,
};

function answer(path: string): Response {
  if (path === '/api/sys/users') {
    return envelope({ records: [CLERK, ME, SUPER], total: 3 });
  }
  if (path === '/api/sys/perm/list') {
    return envelope({ records: [], total: 0 });
  }
  return envelope(null);
}

const rowOf = async (username: string) => (await screen.findByText(username)).closest('tr')!;
const reasonOf = (element: HTMLElement) => element.closest('[data-disabled-reason]')?.getAttribute('title');

describe('users tab: the user management list (§2, §3 System user, §5, §6)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every field of a system user, the name and actions frozen', async () => {
    const fetchMock = mockApi(answer);
    const { container } = await renderApp(<UsersTab />, { state: { session } });
    const superRow = await rowOf('admin');
    const headers = [...container.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    expect(headers).toEqual([
      '#',
      'Username',
      'Real name',
      'Mobile phone',
      'Type',
      'Permission groups',
      'Last login',
      'Logins',
      'Status',
      'Created',
      'Actions',
    ]);
    expect(within(superRow).getByText('Super administrator')).toBeTruthy();
    expect(within(superRow).getByTestId('system-user-signNum').textContent).toBe('3');
    expect(within(await rowOf('clerk')).getByText('Yard clerks')).toBeTruthy();
    expect(within(await rowOf('clerk')).getByText('Ordinary user')).toBeTruthy();
    // not wide (issue 35): its cells wrap between words, so every column shows at 1440 px; narrower,
    // it scrolls sideways inside its card, username and actions staying in view
    expect(container.querySelector('.data-table-view')!.classList.contains('data-table-wide')).toBe(false);
    expect(container.querySelector('.p-datatable')!.classList.contains('p-datatable-scrollable')).toBe(true);
    const frozen = [...container.querySelectorAll('thead th.p-frozen-column')].map((th) =>
      th.textContent?.trim(),
    );
    expect(frozen).toEqual(['Username', 'Actions']);
    // the list asks for page and page size (§7), the creation days once chosen
    const request = fetchMock.mock.calls.find(([call]) => new URL(call.url).pathname === '/api/sys/users')!;
    expect(await request[0].clone().json()).toEqual({ page: 1, pageSize: 20 });
  });

  it('disables, saying why, what the server refuses: a super administrator, oneself', async () => {
    const fetchMock = mockApi(answer);
    await renderApp(<UsersTab />, { state: { session } });
    const superRow = await rowOf('admin');
    const myRow = await rowOf('boss');
    const clerkRow = await rowOf('clerk');
    const control = (row: HTMLElement, testId: string) => {
      const element = within(row).getByTestId(testId);
      return element.tagName === 'BUTTON' ? element : element.querySelector('input')!;
    };
    const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');

    const superReason = 'A super administrator cannot be edited, disabled or deleted here';
    for (const testId of ['system-user-edit', 'system-user-status', 'system-user-delete']) {
      expect(isDisabled(control(superRow, testId))).toBe(true);
      expect(reasonOf(control(superRow, testId))).toBe(superReason);
    }
    // oneself: edit yes (name, phone, password), but neither disable nor delete
    expect(isDisabled(control(myRow, 'system-user-edit'))).toBe(false);
    for (const testId of ['system-user-status', 'system-user-delete']) {
      expect(isDisabled(control(myRow, testId))).toBe(true);
      expect(reasonOf(control(myRow, testId))).toBe('You cannot disable or delete yourself');
    }
    expect(within(myRow).getByTestId('system-user-delete').getAttribute('aria-label')).toBe(
      'Delete: You cannot disable or delete yourself',
    );
    // anyone else: everything open
    for (const testId of ['system-user-edit', 'system-user-status', 'system-user-delete']) {
      expect(isDisabled(control(clerkRow, testId))).toBe(false);
      expect(reasonOf(control(clerkRow, testId))).toBeUndefined();
    }

    // a disabled button asks nothing and calls nothing
    fireEvent.click(within(myRow).getByTestId('system-user-delete'));
    fireEvent.click(control(myRow, 'system-user-status'));
    expect(screen.queryByText(/Delete the user/)).toBeNull();
    // the clerk's delete asks first, then calls DELETE /sys/user/{id}
    fireEvent.click(within(clerkRow).getByTestId('system-user-delete'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([call]) => `${call.method} ${new URL(call.url).pathname}`)).toContain(
        `DELETE /api/sys/user/${CLERK.id}`,
      ),
    );
    const paths = fetchMock.mock.calls.map(([call]) => new URL(call.url).pathname);
    expect(paths).not.toContain(`/api/sys/user/${ME.id}`);
    expect(paths).not.toContain('/api/sys/user/status');
  });

  it('locks by the rules of §6 whatever the case of the name', () => {
    expect(userLocks({ isAdmin: true, username: 'admin' }, 'someone')).toEqual({
      edit: 'systemUser.lockedSuper',
      status: 'systemUser.lockedSuper',
      delete: 'systemUser.lockedSuper',
    });
    expect(userLocks({ isAdmin: false, username: 'Boss' }, 'boss')).toEqual({
      status: 'systemUser.lockedSelf',
      delete: 'systemUser.lockedSelf',
    });
    expect(userLocks({ isAdmin: false, username: 'clerk' }, 'boss')).toEqual({});
    expect(userLocks({ isAdmin: false, username: 'clerk' }, undefined)).toEqual({});
  });
});
