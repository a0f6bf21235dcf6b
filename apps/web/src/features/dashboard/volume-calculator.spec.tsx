import { fireEvent, screen, within } from '@testing-library/react';
import { tableVolume } from '@timber/volume';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../test/render';
import { CALCULATOR_ACCEPTANCE } from '../../test/volume-acceptance';
import DashboardPage, { EMPTY_SUMMARY } from './dashboard-page';
import { calculate, CALCULATOR_STANDARDS } from './volume-calculator';

const CLI = CALCULATOR_ACCEPTANCE.expected;

// The dashboard's charts ask for their own figures and are the browser tests' (stats.e2e-spec.ts);
// here the calculator is.
vi.mock('./dashboard-charts', () => ({ default: () => null }));

/** The dashboard with its calculator open, and a way to type into a field of it. */
async function openCalculator() {
  mockApi(() => envelope(EMPTY_SUMMARY));
  await renderApp(<DashboardPage />);
  fireEvent.click(screen.getByTestId('open-volume-calculator'));
  const dialog = await screen.findByRole('dialog');
  const type = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  return { dialog, type };
}

describe('volume calculator (spec §2 Dashboard, §5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('measures long 32, short 30, len 6 under the six standards as the volume CLI does', () => {
    const results = calculate(CALCULATOR_ACCEPTANCE.input) ?? [];
    expect(results.map((result) => result.code)).toEqual(CALCULATOR_STANDARDS);
    for (const result of results) {
      if (!('measurement' in result)) {
        throw new Error(`${result.code}: ${result.error}`);
      }
      const [diameterClass, volume] = CLI[result.code as keyof typeof CLI];
      expect([String(result.measurement.diameterClass), result.measurement.volumeText]).toEqual([
        diameterClass,
        volume,
      ]);
      expect(tableVolume(result.code, Number(diameterClass), 6).volumeText).toBe(volume);
    }
  });

  it('needs the short diameter and the length; the long one is optional and may be typed first', () => {
    expect(calculate({ long: '32', short: '', len: '6' })).toBeNull();
    expect(calculate({ long: '', short: '30', len: '' })).toBeNull();
    const [ch] = calculate({ long: '', short: '30', len: '6' }) ?? [];
    expect(ch && 'measurement' in ch && ch.measurement.diameterClass).toBe(30);
    const swapped = calculate({ long: '30', short: '32', len: '6' });
    expect(swapped).toEqual(calculate({ long: '32', short: '30', len: '6' }));
    const [outside] = calculate({ long: '', short: '30', len: '25' }) ?? [];
    expect(outside).toEqual({ code: 'ch', error: 'VOLUME.OUT_OF_RANGE' });
  });

  it('opens from the dashboard, strips what is not a number and shows the six standards', async () => {
    const { dialog, type } = await openCalculator();
    type('Long diameter (cm)', '3x2');
    type('Short diameter (cm)', '30cm');
    type('Length (m)', '6.0000001');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Long diameter (cm)').value).toBe('32');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Length (m)').value).toBe('6.0000');
    for (const [code, [diameterClass, volume]] of Object.entries(CLI)) {
      expect(within(dialog).getByTestId(`volume-calc-class-${code}`).textContent).toBe(diameterClass);
      expect(within(dialog).getByTestId(`volume-calc-volume-${code}`).textContent).toBe(volume);
    }
    expect(within(dialog).getByTestId('volume-calc-volume-rus_stp').dataset['prTooltip']).toContain(
      'GOST 2708-75 table 1, mean of 30 and 32 cm (odd class not printed).',
    );
  });

  it("shows every volume with 3 decimals, a table's two included (issue 22 item 12)", async () => {
    const { dialog, type } = await openCalculator();
    type('Short diameter (cm)', '20');
    type('Length (m)', '5');
    const [, , , , , rus] = calculate({ long: '', short: '20', len: '5' }) ?? [];
    expect(rus && 'measurement' in rus && rus.measurement.volumeText).toBe('0.19');
    expect(within(dialog).getByTestId('volume-calc-volume-rus_stp').textContent).toBe('0.190');
    expect(within(dialog).getByTestId('volume-calc-volume-ch').textContent).toBe('0.210');
  });
});
