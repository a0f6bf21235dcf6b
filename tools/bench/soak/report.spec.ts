import { describe, expect, it } from 'vitest';
import {
  formatCapacity,
  formatCpu,
  formatSizing,
  formatStep,
  formatVerdict,
  sizingFile,
  sizingOf,
  slowestRoutes,
} from './report';

describe('the soak report', () => {
  it('orders routes by p95, slowest first', () => {
    const routes = new Map([
      ['woodKindList', { latenciesMs: [5, 6, 7], errors: 0 }],
      ['stockInExport', { latenciesMs: [90, 120, 400], errors: 1 }],
      ['stockInList', { latenciesMs: [20, 30, 40], errors: 0 }],
    ]);
    expect(slowestRoutes(routes, 2).map((route) => route.route)).toEqual(['stockInExport', 'stockInList']);
  });

  it('prints the step, the line per core and the CPU per request', () => {
    const step = { users: 40, seconds: 20, requests: 800, errors: 1, p95Ms: 212.4 };
    expect(formatStep(step)).toBe('   40 users     40.0 req/s  p95   212 ms  errors 1/800 (0.13 %)');
    expect(formatCapacity(step, true, 2)).toBe(
      'capacity line: 40 users, 40.0 req/s (20.0 users and 20.0 req/s per core, 2 cores), p95 212 ms',
    );
    expect(formatCpu({ inventory: 0.4, bff: 0.8 }, 800)).toBe('bff 1000, inventory 500');
  });

  it('prints a verdict with its level, growth and limit', () => {
    const limit = { relativePerHour: 0.2, absolutePerHour: 20 * 1024 * 1024 };
    expect(
      formatVerdict(
        'bff RSS',
        'bytes',
        { judged: true, grows: true, perHour: 60 * 1024 * 1024, level: 200 * 1024 * 1024 },
        limit,
      ),
    ).toBe('  GROWS bff RSS: level 200.0 MB, +60.0 MB/h (limit 20 %/h and 20.0 MB/h)');
  });

  it('sizes each process from its peak RSS and its mean cores over the soak, busiest first', () => {
    const mb = 1024 * 1024;
    const rss = new Map([
      ['bff', [100 * mb, 140 * mb, 120 * mb]],
      ['inventory', [90 * mb, 95 * mb]],
    ]);
    // postgres and the load generator have CPU but no RSS series: not sized here
    const sizing = sizingOf(rss, { bff: 360, inventory: 720, postgres: 900, 'load generator': 100 }, 3600);
    expect(sizing).toEqual([
      { process: 'inventory', peakRssBytes: 95 * mb, cores: 0.2 },
      { process: 'bff', peakRssBytes: 140 * mb, cores: 0.1 },
    ]);
    expect(sizingFile(sizing, { users: 98, requestsPerSecond: 99.25, cores: 2, day: '2026-11-30' })).toEqual({
      measured:
        'npm run bench:soak, 2026-11-30: 98 users (70 % of the capacity line), 99.3 requests/s, on 2 cores',
      processes: { inventory: { peakRssMiB: 95, cores: 0.2 }, bff: { peakRssMiB: 140, cores: 0.1 } },
    });
    expect(formatSizing(sizing)).toBe(
      '    inventory            peak RSS   95.0 MB  cores 0.200\n    bff                  peak RSS  140.0 MB  cores 0.100',
    );
  });
});
