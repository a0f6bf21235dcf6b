import { describe, expect, it } from 'vitest';
import { compileStandard } from './compile-standard';
import { measureLog, tableVolume } from './measure-log';
import { validateStandardDefinition, type StandardDefinition } from './standard-definition';
import { findPreset, PRESET_STANDARDS } from './standards/presets';

function tenant(overrides: Partial<StandardDefinition> = {}): StandardDefinition {
  const base = findPreset('ch');
  if (!base) {
    throw new Error('ch preset missing');
  }
  return { ...structuredClone(base), code: 'acme_contract', name: 'ACME contract', ...overrides };
}

function errorsOf(input: unknown): readonly string[] {
  const result = validateStandardDefinition(input);
  return result.ok ? [] : result.errors;
}

describe('standard definitions', () => {
  it('accepts every preset', () => {
    for (const preset of PRESET_STANDARDS) {
      expect(errorsOf(preset), preset.code).toEqual([]);
    }
  });

  it('lets a tenant define its own rounding and measures with it', () => {
    const own = tenant({
      readingResolutionCm: 0.1,
      diameter: {
        rule: { kind: 'short' },
        classes: [
          { fromCm: 0, stepCm: 1, roundUpFromCm: 1 },
          { fromCm: 14, stepCm: 2, roundUpFromCm: 1.6 },
        ],
        minClassCm: 4,
        maxClassCm: 120,
      },
    });
    expect(errorsOf(own)).toEqual([]);
    expect(measureLog(own, { minDiameter: 31.5, length: 6 }).diameterClass).toBe(30);
    expect(measureLog(own, { minDiameter: 31.6, length: 6 }).diameterClass).toBe(32);
    expect(measureLog(own, { minDiameter: 31.6, length: 6 }).volumeText).toBe(
      tableVolume('ch', 32, 6).volumeText,
    );
  });

  it('reports field-pathed errors', () => {
    expect(errorsOf({ ...tenant(), code: 'Bad Code' })).toEqual([
      'code: must be 2 to 32 lower-case letters, digits or _',
    ]);
    expect(
      errorsOf(
        tenant({
          readingResolutionCm: 1,
          diameter: { ...tenant().diameter, classes: [{ fromCm: 0, stepCm: 2, roundUpFromCm: 1.5 }] },
        }),
      ),
    ).toEqual([
      'diameter.classes[0].roundUpFromCm: 1.5 cm cannot be told apart with readings truncated to 1 cm; use readingResolutionCm 0.1',
    ]);
    expect(
      errorsOf(
        tenant({
          diameter: {
            ...tenant().diameter,
            classes: [
              { fromCm: 2, stepCm: 1, roundUpFromCm: 2 },
              { fromCm: 15, stepCm: 2, roundUpFromCm: 1 },
            ],
          },
        }),
      ),
    ).toEqual([
      'diameter.classes[0].fromCm: the first diameter band must start at 0 cm',
      'diameter.classes[0].roundUpFromCm: must not exceed stepCm (1)',
    ]);
    expect(
      errorsOf(tenant({ length: { bands: [{ fromM: 2, toM: 1, stepM: 0.25 }], minusToleranceCm: 2 } })),
    ).toEqual([
      'length.bands[0].toM: must not be below fromM',
      'length.bands[0].stepM: must be a multiple of 0.1 m',
    ]);
    expect(errorsOf(tenant({ precision: { kind: 'asPrinted' } }))).toEqual([
      "precision.kind: 'asPrinted' needs a table method (volume.kind 'gost2708')",
    ]);
    expect(errorsOf({ ...tenant(), volume: { kind: 'weight' } })[0]).toMatch(/^volume\.kind: /);
    expect(errorsOf({ ...tenant(), assumptions: undefined })[0]).toMatch(/^assumptions: /);
  });

  it('checks table standards against the GOST 2708-75 tables', () => {
    const rus = findPreset('rus_ovb');
    if (!rus) {
      throw new Error('rus_ovb preset missing');
    }
    expect(
      errorsOf({
        ...rus,
        code: 'rus_x',
        length: { bands: [{ fromM: 9, toM: 10, stepM: 0.1 }], minusToleranceCm: 0 },
      }),
    ).toEqual(['length.bands: classes 9.60, 9.70, 9.80, 9.90 m are not GOST 2708-75 table lengths']);
    expect(
      errorsOf({
        ...rus,
        code: 'rus_x',
        diameter: { ...rus.diameter, classes: [{ fromCm: 0, stepCm: 1, roundUpFromCm: 1 }] },
      }),
    ).toEqual([
      "diameter.classes[0]: produces odd classes from 15 cm, which GOST 2708-75 does not print; use 2 cm steps from 14 cm or volume.oddClasses 'interpolate'",
    ]);
  });

  it('refuses to compile an invalid definition with VOLUME.INVALID_STANDARD', () => {
    expect(() => compileStandard({ code: 'x' })).toThrow(
      expect.objectContaining({ code: 'VOLUME.INVALID_STANDARD' }) as Error,
    );
  });
});
