import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../test/render';
import { ShareLinksDialog } from './order-share-dialog';

const link = (tokenId: string, state: 'active' | 'expired' | 'revoked') => ({
  tokenId,
  kind: 'order',
  orderNos: `PO-${tokenId.slice(0, 4)}`,
  createTime: '2026-11-25T08:00:00.000Z',
  creator: 'admin',
  expiresAt: '2026-12-02T08:00:00.000Z',
  revokedAt: state === 'revoked' ? '2026-11-26T08:00:00.000Z' : null,
  state,
});

afterEach(() => vi.unstubAllGlobals());

describe('share links dialog (issue 35)', () => {
  it('offers revoke on an active link only, and shows nothing (not "false") for the others', async () => {
    mockApi((path) =>
      path === '/api/order/share/list'
        ? envelope({
            records: [
              link('aaaa0000-0000-4000-8000-000000000001', 'active'),
              link('bbbb0000-0000-4000-8000-000000000002', 'revoked'),
              link('cccc0000-0000-4000-8000-000000000003', 'expired'),
            ],
            total: 3,
          })
        : envelope(null),
    );
    await renderApp(<ShareLinksDialog visible onHide={() => undefined} />);
    await screen.findByText('PO-aaaa');
    const rows = within(screen.getByTestId('share-links-table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    expect(rows).toHaveLength(3);
    expect(rows[0]?.getByTestId('share-link-revoke')).toBeTruthy();
    for (const row of rows.slice(1)) {
      expect(row.queryByTestId('share-link-revoke')).toBeNull();
      expect(row.queryByText('false')).toBeNull();
    }
    expect(screen.queryByText('false')).toBeNull();
  });
});
