import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { apexLocale, Chart } from './chart';

// jsdom cannot draw ApexCharts: the chunk is replaced by a stand-in that shows what it was given
// (the browser test stats.e2e-spec.ts sees the real chart on the dashboard).
vi.mock('./apex-chart', () => ({
  default: ({ spec, height }: { spec: { kind: string; label: string }; height: number }) => (
    <div data-testid="apex-chart">{`${spec.kind} ${spec.label} ${height}`}</div>
  ),
}));

/** An IntersectionObserver the test tells when the chart comes into view. */
function stubObserver() {
  const observers: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () =>
    act(() =>
      observers.forEach((callback) =>
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
      ),
    );
}

afterEach(() => vi.unstubAllGlobals());

describe('the chart kit (ApexCharts loaded when a chart is in view)', () => {
  it('holds the chart’s place until it scrolls into view, then loads the chart', async () => {
    const scrollIn = stubObserver();
    await renderApp(
      <Chart
        kind="donut"
        unit="volume"
        label="Stock by wood kind"
        categoryTitle="Wood kind"
        categories={['Pine', 'Oak']}
        series={[{ name: 'Volume', values: [3, 1] }]}
        height={280}
        testId="kind-chart"
      />,
    );
    const figure = await screen.findByTestId('kind-chart');
    expect(figure.getAttribute('aria-label')).toBe('Stock by wood kind');
    expect(figure.style.minHeight).toBe('280px');
    expect(screen.queryByTestId('apex-chart')).toBeNull();
    scrollIn();
    await waitFor(() =>
      expect(screen.getByTestId('apex-chart').textContent).toBe('donut Stock by wood kind 280'),
    );
  });

  it('gives screen readers the figures as a table', async () => {
    stubObserver();
    await renderApp(
      <Chart
        kind="area"
        unit="volume"
        label="Volume per day"
        categoryTitle="Day"
        categories={['11-01', '11-02']}
        series={[
          { name: 'Inbound', values: [1, 2] },
          { name: 'Outbound', values: [0.5, 0] },
        ]}
        height={280}
      />,
    );
    const table = await screen.findByTestId('chart-table');
    expect([...table.querySelectorAll('caption, th, td')].map((cell) => cell.textContent)).toEqual([
      'Volume per day',
      'Day',
      'Inbound',
      'Outbound',
      '11-01',
      '1.000 m³',
      '0.500 m³',
      '11-02',
      '2.000 m³',
      '0.000 m³',
    ]);
  });

  it("loads ApexCharts' locale of the user's language only, English being built in", async () => {
    await expect(apexLocale('en')).resolves.toBeUndefined();
    expect((await apexLocale('ru'))?.name).toBe('ru');
    expect((await apexLocale('zh'))?.name).toBe('zh-cn');
    expect(apexLocale('ja')).toBe(apexLocale('ja'));
  });
});
