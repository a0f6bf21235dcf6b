import { act, fireEvent, render, screen } from '@testing-library/react';
import { firstScreenPart, type WebMessages } from '@timber/i18n';
import { PrimeReactProvider } from 'primereact/api';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginScreen } from '../features/auth/login-screen';
import { englishMessages, envelope, mockApi } from '../test/render';

const TRIAL_OFFERED = '/api/sys/user/trialOffered';

describe("the login page's first screen (issue 22: no store, router or whole dictionary)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'Business-Token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('shows every text of the login form and the forgot-password dialog from the first-screen part', async () => {
    const missing: string[] = [];
    const messages = firstScreenPart(await englishMessages());
    expect(Object.keys(messages).length).toBeLessThan(150);
    // the free trial offered: its link's text is in the part too
    mockApi((path) => envelope(path === TRIAL_OFFERED ? { offered: true } : null));
    render(
      <IntlProvider
        locale="en-GB"
        messages={messages as WebMessages}
        onError={(error) => missing.push(error.message)}
      >
        <PrimeReactProvider>
          <LoginScreen onSignedIn={() => undefined} />
        </PrimeReactProvider>
      </IntlProvider>,
    );
    expect((await screen.findByTestId('free-trial')).textContent).toBe('Free trial account');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter the account')).toBeTruthy();
    fireEvent.click(screen.getByTestId('forgot-password'));
    fireEvent.click(await screen.findByText('Send code'));
    expect(await screen.findByText('Please enter the mobile phone number')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(missing).toEqual([]);
  });

  it('signs in with fetch alone and hands the session on', async () => {
    const fetchMock = mockApi((path) =>
      envelope(
        path === TRIAL_OFFERED ? { offered: false } : { accessToken: 'token-2', defaultPassword: true },
      ),
    );
    const signedIn = vi.fn();
    render(
      <IntlProvider locale="en-GB" messages={firstScreenPart(await englishMessages()) as WebMessages}>
        <LoginScreen onSignedIn={signedIn} />
      </IntlProvider>,
    );
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'admin' } });
    fireEvent.change(document.getElementById('password') as HTMLInputElement, {
      target: { value: 'Admin123' },
    });
    fireEvent.click(screen.getByTestId('login-submit'));
    await vi.waitFor(() =>
      expect(signedIn).toHaveBeenCalledWith({ accessToken: 'token-2', defaultPassword: true }),
    );
    // the trial question and the login
    expect(fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname)).toEqual([
      TRIAL_OFFERED,
      '/api/sys/user/login',
    ]);
    expect(document.cookie).toContain('Business-Token=token-2');
  });
});
