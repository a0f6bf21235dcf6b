import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type UserPreferences } from '@timber/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_DELAY_MS, usePreferencesSync } from '../shared/settings/use-preferences-sync';
import { DEFAULT_SETTINGS, SETTINGS_KEY } from '../store/settings-slice';
import { envelope, mockApi, renderApp } from '../test/render';
import { SettingsDrawer } from './settings-drawer';

const PATH = '/api/sys/user/preferences';
const SAVED: UserPreferences = {
  themeColor: '#13C2C2',
  tagsView: false,
  fixedHeader: true,
  sidebarLogo: true,
};
const loggedIn = { session: { token: 't', user: null, defaultPassword: false, overdue: false } };

/** The shell's part of the settings: the sync with the server and the drawer. */
function Shell() {
  usePreferencesSync();
  return <SettingsDrawer visible onHide={() => undefined} />;
}

/** Answers GET with the user's saved settings (or a refusal) and records each PUT body. */
function serverOf(stored: UserPreferences | 'refused') {
  const puts: unknown[] = [];
  const fetchMock = mockApi((path, body) => {
    if (path !== PATH) {
      return envelope(null);
    }
    if (body !== undefined) {
      puts.push(body);
      return envelope(body);
    }
    return stored === 'refused' ? envelope(null, 500001, 'busy') : envelope(stored);
  });
  return { puts, fetchMock };
}

const switchOf = (key: string) => document.querySelector<HTMLInputElement>(`#setting-${key}`)!;
const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.getAttribute('aria-label'));

describe('settings drawer (spec §2 Layout), kept per user', () => {
  beforeEach(() => {
    // this browser's copy: another colour than the server's
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...DEFAULT_SETTINGS, themeColor: '#6959CD' }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows the user's settings from the server in place of the browser's copy", async () => {
    serverOf(SAVED);
    const { store } = await renderApp(<Shell />, { state: loggedIn });
    await waitFor(() => expect(store.getState().settings).toEqual(SAVED));
    expect(pressed()).toEqual(['#13C2C2']);
    expect(switchOf('tagsView').checked).toBe(false);
    expect(switchOf('fixedHeader').checked).toBe(true);
    expect(screen.getByTestId('setting-color-value').textContent).toBe('#13C2C2');
    // the copy for the next first paint follows
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!)).toEqual(SAVED);
  });

  it('saves each change (the whole settings, once they rest) and the reset to the defaults', async () => {
    const { puts } = serverOf(SAVED);
    const { store } = await renderApp(<Shell />, { state: loggedIn });
    await waitFor(() => expect(store.getState().settings).toEqual(SAVED));
    expect(puts).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '#F5222D' }));
    fireEvent.click(switchOf('tagsView'));
    expect(store.getState().settings).toMatchObject({ themeColor: '#F5222D', tagsView: true });
    expect(pressed()).toEqual(['#F5222D']);
    await waitFor(() => expect(puts).toHaveLength(1), { timeout: SAVE_DELAY_MS * 5 });
    expect(puts[0]).toEqual({ ...SAVED, themeColor: '#F5222D', tagsView: true });

    fireEvent.click(screen.getByTestId('setting-reset'));
    expect(store.getState().settings).toEqual(DEFAULT_SETTINGS);
    await waitFor(() => expect(puts).toHaveLength(2), { timeout: SAVE_DELAY_MS * 5 });
    expect(puts[1]).toEqual({ themeColor: '#409EFF', tagsView: true, fixedHeader: false, sidebarLogo: true });
    expect(pressed()).toEqual(['#409EFF']);
  });

  it("never saves the browser's copy over the server's settings before they arrived", async () => {
    const { puts, fetchMock } = serverOf('refused');
    const { store } = await renderApp(<Shell />, { state: loggedIn });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([request]) => new URL(request.url).pathname === PATH)).toBe(true),
    );
    fireEvent.click(switchOf('sidebarLogo'));
    // applied here at once, but not sent
    expect(store.getState().settings).toMatchObject({ themeColor: '#6959CD', sidebarLogo: false });
    await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS * 3));
    expect(puts).toEqual([]);
  });
});
