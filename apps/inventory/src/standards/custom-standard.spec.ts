import { DomainError } from '@timber/contracts';
import { findPreset, measureLog } from '@timber/volume';
import { describe, expect, it } from 'vitest';
import { measureUnder } from '../measuring/measure-log';
import { checkCustomStandard } from './custom-standard';

/** A contract that rounds up from a 1.8 cm remainder (instead of ch_sd's 1.5), mm readings. */
const contract = () => {
  const base = structuredClone(findPreset('ch_sd')!);
  return {
    ...base,
    code: 'contract_18',
    name: 'Contract 18',
    assumptions: 'Buyer contract: short diameter, round up from 1.8 cm.',
    diameter: {
      ...base.diameter,
      classes: base.diameter.classes.map((band) =>
        band.fromCm >= 14 ? { ...band, roundUpFromCm: 1.8 } : band,
      ),
    },
  };
};

const keyOf = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    return (error as DomainError).key;
  }
  return 'accepted';
};

describe('checkCustomStandard', () => {
  it('accepts a definition of the volume library schema', () => {
    expect(checkCustomStandard(contract()).code).toBe('contract_18');
  });

  it('refuses a broken definition, naming the field', () => {
    const broken = { ...contract(), diameter: { rule: { kind: 'short' }, classes: [] } };
    try {
      checkCustomStandard(broken);
      throw new Error('accepted a broken definition');
    } catch (error) {
      expect((error as DomainError).key).toBe('STANDARD.INVALID');
      expect(String((error as DomainError).params.details)).toMatch(/^diameter\.classes/);
    }
  });

  it('refuses a preset code', () => {
    expect(keyOf(() => checkCustomStandard({ ...contract(), code: 'ch' }))).toBe('STANDARD.CODE_RESERVED');
  });
});

describe('measureUnder', () => {
  it('applies the tenant rounding where it differs from the preset', () => {
    // short 29.6: remainder 1.6 over 28 rounds up under ch_sd (1.5), not under the contract (1.8)
    const log = { minDiameter: 29.6, maxDiameter: 31, length: 6 };
    expect(measureUnder('ch_sd', log).diameterClass).toBe(30);
    expect(measureUnder(checkCustomStandard(contract()), log).diameterClass).toBe(28);
    expect(measureUnder('ch_sd', log).volume).toBe(measureLog('ch_sd', log).volume);
  });

  it('answers a domain error for an unknown standard or a log outside the tables', () => {
    expect(keyOf(() => measureUnder('nope', { minDiameter: 20, length: 4 }))).toBe('STANDARD.UNKNOWN');
    expect(keyOf(() => measureUnder('rus_stp', { minDiameter: 20, length: 25 }))).toBe(
      'STANDARD.CANNOT_MEASURE',
    );
  });
});
