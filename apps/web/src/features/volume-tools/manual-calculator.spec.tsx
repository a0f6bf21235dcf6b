import { fireEvent, screen, waitFor } from '@testing-library/react';
import { summarizeCounts } from '@timber/volume';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { CALCULATOR_DIAMETERS, manualTotals } from './manual-calculator';
import ManualCalculatorPage from './manual-calculator-page';

const user = {
  resources: ['stock'],
  isAdmin: false,
  nickName: 'Clerk',
  username: 'clerk',
  avatar: '',
  standard: [
    { name: 'rus_stp', value: 'rus_stp' },
    { name: 'ch', value: 'ch' },
  ],
  cusShortName: 'Demo',
  customerId: '',
  overdue: false,
  userType: 4,
};

describe('manual calculator (spec §2 Statistics and tools, §9)', () => {
  it('has 30 diameters from 10 to 68 step 2', () => {
    expect(CALCULATOR_DIAMETERS).toHaveLength(30);
    expect([CALCULATOR_DIAMETERS[0], CALCULATOR_DIAMETERS[29]]).toEqual([10, 68]);
  });

  it('totals the counts with the library, naming diameters the table lacks', () => {
    expect(manualTotals('ch', '', { 30: '2' })).toEqual({ kind: 'empty' });
    const totals = manualTotals('ch', '6', { 30: '2', 32: '1' });
    expect(totals).toEqual({
      kind: 'summary',
      summary: summarizeCounts('ch', [
        { diameterClass: 30, lengthClass: 6, quantity: 2 },
        { diameterClass: 32, lengthClass: 6, quantity: 1 },
      ]),
      notMeasurable: [],
    });
    expect(totals.kind === 'summary' && totals.summary.totalVolume).toBe('1.717');
    // GOST 2708-75 has no cells over 38 cm beyond 9.5 m.
    const long = manualTotals('rus_stp', '10', { 30: '1', 40: '1' });
    expect(long.kind === 'summary' && long.notMeasurable).toEqual([40]);
    expect(manualTotals('ch', '25', { 30: '1' })).toEqual({ kind: 'error', error: 'VOLUME.OUT_OF_RANGE' });
    expect(manualTotals('tenant_x', '6', { 30: '1' })).toEqual({
      kind: 'error',
      error: 'VOLUME.UNKNOWN_STANDARD',
    });
  });

  it('shows totals live and resets after confirming', async () => {
    await renderApp(<ManualCalculatorPage />, {
      state: { session: { token: 't', user, defaultPassword: false, overdue: false } },
    });
    expect(screen.getAllByText('rus_stp · Russia GOST 2708-75').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Length (m)'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Ø 30 cm'), { target: { value: '2a' } });
    fireEvent.change(screen.getByLabelText('Ø 32 cm'), { target: { value: '1' } });
    expect(screen.getByLabelText<HTMLInputElement>('Ø 30 cm').value).toBe('2');
    expect(screen.getByTestId('calc-total-logs').textContent).toBe('3');
    expect(screen.getByTestId('calc-total-volume').textContent).toBe(
      summarizeCounts('rus_stp', [
        { diameterClass: 30, lengthClass: 6, quantity: 2 },
        { diameterClass: 32, lengthClass: 6, quantity: 1 },
      ]).totalVolume,
    );
    fireEvent.click(screen.getByTestId('calc-reset'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('calc-total-logs').textContent).toBe('0'));
    expect(screen.getByLabelText<HTMLInputElement>('Length (m)').value).toBe('');
  });
});
