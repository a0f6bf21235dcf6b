import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../test/render';
import CustomersPage, { customerPageRequest } from './customers-page';
import DiameterRangesPage, { diameterRangeRules } from './diameter-ranges-page';
import LocationsPage from './locations-page';
import WoodSpecsPage, { woodSpecPageRequest } from './wood-specs-page';

const created = '2024-03-01T08:00:00Z';
const acme = {
  id: '3f1c7c1e-0000-4000-8000-000000000010',
  customerNo: 'C0007',
  customerName: 'Acme Timber',
  phone: '13800138000',
  addr: 'Port road 1',
  email: 'buy@acme.example',
  createTime: created,
};
const page = (records: unknown[]) => envelope({ records, total: records.length });

async function openDialog(testId: string) {
  fireEvent.click(await screen.findByTestId(testId));
  return screen.findByRole('dialog');
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

const confirm = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByTestId('form-dialog-confirm'));

describe('master data screens (spec §2 Master data, §5, §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for pages with the text filter under its API name', () => {
    const paging = { page: 1, pageSize: 20 };
    expect(customerPageRequest({ text: ' Acme ', range: null }, paging)).toEqual({
      body: { page: 1, pageSize: 20, customerName: 'Acme' },
    });
    expect(woodSpecPageRequest({ text: '5.8', range: null }, paging)).toEqual({
      body: { page: 1, pageSize: 20, woodSpecsNo: 5.8 },
    });
    expect(woodSpecPageRequest({ text: '', range: null }, paging)).toEqual({
      body: { page: 1, pageSize: 20 },
    });
  });

  it('asks the server again when Search is pressed with unchanged filters (others edit meanwhile)', async () => {
    let calls = 0;
    mockApi((path) => {
      if (path === '/api/cus/pageData') {
        calls += 1;
        return page([{ ...acme, customerName: `Acme ${calls}` }]);
      }
      return page([]);
    });
    await renderApp(<CustomersPage />);
    expect(await screen.findByText('Acme 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Acme 2')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('customer: number shown locked on edit, phone and e-mail checked, server message keeps the dialog', async () => {
    const fetchMock = mockApi((path) =>
      path === '/api/cus/update'
        ? envelope(null, 400301, 'The customer "Acme Timber" already exists', 409)
        : page([acme]),
    );
    await renderApp(<CustomersPage />);
    expect(await screen.findByText('C0007')).toBeTruthy();
    const dialog = await openDialog('customer-edit');
    const number = within(dialog).getByLabelText<HTMLInputElement>('Customer number');
    expect([number.value, number.readOnly]).toEqual(['C0007', true]);
    type(dialog, 'Phone', '12a345');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Phone').value).toBe('12345');
    type(dialog, 'E-mail', 'not-mail');
    confirm(dialog);
    expect(await within(dialog).findByText('Please enter a valid mobile phone number')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid e-mail address')).toBeTruthy();
    type(dialog, 'Phone', '13900139000');
    type(dialog, 'E-mail', 'sales@acme.example');
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await waitFor(() =>
      expect(within(dialog).getAllByText('The customer "Acme Timber" already exists').length).toBe(1),
    );
    const update = fetchMock.mock.calls.find(([request]) => request.url.endsWith('/api/cus/update'));
    expect(await update?.[0].clone().json()).toEqual({
      id: acme.id,
      customerName: 'Acme Timber',
      phone: '13900139000',
      email: 'sales@acme.example',
      addr: 'Port road 1',
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('location: the name is required once trimmed; deleting with nothing selected warns', async () => {
    mockApi(() => page([]));
    await renderApp(<LocationsPage />);
    expect(await screen.findByText('No warehouse locations yet')).toBeTruthy();
    fireEvent.click(screen.getByTestId('location-delete-selected'));
    expect(await screen.findByText('Please select at least one row first')).toBeTruthy();
    const dialog = await openDialog('location-add');
    type(dialog, 'Location name', '   ');
    confirm(dialog);
    expect(await within(dialog).findByText('Please enter the location name')).toBeTruthy();
  });

  it('wood spec: at most 2 decimals, above 0 and at most 15; hot flag changes through the server', async () => {
    let hot: 0 | 1 = 0;
    const fetchMock = mockApi((path) => {
      if (path.startsWith('/api/specs/toggle/')) {
        hot = hot === 1 ? 0 : 1;
        return envelope({ id: 'spec-1', hot });
      }
      return page([{ id: 'spec-1', woodSpecsNo: 5.8, remark: '', hot, createTime: created }]);
    });
    await renderApp(<WoodSpecsPage />);
    const hotSwitch = await screen.findByTestId('wood-spec-hot');
    expect(hotSwitch.className).not.toContain('p-highlight');
    fireEvent.click(hotSwitch.querySelector('input') as HTMLInputElement);
    await waitFor(() => expect(screen.getByTestId('wood-spec-hot').className).toContain('p-highlight'));
    expect(fetchMock.mock.calls.some(([request]) => request.url.endsWith('/api/specs/toggle/spec-1'))).toBe(
      true,
    );

    const dialog = await openDialog('wood-spec-add');
    type(dialog, 'Length (m)', '16');
    confirm(dialog);
    expect(await within(dialog).findByText('The length must be above 0 and at most 15 m')).toBeTruthy();
    type(dialog, 'Length (m)', '5.855');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Length (m)').value).toBe('5.855');
    // The confirm button ignores a second click within 1500 ms; Enter submits.
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    expect(await within(dialog).findByText('Enter a number with at most 2 decimals')).toBeTruthy();
  });

  it('diameter range: integers 0 to 100, lower not above upper; delete all after confirming', async () => {
    const rules = diameterRangeRules({ lowerLimit: '40', upperLimit: '30' });
    expect(rules.upperLimit.map((rule) => rule('30')).find(Boolean)).toEqual({ id: 'diameterRange.order' });
    expect(rules.lowerLimit.map((rule) => rule('101')).find(Boolean)).toEqual({
      id: 'diameterRange.limitRange',
      values: { min: 0, max: 100 },
    });
    const fetchMock = mockApi((path) =>
      path === '/api/wdc/deleteAll'
        ? envelope({ deleted: 2 })
        : page([{ id: 'r1', lowerLimit: 10, upperLimit: 18, createTime: created }]),
    );
    await renderApp(<DiameterRangesPage />);
    expect(await screen.findByText('18')).toBeTruthy();
    fireEvent.click(screen.getByTestId('diameter-range-delete-all'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('2 ranges deleted')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([request]) => request.url.endsWith('/api/wdc/deleteAll'))).toBe(true);
  });
});
