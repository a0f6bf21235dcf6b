import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { required } from '../form/validators';
import { EditableCell } from './editable-cell';

describe('inline edit on double click', () => {
  it('edits after a double click, saves on Enter and checks the rules first', async () => {
    const onCommit = vi.fn(() => Promise.resolve());
    await renderApp(<EditableCell value="AB123" onCommit={onCommit} rules={[required()]} />);
    fireEvent.doubleClick(screen.getByText('AB123'));
    const input = screen.getByDisplayValue('AB123');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'CD456' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onCommit).toHaveBeenCalledWith('CD456'));
  });

  it('cancels on Escape', async () => {
    const onCommit = vi.fn(() => Promise.resolve());
    await renderApp(<EditableCell value="AB123" onCommit={onCommit} />);
    fireEvent.doubleClick(screen.getByText('AB123'));
    fireEvent.keyDown(screen.getByDisplayValue('AB123'), { key: 'Escape' });
    expect(screen.getByText('AB123')).toBeTruthy();
    expect(onCommit).not.toHaveBeenCalled();
  });
});
