import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PieChart, SeriesChart } from './charts';

const m3 = (value: number) => `${value.toFixed(3)} m³`;

describe('charts (SVG drawn by React)', () => {
  it('draws a slice per share, the legend, and a slice value with its share on hover', () => {
    render(
      <PieChart
        label="Stock by wood kind"
        names={['Pine', 'Oak', 'Ash']}
        values={[3, 1, 0]}
        format={m3}
        height={200}
      />,
    );
    const slices = screen.getAllByTestId('chart-slice');
    expect(slices).toHaveLength(2);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Stock by wood kind: Pine 3.000 m³, Oak 1.000 m³, Ash 0.000 m³',
    );
    expect(screen.getByText('Ash')).toBeTruthy();
    fireEvent.mouseMove(slices[1] as Element, { clientX: 50, clientY: 50 });
    expect(screen.getByTestId('chart-tip').textContent).toBe('Oak1.000 m³ (25.0 %)');
    fireEvent.mouseLeave(slices[1] as Element);
    expect(screen.queryByTestId('chart-tip')).toBeNull();
  });

  it('writes the shares of 5 % or more on a pie', () => {
    const { container } = render(
      <PieChart label="Share" names={['A', 'B']} values={[99, 1]} format={m3} height={200} percentages />,
    );
    expect([...container.querySelectorAll('.chart-slice-label')].map((label) => label.textContent)).toEqual([
      '99.0 %',
    ]);
  });

  it('draws a bar per value on a value axis, and a category value on hover', () => {
    render(
      <SeriesChart
        kind="bar"
        label="Charges per day"
        categories={['11-01', '11-02', '11-03']}
        series={[{ name: 'Charged', values: [120, 0, 340.5] }]}
        formatTick={String}
        formatValue={(value) => value.toFixed(2)}
        height={240}
      />,
    );
    expect(screen.getAllByTestId('chart-bar')).toHaveLength(3);
    expect(screen.getByText('400')).toBeTruthy();
    fireEvent.mouseEnter(screen.getAllByTestId('chart-category')[2] as Element);
    expect(screen.getByTestId('chart-tip').textContent).toBe('11-03340.50');
  });

  it('draws an area per series with a legend, and every series of a category on hover', () => {
    render(
      <SeriesChart
        kind="area"
        label="Volume in and out"
        categories={['11-01', '11-02']}
        series={[
          { name: 'In', values: [1, 2] },
          { name: 'Out', values: [0.5, 0] },
        ]}
        formatTick={String}
        formatValue={m3}
        height={240}
      />,
    );
    expect(screen.getAllByTestId('chart-area')).toHaveLength(2);
    expect(screen.getByText('Out')).toBeTruthy();
    fireEvent.mouseEnter(screen.getAllByTestId('chart-category')[0] as Element);
    expect(screen.getByTestId('chart-tip').textContent).toBe('11-01In: 1.000 m³Out: 0.500 m³');
  });
});
