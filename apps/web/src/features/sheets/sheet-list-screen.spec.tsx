import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../test/render';
import { detailQuery } from './diameter-detail-page';
import { detailPath } from './sheet-list-screen';
import { StockInPage } from './sheet-pages';

const user = {
  resources: ['stock/entry'],
  isAdmin: false,
  nickName: 'Clerk',
  username: 'clerk',
  avatar: '',
  standard: [{ name: 'ch', value: 'ch' }],
  cusShortName: 'Demo',
  customerId: '',
  overdue: false,
  userType: 4,
};
const state = { session: { token: 't', user, defaultPassword: false, overdue: false } };

const sheet = (id: string, spu: string, status: number) => ({
  id,
  spu,
  sheetType: 1,
  storageDate: '2024-03-05',
  customerId: null,
  tradePartner: '',
  transportNum: 'AB12',
  quantity: 3,
  volume: 0.456,
  purchaseVol: null,
  floatedVol: null,
  avgDiameter: 30,
  woodKindId: 'k1',
  woodKind: 'Pine',
  storageBinId: 'l1',
  storageBin: 'North yard',
  standardType: 'ch',
  status,
  errorNum: status === 1 ? 2 : 0,
  deviceNo: '',
  creator: 'clerk',
  createTime: '2024-03-05T08:00:00Z',
});

const page = (records: unknown[]) => envelope({ records, total: records.length });

describe('stock-in list (spec §2, §4, §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows disabled sheets as warnings, actions by status, and offers force-confirm on abnormal logs', async () => {
    const confirms: unknown[] = [];
    mockApi((path, body) => {
      if (path === '/api/stockIn/h/pageSpu') {
        return page([sheet('s0', 'RK0', 0), sheet('s1', 'RK1', 1), sheet('s3', 'RK3', 3)]);
      }
      if (path === '/api/stockIn/h/confirm/s1') {
        confirms.push(body);
        return confirms.length === 1
          ? envelope(null, 400804, 'Sheet has 2 abnormal logs', 409)
          : envelope(null);
      }
      return page([]);
    });
    await renderApp(<StockInPage />, { state });
    const table = await screen.findByTestId('stock-in-table');
    const row = async (spu: string) => (await within(table).findByText(spu)).closest('tr') as HTMLElement;
    expect((await row('RK0')).className).toContain('row-warning');
    expect(within(await row('RK0')).getByText('Disabled')).toBeTruthy();
    expect(within(await row('RK0')).queryByTestId('stock-in-confirm')).toBeNull();
    expect(within(await row('RK3')).queryByTestId('stock-in-confirm')).toBeNull();
    expect(within(await row('RK3')).getByTestId('stock-in-disable')).toBeTruthy();

    fireEvent.click(within(await row('RK1')).getByTestId('stock-in-confirm'));
    expect(await screen.findByText('Sheet has 2 abnormal logs')).toBeTruthy();
    expect(await screen.findByText(/Sheet RK1 has 2 abnormal logs/)).toBeTruthy();
    fireEvent.click(document.querySelector('.p-confirm-dialog-accept') as HTMLElement);
    await waitFor(() => expect(confirms).toEqual([{ manual: 0 }, { manual: 1 }]));
    expect(await screen.findByText('Sheet RK1 confirmed')).toBeTruthy();
  });

  it('checks the add dialog: required fields and at least one complete row', async () => {
    mockApi(() => page([]));
    await renderApp(<StockInPage />, { state });
    fireEvent.click(await screen.findByTestId('stock-in-add'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('sheet-image-upload')).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByTestId('sheet-row-remove'));
    fireEvent.click(within(dialog).getByTestId('form-dialog-confirm'));
    expect(await within(dialog).findByText('Add at least one diameter row')).toBeTruthy();
    expect(within(dialog).getAllByText('This field is required').length).toBe(2);
  });

  it('links a sheet to its diameter detail, which needs an id', () => {
    const path = detailPath('stockOut', { id: 'x1', spu: 'CK1', standardType: 'ch' });
    expect(path).toBe('/stock/diamData?type=stockOut&id=x1&spu=CK1&standard=ch');
    expect(detailQuery(new URLSearchParams(path.split('?')[1]))).toEqual({
      type: 'stockOut',
      id: 'x1',
      spu: 'CK1',
      standard: 'ch',
    });
    expect(detailQuery(new URLSearchParams('type=stockIn'))).toBeNull();
  });
});
