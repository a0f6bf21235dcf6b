import { type Circle } from '@timber/contracts';
import { measureLog } from '@timber/volume';
import { describe, expect, it } from 'vitest';
import { cmPerPixel, measureCircles } from './measure-circles';

const circles = (...radii: number[]): Circle[] => radii.map((r, i) => ({ x: 50 + i * 100, y: 50, r }));
/** 100 cm over 500 px: 0.2 cm per pixel, so a circle of radius r px is 0.4 r cm wide. */
const stick = { kind: 'stick', x1: 0, y1: 100, x2: 300, y2: 500, lengthCm: 100 } as const;

describe('cmPerPixel', () => {
  it.each([
    [stick, 0.2],
    [{ kind: 'stick', x1: 10, y1: 10, x2: 210, y2: 10, lengthCm: 150 } as const, 0.75],
    [{ kind: 'pile', x1: 800, x2: 200, lengthM: 6 } as const, 1],
    [{ kind: 'pile', x1: 0, x2: 1200, lengthM: 3 } as const, 0.25],
  ])('%j → %d cm/px', (reference, expected) => {
    expect(cmPerPixel(reference)).toBeCloseTo(expected, 10);
  });
});

describe('measureCircles', () => {
  it('counts only, without a reference: no centimetres are invented', () => {
    expect(
      measureCircles({ circles: circles(50, 60), reference: null, standard: 'ch', logLengthM: 4 }),
    ).toEqual({
      value: 2,
      cmPerPx: null,
      dia: null,
      volumeE4: null,
      volume: null,
      unmeasured: 0,
    });
  });

  it('gives diameters (2 r, 1 decimal) with a reference, and no volume without standard and length', () => {
    const measure = measureCircles({
      circles: circles(75, 50.13),
      reference: stick,
      standard: null,
      logLengthM: 4,
    });
    expect(measure.dia).toEqual([
      { dia: 30, diameterClass: null, volume: null },
      { dia: 20.1, diameterClass: null, volume: null },
    ]);
    expect(measure.volume).toBeNull();
    expect(
      measureCircles({ circles: circles(75), reference: stick, standard: 'ch', logLengthM: null }).volume,
    ).toBeNull();
  });

  // GB/T 4814 (ch), 14 cm and up: V = 0.7854 L (D + 0.5 L + 0.005 L^2 + 0.000125 L (14 - L)^2 (D - 10))^2 / 10000;
  // the standard's table at 4 m: 20 cm 0.160, 30 cm 0.344, 32 cm 0.389 m3
  it.each([
    [[75], 'ch', 4, [{ dia: 30, diameterClass: 30, volume: '0.344' }], '0.344'],
    [
      [75, 50],
      'ch',
      4,
      [
        { dia: 30, diameterClass: 30, volume: '0.344' },
        { dia: 20, diameterClass: 20, volume: '0.160' },
      ],
      '0.504',
    ],
    // 31 cm is class 32 under ch (2 cm classes, an odd centimetre rounds up)
    [[77.5], 'ch', 4, [{ dia: 31, diameterClass: 32, volume: '0.389' }], '0.389'],
  ])('radii %j under %s at %d m', (radii, standard, length, dia, total) => {
    const measure = measureCircles({
      circles: circles(...radii),
      reference: stick,
      standard,
      logLengthM: length,
    });
    expect(measure.dia).toEqual(dia);
    expect(measure.volume).toBe(total);
    expect(measure.unmeasured).toBe(0);
  });

  it('sums exact ten-thousandths and matches the volume library log by log', () => {
    const radii = [40, 45.5, 52, 60.25, 75, 88, 101];
    const measure = measureCircles({
      circles: circles(...radii),
      reference: stick,
      standard: 'rus_stp',
      logLengthM: 6,
    });
    const expected = radii.reduce(
      (sum, r) =>
        sum + measureLog('rus_stp', { minDiameter: Math.round(r * 0.4 * 10) / 10, length: 6 }).volumeE4,
      0,
    );
    expect(measure.volumeE4).toBe(expected);
    expect(measure.value).toBe(7);
  });

  it('counts logs the standard cannot measure and leaves them out of the volume', () => {
    // 0.4 cm and 400.4 cm are outside every class of ch
    const measure = measureCircles({
      circles: circles(75, 1, 1001),
      reference: stick,
      standard: 'ch',
      logLengthM: 4,
    });
    expect(measure.value).toBe(3);
    expect(measure.unmeasured).toBe(2);
    expect(measure.volume).toBe('0.344');
    expect(measure.dia?.[1]).toEqual({ dia: 0.4, diameterClass: null, volume: null });
  });
});
