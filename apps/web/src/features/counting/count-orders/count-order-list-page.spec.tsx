import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../../test/render';
import CountOrderListPage from './count-order-list-page';

const order = (id: number, status: number, extra: Record<string, unknown> = {}) => ({
  id,
  orderNo: `CT2026112300${String(id).padStart(2, '0')}`,
  ossType: 1,
  ossUrl: `origin/20261123/${id}.jpg`,
  qty: 40 + id,
  status,
  errorCode: null,
  progress: 100,
  createTime: '2026-11-23T08:00:00.000Z',
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('count-order list (spec §2 Count-order list, §4)', () => {
  it('shows recognising orders with a spinner, a failure in words, and the actions each status allows', async () => {
    const records = [
      order(1, 5, { progress: 40 }),
      order(2, 8, { errorCode: 'IMAGE_UNREADABLE' }),
      order(3, 10),
      order(4, 12),
      order(5, 15),
    ];
    mockApi((path) => (path === '/api/count/page' ? envelope({ records, total: 5 }) : envelope(null)));
    await renderApp(<CountOrderListPage />, { path: '/countKing/list' });
    await screen.findByText('CT202611230005');
    const body = screen.getAllByRole('row').slice(1);
    expect(body).toHaveLength(5);
    const [recognising, failed, recognised, reviewed, verified] = body.map((row) => within(row));
    expect(recognising?.getByTestId('count-order-status').textContent).toContain('Recognising…');
    expect(recognising?.getByTestId('count-order-status').textContent).toContain('40%');
    expect(recognising?.getByTestId('count-order-qty').textContent).toBe('—');
    expect(failed?.getByTestId('count-order-error').textContent).toContain('damaged or not a photo');
    expect(failed?.queryByTestId('count-order-look')).toBeNull();
    expect(failed?.getByTestId('count-order-delete')).toBeTruthy();
    expect(recognised?.getByTestId('count-order-look')).toBeTruthy();
    expect(recognised?.getByTestId('count-order-delete')).toBeTruthy();
    expect(reviewed?.getByTestId('count-order-verify')).toBeTruthy();
    expect(reviewed?.queryByTestId('count-order-delete')).toBeNull();
    expect(verified?.queryByTestId('count-order-verify')).toBeNull();
    expect(verified?.getByTestId('count-order-look')).toBeTruthy();
  });

  it('verifies a reviewed order after a confirmation', async () => {
    const verifies: string[] = [];
    mockApi((path) => {
      if (path.startsWith('/api/count/confirm/')) {
        verifies.push(path);
        return envelope({ id: 4, status: 15 });
      }
      return envelope({ records: [order(4, 12)], total: 1 });
    });
    await renderApp(<CountOrderListPage />, { path: '/countKing/list' });
    fireEvent.click(await screen.findByTestId('count-order-verify'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(verifies).toEqual(['/api/count/confirm/4']));
  });

  it('says how much of a video was counted: its seconds and frames (issue 39)', async () => {
    const records = [
      order(1, 10, { ossType: 2, video: { durationS: 180, coveredS: 180, frames: 360 } }),
      order(2, 5, { ossType: 2, video: null }),
      order(3, 10, { video: null }),
    ];
    mockApi((path) => (path === '/api/count/page' ? envelope({ records, total: 3 }) : envelope(null)));
    await renderApp(<CountOrderListPage />, { path: '/countKing/list' });
    await screen.findByText('CT202611230001');
    const [counted, recognising, photo] = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    expect(counted?.getByTestId('count-order-video').textContent).toBe('Counted 180 s of 180 s, 360 frames');
    expect(recognising?.queryByTestId('count-order-video')).toBeNull();
    expect(photo?.queryByTestId('count-order-video')).toBeNull();
  });

  it('says how to start when there are no orders', async () => {
    mockApi(() => envelope({ records: [], total: 0 }));
    await renderApp(<CountOrderListPage />, { path: '/countKing/list' });
    expect(await screen.findByText(/upload a photo of a pile/)).toBeTruthy();
  });
});
