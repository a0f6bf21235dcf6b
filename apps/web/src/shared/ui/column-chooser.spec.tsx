import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Column } from 'primereact/column';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clerkSession, envelope, renderApp, stubFetch } from '../../test/render';
import { DataTableView, FIRST_PAGE } from './data-table-view';

// Issue 22 item 3: a wide list's columns, chosen by the user and kept per user on the server.

const rows = [{ id: 'r1', spu: 'RK0001', deviceNo: 'DEV-7', creator: 'clerk' }];

function Table() {
  return (
    <DataTableView
      rows={rows}
      total={1}
      loading={false}
      paging={FIRST_PAGE}
      onPaging={() => undefined}
      dataKey="id"
      testId="demo"
      wide
      columnsKey="demo-list"
    >
      <Column columnKey="spu" field="spu" header="SPU" />
      <Column columnKey="deviceNo" field="deviceNo" header="Device no." />
      <Column columnKey="creator" field="creator" header="Creator" />
      <Column header="Actions" frozen alignFrozen="right" body={() => <span>act</span>} />
    </DataTableView>
  );
}

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent)
    .filter(Boolean);

afterEach(() => vi.unstubAllGlobals());

describe('the column chooser of a wide list (issue 22)', () => {
  it("shows the user's saved choice, hides and shows a column, saves each change, keeps the last one", async () => {
    const saves: unknown[] = [];
    stubFetch((path, body) => {
      if (path === '/api/sys/user/columns' && body === undefined) {
        return envelope({ 'demo-list': ['creator'], other: ['x'] });
      }
      if (path === '/api/sys/user/columns') {
        saves.push(body);
        return envelope(body);
      }
      return envelope(null, 404001, 'not found', 404);
    });
    await renderApp(<Table />, { state: clerkSession([]) });
    await waitFor(() => expect(headers()).toEqual(['SPU', 'Device no.', 'Actions']));
    const chooser = screen.getByTestId('demo-columns');
    expect(chooser.textContent).toBe('Columns 2/3');

    fireEvent.click(chooser);
    const panel = await screen.findByTestId('demo-columns-panel');
    // the actions column has no key: it always shows and is not offered
    expect([...panel.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'SPU',
      'Device no.',
      'Creator',
    ]);
    fireEvent.click(within(panel).getByText('Device no.'));
    await waitFor(() => expect(headers()).toEqual(['SPU', 'Actions']));
    await waitFor(() => expect(saves).toEqual([{ table: 'demo-list', hidden: ['creator', 'deviceNo'] }]));
    // the last column shown cannot be hidden
    expect(within(panel).getByTestId('demo-columns-spu').querySelector('input')?.disabled).toBe(true);

    fireEvent.click(within(panel).getByText('Creator'));
    await waitFor(() => expect(headers()).toEqual(['SPU', 'Creator', 'Actions']));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toEqual({ table: 'demo-list', hidden: ['deviceNo'] });
  });

  it('shows the server\u2019s choice again when a save is refused', async () => {
    stubFetch((path, body) => {
      if (path === '/api/sys/user/columns' && body === undefined) {
        return envelope({});
      }
      return envelope(null, 400001, 'hidden: invalid', 400);
    });
    await renderApp(<Table />, { state: clerkSession([]) });
    await waitFor(() => expect(headers()).toEqual(['SPU', 'Device no.', 'Creator', 'Actions']));
    fireEvent.click(screen.getByTestId('demo-columns'));
    fireEvent.click(within(await screen.findByTestId('demo-columns-panel')).getByText('Creator'));
    // hidden at once, shown again once the server has refused
    expect(headers()).toEqual(['SPU', 'Device no.', 'Actions']);
    await waitFor(() => expect(headers()).toEqual(['SPU', 'Device no.', 'Creator', 'Actions']));
  });
});
