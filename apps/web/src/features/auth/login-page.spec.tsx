import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { clientPasswordHash } from '@timber/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../test/render';
import LoginPage from './login-page';

const dashboard = { path: '/info/woodType', element: <p>wood types page</p> };

describe('login page (spec §2 Login, §5)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'Business-Token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('checks account and password before calling the server', async () => {
    const fetchMock = mockApi(() => envelope(null));
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
    expect(fetchMock).not.toHaveBeenCalled();
    const account = screen.getByLabelText('Account');
    const password = document.getElementById('password');
    expect(account instanceof HTMLInputElement && account.maxLength).toBe(11);
    expect(password instanceof HTMLInputElement && password.maxLength).toBe(10);
  });

  it('sends the trimmed account and the hashed password, then goes to the redirect target', async () => {
    const fetchMock = mockApi(() => envelope({ accessToken: 'token-1', defaultPassword: false }));
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
    const request = fetchMock.mock.calls[0]?.[0];
    expect(await request?.json()).toEqual({ username: 'admin', password: clientPasswordHash('Admin123') });
    expect(document.cookie).toContain('Business-Token=token-1');
    expect(store.getState().session.token).toBe('token-1');
  });

  it('opens the forgot-password dialog, which checks the phone before sending a code', async () => {
    const fetchMock = mockApi(() => envelope(null));
    await renderApp(<LoginPage />, { path: '/login' });
    fireEvent.click(screen.getByTestId('forgot-password'));
    fireEvent.click(await screen.findByText('Send code'));
    expect(await screen.findByText('Please enter the mobile phone number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mobile phone'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByText('Send code'));
    await waitFor(() => expect(screen.getByText('Resend in 60 s')).toBeTruthy());
    const request = fetchMock.mock.calls[0]?.[0];
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
    const fetchMock = mockApi((path, body) => {
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
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
