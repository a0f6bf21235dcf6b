import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../test/render';
import SawDetailPage from './saw-detail-page';
import SawListPage from './saw-list-page';

const LINK = 'cusNo=00000000-0000-4000-8000-000000000001&machineNo=01&sign=s1';
const order = (id: string, state = 0) => ({
  id,
  orderNo: `SAW-${id}`,
  machineId: 'b1',
  machineNum: '01',
  machineName: 'Band saw',
  cuttingDate: '2026-11-21',
  woodSpecs: '4×200×50',
  woodKind: 'Pine',
  category: '',
  woodGrade: 1,
  length: 4,
  logQty: 2,
  logVol: 0.2,
  boardVol: 0,
  sysVol: 0,
  manualOutturn: 0,
  sysOutturn: 0,
  theoryOutturn: 0,
  startTime: null,
  state,
  mergedInto: null,
  mergeOrders: [],
});

afterEach(() => vi.unstubAllGlobals());

describe('mobile bench page: §4 manage mode is blocked while any order is being edited', () => {
  it('asks the server before manage mode opens, and stays out of it when an order is being edited', async () => {
    let edited = true;
    const calls: { path: string; body: unknown }[] = [];
    mockApi((path, body) => {
      calls.push({ path, body });
      if (path === '/api/sawbench/manage') {
        return edited
          ? envelope(
              null,
              402736,
              'Order SAW-a is being edited on a phone: manage mode opens once it is saved or left',
              409,
            )
          : envelope(null);
      }
      return envelope({ records: [order('a'), order('b')], total: 2 });
    });
    await renderApp(<SawListPage />, { path: '/sawList', url: `/sawList?${LINK}` });
    await screen.findByText('SAW-a');
    fireEvent.click(screen.getByTestId('saw-manage'));
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/sawbench/manage'));
    await vi.waitFor(() =>
      expect(document.body.textContent).toContain('Order SAW-a is being edited on a phone'),
    );
    expect(calls.find((call) => call.path === '/api/sawbench/manage')?.body).toEqual({
      cusNo: '00000000-0000-4000-8000-000000000001',
      machineNo: '01',
      sign: 's1',
    });
    expect(screen.queryByTestId('saw-order-select')).toBeNull();
    expect(screen.queryByTestId('saw-merge')).toBeNull();
    // once the order is saved or left, manage mode opens
    edited = false;
    fireEvent.click(screen.getByTestId('saw-manage'));
    await screen.findByTestId('saw-merge');
    expect(screen.getAllByTestId('saw-order-select')).toHaveLength(2);
  }, 60_000);

  it('marks the open order of the detail page as being edited, and unmarks it when the page leaves', async () => {
    const marks: unknown[] = [];
    mockApi((path, body) => {
      if (path === '/api/sawbench/editing') {
        marks.push(body);
        return envelope(null);
      }
      if (path === '/api/sawbench/specs') {
        return envelope([]);
      }
      return envelope({ records: [order('a')], total: 1 });
    });
    const view = await renderApp(<SawDetailPage />, {
      path: '/sawDetail',
      url: `/sawDetail?${LINK}&id=a&date=2026-11-21`,
    });
    await vi.waitFor(() =>
      expect(marks).toEqual([
        {
          cusNo: '00000000-0000-4000-8000-000000000001',
          machineNo: '01',
          sign: 's1',
          id: 'a',
          editing: true,
        },
      ]),
    );
    view.unmount();
    await vi.waitFor(() => expect(marks.at(-1)).toMatchObject({ id: 'a', editing: false }));
    expect(within(document.body).queryByTestId('saw-detail')).toBeNull();
  });
});
