import { describe, expect, it } from 'vitest';
import { measureLog, tableVolume, type LogInput } from '../measure-log';
import { findPreset, PRESET_STANDARDS, SPEC_STANDARD_CODES } from './presets';

const cls = (code: string, input: LogInput): number => measureLog(code, input).diameterClass;
const log = (minDiameter: number, maxDiameter: number, length = 6): LogInput => ({
  minDiameter,
  maxDiameter,
  length,
});

describe('presets', () => {
  it('ships the 16 codes of spec §9 plus jas, jas_revised and cylinder, each with a name and its assumptions', () => {
    expect(SPEC_STANDARD_CODES).toHaveLength(16);
    const codes = PRESET_STANDARDS.map((p) => p.code);
    expect(codes).toEqual([...SPEC_STANDARD_CODES, 'jas', 'jas_revised', 'cylinder']);
    for (const preset of PRESET_STANDARDS) {
      expect(preset.name.length, preset.code).toBeGreaterThan(3);
      expect(preset.assumptions.length, preset.code).toBeGreaterThan(40);
    }
  });

  it('ch: oval mean from a 2 cm difference, classes per GB/T 144', () => {
    expect(cls('ch', log(30, 32))).toBe(32); // mean 31, remainder 1 rounds up
    expect(cls('ch', log(30, 31.9))).toBe(30); // readings 30 and 31: short diameter
    expect(cls('ch', log(13.9, 13.9))).toBe(13); // 1 cm below 14, fractions dropped
    expect(cls('ch', log(15, 15))).toBe(16); // remainder 1 cm rounds up
    expect(cls('ch', log(15.9, 15.9))).toBe(16);
    expect(cls('ch', log(14.9, 14.9))).toBe(14);
    expect(cls('ch', log(26, 30))).toBe(28); // the 4 cm reading from 26 cm is not used
  });

  it('ch_a: half-up below 14 cm', () => {
    expect(cls('ch_a', log(12.5, 12.5))).toBe(13);
    expect(cls('ch_a', log(12.4, 12.4))).toBe(12);
    expect(cls('ch_a', log(13.5, 13.5))).toBe(14);
    expect(cls('ch', log(12.5, 12.5))).toBe(12);
  });

  it('ch_ns family: short diameter always; test1 and test2 round up from 1.5 and 1.8 cm', () => {
    expect(cls('ch_ns', log(30, 34))).toBe(30);
    expect(cls('ch_ns_test1', log(15.4, 15.4))).toBe(14);
    expect(cls('ch_ns_test1', log(15.5, 15.5))).toBe(16);
    expect(cls('ch_ns_test2', log(15.7, 15.7))).toBe(14);
    expect(cls('ch_ns_test2', log(15.8, 15.8))).toBe(16);
  });

  it('ch_gd: smaller diameter under 11.8 m, mean from 11.8 m, 1.5 cm threshold; ch_gd_a half-up below 14', () => {
    expect(cls('ch_gd', log(30, 34, 11.6))).toBe(30);
    expect(cls('ch_gd', log(30, 34, 11.8))).toBe(32);
    expect(cls('ch_gd', log(31.4, 31.4))).toBe(30);
    expect(cls('ch_gd', log(31.5, 31.5))).toBe(32);
    expect(cls('ch_gd', log(12.5, 12.5))).toBe(12);
    expect(cls('ch_gd_a', log(12.5, 12.5))).toBe(13);
    expect(measureLog('ch_gd', log(30, 34, 11.78)).lengthClass).toBe(11.8); // -2 cm tolerance decides the class
  });

  it('ch_fj: smaller diameter under 11.8 m with GB/T 144 classes; ch_fj_a half-up below 14', () => {
    expect(cls('ch_fj', log(31, 34, 8))).toBe(32);
    expect(cls('ch_fj', log(30, 34, 8))).toBe(30);
    expect(cls('ch_fj', log(30, 34, 12))).toBe(32);
    expect(cls('ch_fj_a', log(12.5, 12.5))).toBe(13);
    expect(cls('ch_fj', log(12.5, 12.5))).toBe(12);
  });

  it('ch_tj: mean of millimetre readings for every log; ch_sd: short diameter and 1.5 cm threshold', () => {
    expect(cls('ch_tj', log(28.4, 29.9))).toBe(30); // mean 29.15
    expect(cls('ch', log(28.4, 29.9))).toBe(28); // readings 28 and 29: short
    expect(cls('ch_sd', log(31.4, 36))).toBe(30);
    expect(cls('ch_sd', log(31.5, 31.5))).toBe(32);
  });

  it('rus_stp: mean diameter, whole-cm classes, odd classes interpolated and explained', () => {
    const m = measureLog('rus_stp', log(30, 32));
    expect(m.diameterClass).toBe(31);
    expect(m.volumeText).toBe('0.555'); // (0.52 + 0.59) / 2
    expect(m.explanation.steps.map((s) => s.code)).toContain('volume.gost2708.interpolatedOdd');
    expect(cls('rus_stp', log(30.9, 30.9))).toBe(30);
    expect(cls('rus_stp_a', log(30.5, 30.5))).toBe(31);
    expect(cls('rus_stp_a', log(30.4, 30.4))).toBe(30);
  });

  it('rus_ovb: GOST 2292-88 even classes from 14 cm; rus_ovb_a half-up below 14; rus_ikt on the short diameter', () => {
    expect(cls('rus_ovb', log(30, 32))).toBe(32); // mean 31, odd rounds up
    expect(cls('rus_ovb', log(30.9, 30.9))).toBe(30);
    expect(cls('rus_ovb', log(13.9, 13.9))).toBe(13);
    expect(cls('rus_ovb_a', log(12.5, 12.5))).toBe(13);
    expect(cls('rus_ikt', log(30, 34))).toBe(30);
    expect(measureLog('rus_ovb', log(30, 32)).volumeText).toBe('0.59');
  });

  it('rus_*: lengths in 0.1 m to 9.5 m, 0.5 m from 10 m, nothing past the tables', () => {
    expect(measureLog('rus_stp', log(20, 20, 9.7)).lengthClass).toBe(9.5);
    expect(measureLog('rus_stp', log(20, 20, 13.9)).lengthClass).toBe(13.5);
    expect(() => measureLog('rus_stp', log(20, 20, 14))).toThrow(/outside the classes/);
    expect(() => measureLog('rus_stp', log(40, 40, 11))).toThrow(/no volume for 40 cm x 11 m/);
    expect(measureLog('rus_stp', log(10, 10, 0.57)).volumeText).toBe('0.0039'); // table 2
  });

  it('jas: minimum diameter, even classes rounded down from 14 cm; jas_revised damps the taper', () => {
    expect(cls('jas', log(15.9, 20))).toBe(14);
    expect(cls('jas', log(13.9, 20))).toBe(13);
    expect(tableVolume('jas', 30, 4).volumeText).toBe('0.360');
    expect(tableVolume('jas', 24, 5.9).volumeText).toBe('0.340'); // 24^2 x 5.9
    expect(tableVolume('jas', 20, 6).volumeText).toBe('0.265'); // (20 + 1)^2 x 6 = 0.2646
    expect(tableVolume('jas', 14, 8.5).volumeText).toBe('0.218'); // (14 + 2)^2 x 8.5 = 0.2176
    expect(tableVolume('jas_revised', 30, 8).volumeText).toBe('0.799'); // (30 + 0.8 x 2)^2 x 8
    expect(tableVolume('jas_revised', 20, 8).volumeText).toBe('0.360'); // (20 + 0.6 x 2)^2 x 8 = 0.35955
    expect(tableVolume('jas', 20, 8).volumeText).toBe('0.387'); // (20 + 2)^2 x 8 = 0.3872
  });

  it('cylinder: mean diameter, pi / 4 x D^2 x L', () => {
    expect(cls('cylinder', log(30, 32))).toBe(31);
    expect(tableVolume('cylinder', 30, 1).volumeText).toBe('0.071'); // 0.0706858
  });

  it('lengths: GB/T 144 counts a log up to 2 cm short of a class as that class', () => {
    expect(measureLog('ch', log(30, 30, 5.98)).lengthClass).toBe(6);
    expect(measureLog('ch', log(30, 30, 5.97)).lengthClass).toBe(5.8);
    expect(measureLog('ch', log(30, 30, 1.78)).lengthClass).toBe(1.8);
  });

  it('finds presets by code', () => {
    expect(findPreset('ch')?.name).toBe('China GB/T 4814 (GB/T 144 measuring)');
    expect(findPreset('nope')).toBeUndefined();
  });
});
