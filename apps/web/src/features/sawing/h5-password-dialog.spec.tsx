import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clerkSession, envelope, mockApi, renderApp } from '../../test/render';
import { BenchesTab } from './benches-tab';

afterEach(() => vi.unstubAllGlobals());

const type = (id: string, value: string) => {
  const input = document.getElementById(id) as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('benches tab: the H5 saw page password (issue 35)', () => {
  it('shows that the page has none yet, and sets a 6-digit one typed twice', async () => {
    const saved: unknown[] = [];
    let state = { set: false, updatedAt: null as string | null, updatedBy: null as string | null };
    mockApi((path, body) => {
      if (path === '/api/cutting/h5/pwdState') {
        return envelope(state);
      }
      if (path === '/api/cutting/h5/setPwd') {
        saved.push(body);
        state = { set: true, updatedAt: '2026-11-28T08:00:00.000Z', updatedBy: 'admin' };
        return envelope(null);
      }
      if (path === '/api/cutting/machine/listAll') {
        return envelope([]);
      }
      return envelope(null);
    });
    await renderApp(<BenchesTab />, { state: clerkSession(['stock/sawTable']) });
    fireEvent.click(await screen.findByTestId('h5-password-open'));
    expect((await screen.findByTestId('h5-password-state')).textContent).toMatch(/has no password yet/);

    type('h5-password-pwd', '12345');
    type('h5-password-confirm', '12345');
    fireEvent.click(screen.getByTestId('form-dialog-confirm'));
    expect(await screen.findByText('Exactly 6 digits')).toBeTruthy();
    type('h5-password-pwd', '135790');
    type('h5-password-confirm', '135791');
    fireEvent.click(screen.getByTestId('form-dialog-confirm'));
    expect(await screen.findByText('The two passwords differ')).toBeTruthy();
    expect(saved).toEqual([]);

    type('h5-password-confirm', '135790');
    fireEvent.click(screen.getByTestId('form-dialog-confirm'));
    await screen.findByText('H5 page password saved');
    expect(saved).toEqual([{ pwd: '135790' }]);

    await waitFor(() => expect(screen.queryByTestId('h5-password-state')).toBeNull());
    fireEvent.click(screen.getByTestId('h5-password-open'));
    await waitFor(() =>
      expect(screen.getByTestId('h5-password-state').textContent).toMatch(/has a password, set .* by admin/),
    );
  });
});
