import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../test/render';
import ContainerDataPage, { truckDetailPath, truckListBody } from './container-data-page';

function ShowLocation() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

const truck = {
  transportNum: 'TRUCK7',
  flag: 1,
  ids: ['00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001'],
  spus: ['RK-2', 'RK-1'],
  sheetCount: 2,
  quantity: 5,
  volume: 1.2,
  firstDate: '2026-11-18',
  lastDate: '2026-11-19',
  customers: 'Piece buyer',
  woodKinds: 'Pine',
};

describe('truck and container data (spec §2 /stock/containerData)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a kind, part of a number, a customer and sheet days', () => {
    expect(
      truckListBody({ flag: 1, transportNum: ' ', customerId: null, range: null }, { page: 1, pageSize: 10 }),
    ).toEqual({
      body: { page: 1, pageSize: 10, flag: 1 },
    });
    expect(
      truckListBody(
        {
          flag: 2,
          transportNum: ' ck7 ',
          customerId: 'c1',
          range: [new Date(2026, 10, 18), new Date(2026, 10, 19)],
        },
        { page: 2, pageSize: 20 },
      ),
    ).toEqual({
      body: {
        page: 2,
        pageSize: 20,
        flag: 2,
        transportNum: 'ck7',
        customerId: 'c1',
        dateFrom: '2026-11-18',
        dateTo: '2026-11-19',
      },
    });
  });

  it('lists trucks with 3-decimal volumes, switches to stock-out at once, and opens a truck’s table', async () => {
    const bodies: unknown[] = [];
    mockApi((path, body) => {
      if (path === '/api/stock/carData/page') {
        bodies.push(body);
        return envelope({ records: [truck], total: 1 });
      }
      return envelope({ records: [], total: 0 });
    });
    await renderApp(<ContainerDataPage />, {
      path: '/stock/containerData',
      routes: [{ path: '/stock/diamData', element: <ShowLocation /> }],
    });
    expect(await screen.findByText('TRUCK7')).toBeTruthy();
    expect(screen.getByTestId('truck-volume').textContent).toBe('1.200');
    expect(screen.getByText('2026-11-18 – 2026-11-19')).toBeTruthy();
    fireEvent.click(screen.getByText('Stock-out'));
    await waitFor(() =>
      expect(bodies).toEqual([
        { page: 1, pageSize: 10, flag: 1 },
        { page: 1, pageSize: 10, flag: 2 },
      ]),
    );
    fireEvent.click(screen.getByTestId('truck-look'));
    expect((await screen.findByTestId('location')).textContent).toBe(truckDetailPath(truck));
    expect(truckDetailPath(truck)).toBe(
      `/stock/diamData?type=carData&id=${truck.ids.join('%2C')}&flag=1&name=TRUCK7`,
    );
  });

  it('says so when no truck has a confirmed sheet', async () => {
    mockApi(() => envelope({ records: [], total: 0 }));
    await renderApp(<ContainerDataPage />, { path: '/stock/containerData' });
    expect(await screen.findByText('No confirmed sheet carries a transport number here yet')).toBeTruthy();
  });
});
