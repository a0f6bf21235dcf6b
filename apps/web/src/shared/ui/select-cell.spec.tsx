import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { SelectCell } from './select-cell';

const options = [
  { value: 'c1', label: 'Acme Timber' },
  { value: 'c2', label: 'Birch & Co' },
];

describe('choose in place on double click (spec §5)', () => {
  it('opens a dialog whose confirm waits for a choice, then saves it', async () => {
    const onCommit = vi.fn(() => Promise.resolve());
    await renderApp(
      <SelectCell
        value={null}
        label=""
        title="Customer"
        options={options}
        onCommit={onCommit}
        testId="cus"
      />,
    );
    fireEvent.doubleClick(screen.getByTestId('cus'));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByTestId('form-dialog-confirm');
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByTestId('cus-select'));
    fireEvent.click(await screen.findByText('Birch & Co'));
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
    fireEvent.click(confirm);
    await waitFor(() => expect(onCommit).toHaveBeenCalledWith('c2'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does nothing on a row that is not editable', async () => {
    await renderApp(
      <SelectCell
        value="c1"
        label="Acme Timber"
        title="Customer"
        options={options}
        onCommit={vi.fn()}
        editable={false}
      />,
    );
    fireEvent.doubleClick(screen.getByText('Acme Timber'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
