import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clientPasswordHash } from '@timber/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../test/render';
import AppUsersPage, { appUserPageRequest } from './app-users-page';
import CamerasPage from './cameras-page';
import { deviceUserPageRequest } from './device-users-page';

const created = '2026-11-20T08:00:00Z';
const driver = {
  id: '3f1c7c1e-0000-4000-8000-0000000000a1',
  username: 'driver01',
  realName: 'Zhao Gang',
  phone: '13900000021',
  status: 1,
  createTime: created,
};
const page = (records: unknown[]) => envelope({ records, total: records.length });

const bodyOf = async (fetchMock: ReturnType<typeof mockApi>, path: string): Promise<unknown> => {
  const call = fetchMock.mock.calls.find(([request]) => request.url.endsWith(path));
  return call?.[0].clone().json();
};

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('device user, app user and camera screens (spec §2, §5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server again when Search is pressed with unchanged filters', async () => {
    let calls = 0;
    mockApi((path) => {
      if (path === '/api/appcus/page') {
        calls += 1;
        return page([{ ...driver, realName: `Zhao ${calls}` }]);
      }
      return page([]);
    });
    await renderApp(<AppUsersPage />);
    expect(await screen.findByText('Zhao 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Zhao 2')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('asks app users by page and limit (§3), device users by page and pageSize', () => {
    const paging = { page: 2, pageSize: 20 };
    expect(appUserPageRequest({ username: ' drv ', range: null }, paging)).toEqual({
      body: { page: 2, limit: 20, username: 'drv' },
    });
    expect(deviceUserPageRequest({ username: '', range: null }, paging)).toEqual({
      body: { page: 2, pageSize: 20 },
    });
  });

  it('app user: the status changes once the server agreed; an edit keeps the password unless typed', async () => {
    let status = 1;
    const fetchMock = mockApi((path) => {
      if (path === '/api/appcus/updateStatus') {
        status = 0;
        return envelope(null);
      }
      if (path === '/api/appcus/edit') {
        return envelope(null);
      }
      return page([{ ...driver, status }]);
    });
    await renderApp(<AppUsersPage />);
    expect(await screen.findByText('driver01')).toBeTruthy();
    expect(screen.getByTestId('app-user-status-text').textContent).toBe('Enabled');
    fireEvent.click(screen.getByTestId('app-user-status').querySelector('input') as HTMLInputElement);
    await waitFor(() => expect(screen.getByTestId('app-user-status-text').textContent).toBe('Disabled'));
    expect(await bodyOf(fetchMock, '/api/appcus/updateStatus')).toEqual({ id: driver.id, status: 0 });

    fireEvent.click(screen.getByTestId('app-user-edit'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('app-user-password-hint')).toBeTruthy();
    type(dialog, 'Real name', 'Zhao Gang B');
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await waitFor(async () =>
      expect(await bodyOf(fetchMock, '/api/appcus/edit')).toEqual({
        id: driver.id,
        username: 'driver01',
        realName: 'Zhao Gang B',
        phone: '13900000021',
      }),
    );
  });

  it('app user: adding checks the form and sends the client hash of the password', async () => {
    const fetchMock = mockApi((path) =>
      path === '/api/appcus/add' ? envelope({ id: driver.id }) : page([]),
    );
    await renderApp(<AppUsersPage />);
    expect(await screen.findByText('No app users yet')).toBeTruthy();
    fireEvent.click(screen.getByTestId('app-user-add'));
    const dialog = await screen.findByRole('dialog');
    type(dialog, 'Username', 'ab');
    type(dialog, 'Mobile phone', '1291234567x');
    type(dialog, 'Password', 'Secret12');
    type(dialog, 'Confirm password', 'Secret13');
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    expect(await within(dialog).findByText('4 to 16 letters or digits')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the real name')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid mobile phone number')).toBeTruthy();
    expect(within(dialog).getByText('The two passwords differ')).toBeTruthy();
    type(dialog, 'Username', 'driver7');
    type(dialog, 'Real name', 'Driver Seven');
    type(dialog, 'Mobile phone', '13912345678');
    type(dialog, 'Confirm password', 'Secret12');
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await waitFor(async () =>
      expect(await bodyOf(fetchMock, '/api/appcus/add')).toEqual({
        username: 'driver7',
        realName: 'Driver Seven',
        phone: '13912345678',
        password: clientPasswordHash('Secret12'),
      }),
    );
  });

  it('cameras: lists without passwords; deleting asks first', async () => {
    const fetchMock = mockApi(() =>
      page([
        {
          id: 'cam-1',
          channelNO: '101',
          cameraNO: 'CAM01',
          ip: '192.168.1.64',
          rtspPort: 554,
          rtspUri: 'rtsp://192.168.1.64:554/Streaming/Channels/101',
          codec: 'H.265',
          createTime: created,
        },
      ]),
    );
    await renderApp(<CamerasPage />);
    expect(await screen.findByText('rtsp://192.168.1.64:554/Streaming/Channels/101')).toBeTruthy();
    fireEvent.click(screen.getByTestId('camera-delete'));
    expect(await screen.findByText('Delete the camera "CAM01"?')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([request]) => request.url.includes('/ipcamera/delete'))).toBe(false);
  });
});
