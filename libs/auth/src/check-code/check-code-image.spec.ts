import { describe, expect, it } from 'vitest';
import { CHECK_CODE_IMAGE, checkCodeImage, checkCodeSvg } from './check-code-image';

/** A repeatable stand-in for Math.random (a linear congruential generator). */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const glyphPaths = (svg: string) => svg.match(/<path d="M[^"]*"[^>]*stroke-linejoin="round"/g) ?? [];

describe('the check code picture', () => {
  it('draws each digit as strokes over noise, with no text a script could read', () => {
    for (const code of ['0123', '4567', '8901', '9999']) {
      const svg = checkCodeSvg(code);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain(`viewBox="0 0 ${CHECK_CODE_IMAGE.width} ${CHECK_CODE_IMAGE.height}"`);
      expect(svg).not.toMatch(/<text|<tspan|<title|<desc|<use|<symbol|font/);
      expect(glyphPaths(svg)).toHaveLength(4);
      expect(svg.match(/<circle /g)?.length).toBeGreaterThan(20);
    }
  });

  it('never draws one code the same way twice, and the same way for the same draws', () => {
    expect(checkCodeSvg('1234')).not.toBe(checkCodeSvg('1234'));
    expect(checkCodeSvg('1234', seeded(7))).toBe(checkCodeSvg('1234', seeded(7)));
    // the same digit twice in one code: two different strokes
    const [first, second] = glyphPaths(checkCodeSvg('7700', seeded(3)));
    expect(first).not.toBe(second);
  });

  it('keeps every stroke inside the picture', () => {
    for (let seed = 1; seed < 40; seed += 1) {
      for (const path of glyphPaths(checkCodeSvg('0862', seeded(seed)))) {
        const numbers = (path.match(/d="([^"]*)"/)![1]!.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
        const xs = numbers.filter((_, i) => i % 2 === 0);
        const ys = numbers.filter((_, i) => i % 2 === 1);
        expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
        expect(Math.max(...xs)).toBeLessThanOrEqual(CHECK_CODE_IMAGE.width);
        expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
        expect(Math.max(...ys)).toBeLessThanOrEqual(CHECK_CODE_IMAGE.height);
      }
    }
  });

  it('serves it as an SVG data address, and refuses a code that is not digits', () => {
    const image = checkCodeImage('5083', seeded(1));
    expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(image.split(',')[1]!, 'base64').toString()).toBe(checkCodeSvg('5083', seeded(1)));
    expect(() => checkCodeSvg('12a4')).toThrow('digits only');
    expect(() => checkCodeSvg('')).toThrow('digits only');
  });
});
