import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';
import { ArrearsOverlay, arrearsSeconds } from './arrears-overlay';

const overdueState = { session: { token: 't', user: null, defaultPassword: false, overdue: true } };

describe('arrears overlay (spec §4, §8)', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down from 6 s the first time in a browser session, 5 s afterwards', () => {
    expect(arrearsSeconds({ getItem: () => null })).toBe(6);
    expect(arrearsSeconds({ getItem: () => '1' })).toBe(5);
  });

  it('shows the arrears message and clears the overdue state at zero', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store } = await renderApp(<ArrearsOverlay />, { state: overdueState });
    expect(screen.getByText(/The account is in arrears!/)).toBeTruthy();
    expect(screen.getByTestId('arrears-countdown').textContent).toBe('Closes in 6 s');
    for (let second = 0; second < 6; second += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    expect(store.getState().session.overdue).toBe(false);
    expect(screen.queryByTestId('arrears-overlay')).toBeNull();
  });
});
