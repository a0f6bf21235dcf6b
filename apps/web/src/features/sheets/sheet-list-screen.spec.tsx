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

const abnormalLog = (id: string, diameter: number) => ({
  id,
  deviceNo: 'DEV-1',
  picUrl: '',
  woodSpecs: 4,
  diameter,
  minDiameter: diameter,
  maxDiameter: diameter + 1,
  spu: 'RK1',
});

describe('stock-in list (spec §2, §4, §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows disabled sheets as warnings, and actions by status', async () => {
    mockApi((path) =>
      path === '/api/stockIn/h/pageSpu'
        ? page([sheet('s0', 'RK0', 0), sheet('s1', 'RK1', 1), sheet('s3', 'RK3', 3)])
        : page([]),
    );
    await renderApp(<StockInPage />, { state });
    const table = await screen.findByTestId('stock-in-table');
    const row = async (spu: string) => (await within(table).findByText(spu)).closest('tr') as HTMLElement;
    expect((await row('RK0')).className).toContain('row-warning');
    expect(within(await row('RK0')).getByText('Disabled')).toBeTruthy();
    expect(within(await row('RK0')).queryByTestId('stock-in-confirm')).toBeNull();
    expect(within(await row('RK0')).queryByTestId('stock-in-edit-diameters')).toBeNull();
    expect(within(await row('RK3')).queryByTestId('stock-in-confirm')).toBeNull();
    expect(within(await row('RK3')).getByTestId('stock-in-disable')).toBeTruthy();
    expect(within(await row('RK3')).getByTestId('stock-in-edit-diameters')).toBeTruthy();
  });

  it('opens the abnormal wood list before confirming a sheet with abnormal logs, then force-confirms', async () => {
    const confirms: unknown[] = [];
    const asked: unknown[] = [];
    mockApi((path, body) => {
      if (path === '/api/stockIn/h/pageSpu') {
        return page([sheet('s1', 'RK1', 1), sheet('s4', 'RK4', 4)]);
      }
      if (path === '/api/stockIn/d/abnormal') {
        asked.push(body);
        return envelope([abnormalLog('a1', 8), abnormalLog('a2', 32)]);
      }
      if (path === '/api/stockIn/h/confirm/s1') {
        confirms.push(body);
        return envelope(null);
      }
      if (path === '/api/stockIn/h/confirm/s4') {
        return envelope(null, 400804, 'The sheet has 2 abnormal logs: review them first', 409);
      }
      return page([]);
    });
    await renderApp(<StockInPage />, { state });
    const table = await screen.findByTestId('stock-in-table');
    const row = async (spu: string) => (await within(table).findByText(spu)).closest('tr') as HTMLElement;

    // errorNum 2: the list opens first, without a confirm call.
    fireEvent.click(within(await row('RK1')).getByTestId('stock-in-confirm'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Abnormal wood on sheet RK1')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getAllByTestId('abnormal-diameter')).toHaveLength(2));
    expect(asked).toEqual([{ stockInHId: 's1' }]);
    expect(confirms).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('abnormal-force'));
    expect(await screen.findByText(/Sheet RK1 has 2 abnormal logs/)).toBeTruthy();
    fireEvent.click(document.querySelector('.p-confirm-dialog-accept') as HTMLElement);
    await waitFor(() => expect(confirms).toEqual([{ manual: 1 }]));
    expect(await screen.findByText('Sheet RK1 confirmed')).toBeTruthy();

    // errorNum 0 in the list, but the server finds abnormal logs: the list opens all the same.
    fireEvent.click(within(await row('RK4')).getByTestId('stock-in-confirm'));
    expect(await screen.findByText('Abnormal wood on sheet RK4')).toBeTruthy();
  });

  it('goes from the abnormal wood list to the diameter edit of the sheet', async () => {
    mockApi((path) => {
      if (path === '/api/stockIn/h/pageSpu') {
        return page([sheet('s1', 'RK1', 1)]);
      }
      return path === '/api/stockIn/d/abnormal' ? envelope([abnormalLog('a1', 8)]) : page([]);
    });
    await renderApp(<StockInPage />, {
      state,
      routes: [{ path: '/stock/diamEdit', element: <p>diameter edit page</p> }],
    });
    const table = await screen.findByTestId('stock-in-table');
    fireEvent.click(await within(table).findByTestId('stock-in-confirm'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('abnormal-edit'));
    expect(await screen.findByText('diameter edit page')).toBeTruthy();
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
    expect(path).toBe('/stock/diamDataOut?type=stockOut&id=x1&spu=CK1&standard=ch');
    expect(detailQuery(new URLSearchParams(path.split('?')[1]))).toEqual({
      type: 'stockOut',
      id: 'x1',
      spu: 'CK1',
      standard: 'ch',
    });
    expect(detailQuery(new URLSearchParams('type=stockIn'))).toBeNull();
  });
});
