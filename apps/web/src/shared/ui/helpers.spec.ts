import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useClickGuard } from '../hooks/use-click-guard';
import { applyThemeColor, contrast, parseHex, themeVariables } from '../theme/theme-color';
import { rewriteThemeCss } from '../theme/theme-css';
import { countUpValue } from './count-up';
import { isoDate, rangeParams } from './date-range-filter';

describe('repeat-click guard (spec §9: 1500 ms)', () => {
  it('ignores clicks within 1500 ms of the last accepted one', () => {
    let now = 0;
    const handler = vi.fn();
    const { result } = renderHook(() => useClickGuard(handler, 1500, () => now));
    result.current();
    now = 1499;
    result.current();
    now = 1500;
    result.current();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('takes the next click at once after a click the handler refused (a form that did not validate)', () => {
    let now = 0;
    const answers = [false, true, true];
    const handler = vi.fn(() => answers.shift());
    const { result } = renderHook(() => useClickGuard(handler, 1500, () => now));
    result.current();
    now = 10;
    result.current();
    now = 20;
    result.current();
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

describe('count-up (spec §9)', () => {
  it('runs from the start to the value in the given time', () => {
    expect(countUpValue(0, 100, 0, 2000)).toBe(0);
    expect(countUpValue(0, 100, 1000, 2000)).toBeGreaterThan(50);
    expect(countUpValue(0, 100, 2000, 2000)).toBe(100);
    expect(countUpValue(10, 20, 5000, 1000)).toBe(20);
  });
});

describe('theme colour', () => {
  it('derives the shades of the chosen colour', () => {
    expect(parseHex('#409EFF')).toEqual({ r: 64, g: 158, b: 255 });
    const variables = themeVariables('#409EFF');
    expect(variables['--tb-primary-500']).toBe('#409eff');
    expect(variables['--tb-primary-rgb']).toBe('64, 158, 255');
    applyThemeColor('#11A983');
    expect(document.documentElement.style.getPropertyValue('--tb-primary-500')).toBe('#11a983');
  });

  it('derives a text shade at 5:1 on white from any colour, the colour itself when dark enough (issue 41)', () => {
    for (const hex of ['#409eff', '#11a983', '#fadb14', '#13c2c2', '#f5222d']) {
      const text = parseHex(themeVariables(hex)['--tb-primary-text'] ?? '');
      expect(contrast(text, { r: 255, g: 255, b: 255 })).toBeGreaterThanOrEqual(5);
    }
    expect(themeVariables('#2f54eb')['--tb-primary-text']).toBe('#2f54eb');
    expect(contrast(parseHex('#409eff'), parseHex('#ffffff'))).toBeCloseTo(2.78, 2);
  });

  it('rewrites the theme blue to the variables', () => {
    expect(rewriteThemeCss('a{color:#3B82F6;box-shadow:0 0 0 1px rgba(59, 130, 246, 0.24)}')).toBe(
      'a{color:var(--tb-primary-text);box-shadow:0 0 0 1px rgba(var(--tb-primary-rgb), 0.24)}',
    );
  });

  it('fills and their borders take the readable shades, other borders the brand colour, status colours darker', () => {
    expect(rewriteThemeCss('.b{color:#fff;background:#3b82f6;border:1px solid #3b82f6}')).toBe(
      '.b{color:#fff;background:var(--tb-primary-text);border:1px solid var(--tb-primary-text)}',
    );
    expect(rewriteThemeCss('.b{background: #2563eb;border-color: #2563eb}')).toBe(
      '.b{background: var(--tb-primary-text-600);border-color: var(--tb-primary-text-600)}',
    );
    expect(rewriteThemeCss('.i{border-color:#3b82f6;outline-color:#bfdbfe}')).toBe(
      '.i{border-color:var(--tb-primary-500);outline-color:var(--tb-primary-200)}',
    );
    expect(rewriteThemeCss('.t{background-color:#22c55e}.u{background:#15803d}')).toBe(
      '.t{background-color:#15803d}.u{background:#14532d}',
    );
  });
});

describe('date filters (spec §5)', () => {
  it('sends days as yyyy-MM-dd; one picked day is both ends', () => {
    const day = new Date(2024, 0, 5);
    expect(isoDate(day)).toBe('2024-01-05');
    expect(rangeParams([day, new Date(2024, 1, 10)])).toEqual({
      createTimeFrom: '2024-01-05',
      createTimeTo: '2024-02-10',
    });
    expect(rangeParams([day, null])).toEqual({ createTimeFrom: '2024-01-05', createTimeTo: '2024-01-05' });
    expect(rangeParams(null)).toEqual({});
  });
});
