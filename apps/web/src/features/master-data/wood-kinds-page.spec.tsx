import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../test/render';
import WoodKindsPage, { pageRequest } from './wood-kinds-page';

const oak = {
  id: '3f1c7c1e-0000-4000-8000-000000000001',
  woodKindName: 'Oak',
  remark: 'hard',
  createTime: '2024-03-01T08:00:00Z',
};

describe('wood kinds screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for page 1 of 20 by default, with the filters given', () => {
    expect(pageRequest({ text: ' oak ', range: null }, { page: 1, pageSize: 20 })).toEqual({
      body: { page: 1, pageSize: 20, woodKindName: 'oak' },
    });
    expect(
      pageRequest(
        { text: '', range: [new Date(2024, 0, 1), new Date(2024, 0, 31)] },
        { page: 2, pageSize: 50 },
      ),
    ).toEqual({
      body: { page: 2, pageSize: 50, createTimeFrom: '2024-01-01', createTimeTo: '2024-01-31' },
    });
  });

  it('shows the empty state, and warns when deleting with nothing selected', async () => {
    mockApi(() => envelope({ records: [], total: 0 }));
    await renderApp(<WoodKindsPage />);
    expect(await screen.findByText('No wood types yet')).toBeTruthy();
    fireEvent.click(screen.getByTestId('wood-kind-delete-selected'));
    expect(await screen.findByText('Please select at least one row first')).toBeTruthy();
  });

  it('keeps the dialog open with the server message when a save is refused', async () => {
    mockApi((path) =>
      path === '/api/wk/save'
        ? envelope(null, 400201, 'The wood kind "Oak" already exists', 409)
        : envelope({ records: [oak], total: 1 }),
    );
    await renderApp(<WoodKindsPage />);
    expect(await screen.findByText('Oak')).toBeTruthy();
    expect(screen.getByTestId('table-total').textContent).toBe('Total 1');
    fireEvent.click(screen.getByTestId('wood-kind-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('form-dialog-confirm'));
    expect(await within(dialog).findByText('Please enter the wood type name')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Wood type'), { target: { value: 'Oak' } });
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await waitFor(() =>
      expect(within(dialog).getAllByText('The wood kind "Oak" already exists').length).toBe(1),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
