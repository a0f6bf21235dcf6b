import { loadWebMessages } from '@timber/i18n';
import { measureLog, PRESET_STANDARDS } from '@timber/volume';
import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRESET_CODES, standardLabel } from './standard-names';
import { explainMeasurement, explanationStepId, volumeErrorCode } from './volume-text';

describe('volume library texts', () => {
  let intl: ReturnType<typeof createIntl>;
  let russian: ReturnType<typeof createIntl>;
  beforeAll(async () => {
    intl = createIntl({ locale: 'en-GB', messages: await loadWebMessages('en') });
    russian = createIntl({ locale: 'ru-RU', messages: await loadWebMessages('ru') });
  });

  it('has a message for every explanation step the library emits', () => {
    const lengths = [1.5, 2, 4, 6, 8, 10, 10.2, 11.8, 12, 13.5];
    const diameters: [number, number][] = [
      [8, 8],
      [12, 13],
      [30, 32],
      [30, 30.5],
      [31, 31],
    ];
    const codes = new Set<string>();
    for (const { code } of PRESET_STANDARDS) {
      for (const length of lengths) {
        for (const [min, max] of diameters) {
          try {
            measureLog(code, { minDiameter: min, maxDiameter: max, length }).explanation.steps.forEach(
              (step) => codes.add(step.code),
            );
          } catch (error) {
            volumeErrorCode(error);
          }
        }
      }
    }
    expect(codes.size).toBeGreaterThan(15);
    expect([...codes].filter((code) => explanationStepId(code) === undefined)).toEqual([]);
  });

  it('explains a measurement in the user language, as the library does in English', () => {
    const measurement = measureLog('ch', { minDiameter: 30, maxDiameter: 32, length: 6 });
    expect(explainMeasurement(intl, measurement.explanation)).toEqual([
      'Oval end (long 32 − short 30 ≥ 2 cm): mean 31.0 cm.',
      '31.0 cm is class 32 (2 cm classes from 14 cm, rounding up from 1 cm).',
      'Length 6 m is class 6 m.',
      'GB/T 4814 formula for 14 cm and up.',
      'Volume 0.619 m³, rounded to 3 decimals.',
    ]);
    const gost = measureLog('rus_stp', { minDiameter: 30, maxDiameter: 32, length: 6 });
    expect(explainMeasurement(russian, gost.explanation)).toContain(
      'ГОСТ 2708-75, таблица 1, среднее для 30 и 32 см (нечётный класс не напечатан).',
    );
  });

  it('falls back to the library text for a step it does not know', () => {
    expect(
      explainMeasurement(intl, { text: 'New rule.', steps: [{ code: 'future.step', params: {} }] }),
    ).toEqual(['New rule.']);
  });

  it('names every preset', () => {
    expect(PRESET_CODES).toHaveLength(PRESET_STANDARDS.length);
    expect(standardLabel(intl, 'rus_stp')).toBe('rus_stp · Russia GOST 2708-75');
    expect(standardLabel(intl, 'tenant_x', 'Contract A')).toBe('tenant_x · Contract A');
  });
});
