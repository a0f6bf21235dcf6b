import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../test/render';
import SettingsPage from './settings-page';

describe('/system/setting (spec §2 Menu routes, Layout)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows the settings drawer's form as a page, applied at once", async () => {
    mockApi(() => envelope(null));
    const { store } = await renderApp(<SettingsPage />);
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
    const fixedHeader = screen.getByLabelText('Fixed header');
    expect(fixedHeader.id).toBe('system-setting-fixedHeader');
    fireEvent.click(fixedHeader);
    fireEvent.click(screen.getByRole('button', { name: '#212121' }));
    expect(store.getState().settings).toMatchObject({ fixedHeader: true, themeColor: '#212121' });
    fireEvent.click(screen.getByTestId('system-setting-reset'));
    expect(store.getState().settings).toMatchObject({ fixedHeader: false, themeColor: '#409EFF' });
  });
});
