import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clerkSession, envelope, mockApi, renderApp } from '../../../test/render';
import DiamEditPage from './diam-edit-page';
import { diamEditPath } from './diam-edit-rules';

const ID = '0b6f4a34-5c8e-4c2e-9f51-0d9c3a7e1b22';
const state = clerkSession(['stock/entry']);
const url = diamEditPath('stockIn', {
  id: ID,
  spu: 'IN20261120-0007',
  standardType: 'ch',
  quantity: 3,
  volume: 0.912,
  tradePartner: 'Harbin Timber Trading',
  transportNum: 'MGL8823',
  woodKind: 'Larch',
});
const rows = [
  { diameter: 24, length: 4, qty: 2, ids: ['a', 'b'], minDiameter: 24, maxDiameter: 24 },
  { diameter: 30, length: 4, qty: 1, ids: ['c'], minDiameter: 29.4, maxDiameter: 31 },
];
const abnormal = [
  {
    id: 'x1',
    deviceNo: 'DEV-0017',
    picUrl: '',
    woodSpecs: 4,
    diameter: 8,
    minDiameter: 8.3,
    maxDiameter: 9.1,
    spu: 'IN20261120-0007',
  },
  {
    id: 'x2',
    deviceNo: 'DEV-0017',
    picUrl: '/pic/x2.jpg',
    woodSpecs: 3.62,
    diameter: 36,
    minDiameter: 35.4,
    maxDiameter: 36.2,
    spu: 'IN20261120-0007',
  },
];

/** The API of the page: rows, abnormal logs and the edit, with the bodies of the edits sent. */
function api(answer = () => envelope({ quantity: 3, volume: 0.9, errorNum: 0 })) {
  const sent: unknown[] = [];
  mockApi((path, body) => {
    if (path === '/api/stockIn/d/diameters') {
      return envelope(rows);
    }
    if (path === '/api/stockIn/d/abnormal') {
      return envelope(abnormal);
    }
    if (path === '/api/stockIn/h/modifyDia') {
      sent.push(body);
      return answer();
    }
    return envelope(null, 404001, 'unexpected call', 404);
  });
  return sent;
}

async function open() {
  await renderApp(<DiamEditPage />, {
    state,
    path: '/stock/diamEdit',
    url,
    routes: [{ path: '/stock/entry', element: <p>stock-in list</p> }],
  });
  await screen.findAllByTestId('diam-edit-dia');
}

const lineOf = (dia: string) =>
  screen
    .getAllByTestId('diam-edit-dia')
    .find((cell) => cell.textContent === dia)
    ?.closest('tr') as HTMLElement;
const qtyOf = (dia: string) => within(lineOf(dia)).getByTestId('diam-edit-qty').textContent;
const accept = () => fireEvent.click(document.querySelector('.p-confirm-dialog-accept') as HTMLElement);

describe('diameter edit page (spec §2 Diameter edit, §5, §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sheet from the list info and its rows; minus stops at zero with a message', async () => {
    api();
    await open();
    const info = screen.getByTestId('diam-edit-info');
    expect(within(info).getByTestId('diam-edit-spu').textContent).toBe('IN20261120-0007');
    expect(within(info).getByText('Harbin Timber Trading')).toBeTruthy();
    expect(within(info).getByText('MGL8823')).toBeTruthy();
    expect(within(info).getByText('4')).toBeTruthy();
    // three logs in the rows and two abnormal ones
    await waitFor(() => expect(screen.getByTestId('diam-edit-qty-after').textContent).toBe('5'));

    fireEvent.click(within(lineOf('30')).getByTestId('diam-edit-minus'));
    expect(qtyOf('30')).toBe('0');
    fireEvent.click(within(lineOf('30')).getByTestId('diam-edit-minus'));
    expect(
      await screen.findByText('Insufficient quantity: this row has no log left to take away'),
    ).toBeTruthy();
    expect(qtyOf('30')).toBe('0');
    fireEvent.click(within(lineOf('24')).getByTestId('diam-edit-plus'));
    expect(qtyOf('24')).toBe('3');
    expect(screen.getByTestId('diam-edit-qty-after').textContent).toBe('5');
  });

  it('says nothing was modified without calling when the changes cancel out', async () => {
    const sent = api();
    await open();
    fireEvent.click(within(lineOf('24')).getByTestId('diam-edit-minus'));
    fireEvent.click(within(lineOf('24')).getByTestId('diam-edit-plus'));
    fireEvent.click(screen.getByTestId('diam-edit-submit'));
    expect(await screen.findByText('Nothing was modified')).toBeTruthy();
    expect(document.querySelector('.p-confirm-dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('checks the manual add dialog, then saves minus, plus and the entry after the prompt and goes back', async () => {
    const sent = api();
    await open();
    fireEvent.click(screen.getByTestId('diam-edit-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('form-dialog-confirm'));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(3);
    // A letter or a minus sign stays as typed and is refused with the rule (issue 22 item 10).
    fireEvent.change(within(dialog).getByLabelText('Max diameter (cm)'), { target: { value: '29a' } });
    expect(within(dialog).getByLabelText('Max diameter (cm)')).toHaveProperty('value', '29a');
    expect(
      await within(dialog).findByText('Enter a diameter above 0 and up to 300 cm, with at most one decimal'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Max diameter (cm)'), { target: { value: '29' } });
    fireEvent.change(within(dialog).getByLabelText('Min diameter (cm)'), { target: { value: '31.2' } });
    fireEvent.change(within(dialog).getByLabelText('Length (m)'), { target: { value: '-4' } });
    expect(within(dialog).getByLabelText('Length (m)')).toHaveProperty('value', '-4');
    expect(
      await within(dialog).findByText('The min diameter cannot be larger than the max diameter'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Enter a length above 0 and up to 15 m, with at most two decimals'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Max diameter (cm)'), { target: { value: '31.5' } });
    fireEvent.change(within(dialog).getByLabelText('Min diameter (cm)'), { target: { value: '29.2' } });
    fireEvent.change(within(dialog).getByLabelText('Length (m)'), { target: { value: '4' } });
    // Enter in the form (the confirm button ignores a second click within 1.5 s, spec §9).
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(qtyOf('29.2\u201331.5')).toBe('1');

    fireEvent.click(within(lineOf('24')).getByTestId('diam-edit-minus'));
    fireEvent.click(within(lineOf('30')).getByTestId('diam-edit-plus'));
    fireEvent.click(screen.getByTestId('diam-edit-submit'));
    expect(
      await screen.findByText('Save the changes to sheet IN20261120-0007: 1 log removed, 2 logs added?'),
    ).toBeTruthy();
    accept();
    await waitFor(() =>
      expect(sent).toEqual([
        {
          flag: 1,
          id: ID,
          newData: [
            { length: 4, maxDia: 31.5, minDia: 29.2 },
            { length: 4, maxDia: 31, minDia: 29.4 },
          ],
          removeIds: 'b',
        },
      ]),
    );
    expect(await screen.findByText('The order was modified')).toBeTruthy();
    expect(await screen.findByText('stock-in list')).toBeTruthy();
  });

  it('deletes an abnormal log and converts another to a manual entry with its picture', async () => {
    const sent = api();
    await open();
    fireEvent.click(await screen.findByText('Abnormal wood (2)'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByTestId('abnormal-diameter')).toHaveLength(2));
    expect(within(dialog).getByRole('img')).toHaveProperty('src', expect.stringContaining('/pic/x2.jpg'));
    fireEvent.click(within(dialog).getAllByTestId('abnormal-delete')[0]!);
    fireEvent.click(within(dialog).getAllByTestId('abnormal-convert')[0]!);
    expect(await within(dialog).findByText('No abnormal logs left')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    expect(await screen.findByText('Abnormal wood (0)')).toBeTruthy();
    expect(qtyOf('35.4\u201336.2')).toBe('1');
    // three logs of the rows and the converted one; the deleted one is gone
    expect(screen.getByTestId('diam-edit-qty-after').textContent).toBe('4');
    fireEvent.click(screen.getByTestId('diam-edit-submit'));
    accept();
    await waitFor(() =>
      expect(sent).toEqual([
        {
          flag: 1,
          id: ID,
          newData: [{ length: 3.62, maxDia: 36.2, minDia: 35.4, picUrl: '/pic/x2.jpg' }],
          removeIds: 'x1,x2',
        },
      ]),
    );
  });

  it('keeps the changes on the page when the server refuses them, showing its message', async () => {
    api(() => envelope(null, 400801, 'This sheet can no longer be changed (status 10)', 409));
    await open();
    fireEvent.click(within(lineOf('24')).getByTestId('diam-edit-minus'));
    fireEvent.click(screen.getByTestId('diam-edit-submit'));
    accept();
    expect(await screen.findByText('This sheet can no longer be changed (status 10)')).toBeTruthy();
    expect(qtyOf('24')).toBe('1');
    expect(screen.queryByText('stock-in list')).toBeNull();
  });
});
