import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { clientPasswordHash } from '@timber/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../test/render';
import LoginPage from './login-page';

const dashboard = { path: '/info/woodType', element: <p>wood types page</p> };
const TRIAL_OFFERED = '/api/sys/user/trialOffered';

/** mockApi with the login page's one question of its own answered: the free trial is offered or not. */
const mockLoginApi = (answer: (path: string, body: unknown) => Response, offered = false) =>
  mockApi((path, body) => (path === TRIAL_OFFERED ? envelope({ offered }) : answer(path, body)));
/** The requests other than the trial question, in order. */
const requestsOf = (fetchMock: ReturnType<typeof mockApi>): Request[] =>
  fetchMock.mock.calls.map(([request]) => request).filter((r) => new URL(r.url).pathname !== TRIAL_OFFERED);

describe('login page (spec §2 Login, §5)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'Business-Token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('checks account and password before calling the server', async () => {
    const fetchMock = mockLoginApi(() => envelope(null));
    await renderApp(<LoginPage />, { path: '/login' });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter the account')).toBeTruthy();
    expect(screen.getByText('Please enter the password')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'ab!' } });
    fireEvent.change(document.getElementById('password') as HTMLInputElement, { target: { value: '123' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 1600)));
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('4 to 16 letters or digits')).toBeTruthy();
    expect(screen.getByText('The password needs at least 6 characters')).toBeTruthy();
    expect(requestsOf(fetchMock)).toEqual([]);
    const account = screen.getByLabelText('Account');
    const password = document.getElementById('password');
    expect(account instanceof HTMLInputElement && account.maxLength).toBe(11);
    expect(password instanceof HTMLInputElement && password.maxLength).toBe(10);
  });

  it('sends the trimmed account and the hashed password, then goes to the redirect target', async () => {
    const fetchMock = mockLoginApi(() => envelope({ accessToken: 'token-1', defaultPassword: false }));
    const { store } = await renderApp(<LoginPage />, {
      path: '/login',
      url: '/login?redirect=%2Finfo%2FwoodType',
      routes: [dashboard],
    });
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: '  admin ' } });
    fireEvent.change(document.getElementById('password') as HTMLInputElement, {
      target: { value: 'Admin123' },
    });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('wood types page')).toBeTruthy();
    const request = requestsOf(fetchMock)[0];
    expect(await request?.json()).toEqual({ username: 'admin', password: clientPasswordHash('Admin123') });
    expect(document.cookie).toContain('Business-Token=token-1');
    expect(store.getState().session.token).toBe('token-1');
  });

  it('opens the forgot-password dialog, which checks the phone before sending a code', async () => {
    const fetchMock = mockLoginApi(() => envelope(null));
    await renderApp(<LoginPage />, { path: '/login' });
    fireEvent.click(screen.getByTestId('forgot-password'));
    fireEvent.click(await screen.findByText('Send code'));
    expect(await screen.findByText('Please enter the mobile phone number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mobile phone'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByText('Send code'));
    await waitFor(() => expect(screen.getByText('Resend in 60 s')).toBeTruthy());
    const request = requestsOf(fetchMock)[0];
    expect(new URL(request?.url ?? '').pathname).toBe('/api/sys/sms/findPwd');
  });

  it('shows the check code picture when the server asks for it, refreshes it on click, and sends the typed digits (issue 34)', async () => {
    const picture = (n: number) => ({
      challengeId: `00000000-0000-4000-8000-00000000000${n}`,
      image: `data:image/svg+xml;base64,${btoa(`<svg id="p${n}"/>`)}`,
      expiresIn: 300,
    });
    let pictures = 0;
    const logins: unknown[] = [];
    const fetchMock = mockLoginApi((path, body) => {
      if (path === '/api/sys/user/checkCode') {
        pictures += 1;
        return envelope(picture(pictures));
      }
      logins.push(body);
      return logins.length === 1
        ? envelope(picture(9), 400107, 'type the check code shown in the picture', 400)
        : envelope({ accessToken: 'token-2', defaultPassword: false });
    });
    await renderApp(<LoginPage />, {
      path: '/login',
      url: '/login?redirect=%2Finfo%2FwoodType',
      routes: [dashboard],
    });
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'admin' } });
    fireEvent.change(document.getElementById('password') as HTMLInputElement, {
      target: { value: 'Admin123' },
    });
    expect(screen.queryByTestId('login-check-code')).toBeNull();
    fireEvent.click(screen.getByTestId('login-submit'));
    const shown = await screen.findByTestId('login-check-code-image');
    expect(shown.getAttribute('data-challenge')).toBe(picture(1).challengeId);
    expect(await screen.findByText('type the check code shown in the picture')).toBeTruthy();
    // a click brings another picture
    fireEvent.click(screen.getByTestId('login-check-code-refresh'));
    await waitFor(() =>
      expect(screen.getByTestId('login-check-code-image').getAttribute('data-challenge')).toBe(
        picture(2).challengeId,
      ),
    );
    // the digits are asked for before anything is sent; letters are not typed in
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(
      await screen.findByText('Type the 4 digits shown in the picture', { selector: 'small' }),
    ).toBeTruthy();
    fireEvent.change(screen.getByTestId('login-check-code'), { target: { value: '4a7b1c9' } });
    expect(screen.getByTestId<HTMLInputElement>('login-check-code').value).toBe('4719');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('wood types page')).toBeTruthy();
    expect(logins).toEqual([
      { username: 'admin', password: clientPasswordHash('Admin123') },
      {
        username: 'admin',
        password: clientPasswordHash('Admin123'),
        captchaId: picture(2).challengeId,
        captcha: '4719',
      },
    ]);
    expect(requestsOf(fetchMock)).toHaveLength(4);
  });

  it('shows no free trial link unless the server offers one', async () => {
    const fetchMock = mockLoginApi(() => envelope(null), false);
    await renderApp(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // the question answered, the page settled: still no link
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByTestId('free-trial')).toBeNull();
    expect(screen.queryByText('Free trial account')).toBeNull();
    expect(new URL(fetchMock.mock.calls[0]![0].url).pathname).toBe(TRIAL_OFFERED);
  });

  it('shows the free trial link when offered; a click signs in as the trial account and goes on as a login does', async () => {
    const fetchMock = mockLoginApi(
      (path) =>
        path === '/api/sys/user/trial'
          ? envelope({ accessToken: 'trial-token', defaultPassword: false })
          : envelope(null, 400101, 'unexpected call', 400),
      true,
    );
    const { store } = await renderApp(<LoginPage />, {
      path: '/login',
      url: '/login?redirect=%2Finfo%2FwoodType',
      routes: [dashboard],
    });
    fireEvent.click(await screen.findByTestId('free-trial'));
    expect(await screen.findByText('wood types page')).toBeTruthy();
    const [trial, ...others] = requestsOf(fetchMock);
    expect(others).toEqual([]);
    expect(new URL(trial?.url ?? '').pathname).toBe('/api/sys/user/trial');
    // no account or password sent: the server knows the trial account
    expect(await trial?.json()).toEqual({});
    expect(document.cookie).toContain('Business-Token=trial-token');
    expect(store.getState().session.token).toBe('trial-token');
    // asked once
    expect(fetchMock.mock.calls.filter(([r]) => new URL(r.url).pathname === TRIAL_OFFERED)).toHaveLength(1);
  });
});
