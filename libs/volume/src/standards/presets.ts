import type { DiameterClassBand, LengthBand, StandardDefinition } from '../standard-definition';

// The spec's 16 standard codes plus jas, jas_revised and cylinder, as data. Where neither the spec
// nor a public text fixes a rule, the reading chosen is written in `assumptions` (shown to users
// and tenants) and pinned by a test in presets.spec.ts.

/** GB/T 144: 1 cm classes below 14 cm, fractions dropped; 2 cm classes from 14 cm, a remainder of 1 cm rounds up. */
const GB_CLASSES: DiameterClassBand[] = [
  { fromCm: 0, stepCm: 1, roundUpFromCm: 1 },
  { fromCm: 14, stepCm: 2, roundUpFromCm: 1 },
];

/** The spec's "_a" rounding: below 14 cm, 1 cm classes with threshold 0.5 (half-up). */
const GB_CLASSES_A: DiameterClassBand[] = [
  { fromCm: 0, stepCm: 1, roundUpFromCm: 0.5 },
  { fromCm: 14, stepCm: 2, roundUpFromCm: 1 },
];

/** Trade "N-jinzhi": 2 cm classes from 14 cm that round up only from 1.N cm. */
function nJinzhi(threshold: number, smallThreshold: number): DiameterClassBand[] {
  return [
    { fromCm: 0, stepCm: 1, roundUpFromCm: smallThreshold },
    { fromCm: 14, stepCm: 2, roundUpFromCm: threshold },
  ];
}

/** GB/T 144 lengths: 0.1 m classes for short logs (1.0 to 1.9 m), 0.2 m from 2 m; tolerance -2 cm. */
const GB_LENGTH: StandardDefinition['length'] = {
  bands: [
    { fromM: 1, toM: 1.9, stepM: 0.1 },
    { fromM: 2, toM: 20, stepM: 0.2 },
  ],
  minusToleranceCm: 2,
};

const GB_VOLUME: StandardDefinition['volume'] = {
  kind: 'gb4814',
  interpolateFromM: 10,
  interpolateToM: 10.4,
};
/** GB/T 4814 prints 4 decimals for the smallest classes and 3 from 8 cm. */
const GB_PRECISION: StandardDefinition['precision'] = {
  kind: 'decimals',
  decimals: 3,
  smallDiameter: { maxClassCm: 7, decimals: 4 },
};

const GB_ASSUMPTIONS_COMMON =
  'GB/T 4814 formulas for volume. Between 10.0 and 10.4 m the volume is interpolated linearly between ' +
  'the regular formula at 10.0 m and the long-log formula at 10.4 m, so 10.2 m is the mean of the two. ' +
  'Volumes have 4 decimals for diameter classes 4 to 7 cm (GB 4814 prints 4 decimals for 4 and 6 cm; ' +
  'the 1 cm classes of the 2013 edition put 5 and 7 cm in the same band) and 3 decimals from 8 cm, half-up. ' +
  'Lengths: 0.1 m classes from 1.0 to 1.9 m, 0.2 m classes from 2.0 m, a log up to 2 cm short of a class ' +
  'still counts as that class.';

function gb(
  code: string,
  name: string,
  assumptions: string,
  overrides: Pick<StandardDefinition, 'readingResolutionCm'> & {
    rule: StandardDefinition['diameter']['rule'];
    classes: DiameterClassBand[];
  },
): StandardDefinition {
  return {
    code,
    name,
    assumptions: `${assumptions} ${GB_ASSUMPTIONS_COMMON}`,
    readingResolutionCm: overrides.readingResolutionCm,
    diameter: { rule: overrides.rule, classes: overrides.classes, minClassCm: 4, maxClassCm: 200 },
    length: GB_LENGTH,
    volume: GB_VOLUME,
    precision: GB_PRECISION,
  };
}

// GOST 2708-75 tables: 0.5 to 0.9 m (table 2), 1.0 to 9.5 m (table 1), 10 to 13.5 m (table 3).
const GOST_LENGTH_BANDS: LengthBand[] = [
  { fromM: 0.5, toM: 9.5, stepM: 0.1 },
  { fromM: 10, toM: 13.5, stepM: 0.5 },
];
const GOST_LENGTH: StandardDefinition['length'] = { bands: GOST_LENGTH_BANDS, minusToleranceCm: 0 };
/** GOST 2292-88: 1 cm classes up to 13 cm and even classes from 14 cm; fractions dropped, odd cm round up. */
const GOST_2292_CLASSES: DiameterClassBand[] = [
  { fromCm: 0, stepCm: 1, roundUpFromCm: 1 },
  { fromCm: 14, stepCm: 2, roundUpFromCm: 1 },
];
const GOST_2292_CLASSES_A: DiameterClassBand[] = [
  { fromCm: 0, stepCm: 1, roundUpFromCm: 0.5 },
  { fromCm: 14, stepCm: 2, roundUpFromCm: 1 },
];
const GOST_ASSUMPTIONS_COMMON =
  'Volumes are the GOST 2708-75 table values as printed (tables 1 to 3, cross-checked, see PROVENANCE.md). ' +
  'Lengths: 0.1 m classes from 0.5 to 9.5 m and 0.5 m classes from 10 to 13.5 m, fractions dropped; the quarter ' +
  'lengths of table 1 are reachable through tableVolume only. Logs longer than 13.5 m (or above 9.5 m with ' +
  'diameters over 38 cm) are outside the tables: GOST sums two notional halves, which needs a mid-log diameter ' +
  'the device does not give, so they are rejected.';

function gost(
  code: string,
  name: string,
  assumptions: string,
  diameter: Pick<StandardDefinition['diameter'], 'rule' | 'classes'>,
  readingResolutionCm: 1 | 0.1,
  oddClasses: 'interpolate' | 'none',
): StandardDefinition {
  return {
    code,
    name,
    assumptions: `${assumptions} ${GOST_ASSUMPTIONS_COMMON}`,
    readingResolutionCm,
    diameter: { ...diameter, minClassCm: 3, maxClassCm: 120 },
    length: GOST_LENGTH,
    volume: { kind: 'gost2708', oddClasses },
    precision: { kind: 'asPrinted' },
  };
}

const JAS_CLASSES: DiameterClassBand[] = [
  { fromCm: 0, stepCm: 1, roundUpFromCm: 1 },
  { fromCm: 14, stepCm: 2, roundUpFromCm: 2 },
];
const JAS_LENGTH: StandardDefinition['length'] = {
  bands: [{ fromM: 1, toM: 20, stepM: 0.1 }],
  minusToleranceCm: 0,
};

export const PRESET_STANDARDS: readonly StandardDefinition[] = [
  // ch: GB/T 4814 + GB/T 144 as published. Open: the oval-end rule, which GB/T 144 states as
  // "mean when long - short >= 2 cm"; one reading raises the gap to 4 cm from 26 cm. We keep 2 cm
  // everywhere: with whole-cm readings it makes the class continuous as the short diameter grows.
  gb(
    'ch',
    'China GB/T 4814 (GB/T 144 measuring)',
    'Readings are truncated to whole cm (GB/T 144). Diameter: the short diameter, or the mean of short and ' +
      'long when they differ by 2 cm or more (GB/T 144; the reading that raises the gap to 4 cm from 26 cm ' +
      'is not used). Classes: 1 cm below 14 cm with fractions dropped (spec: "for ch small diameters use ' +
      'step 1"), 2 cm from 14 cm where a remainder of 1 cm rounds up.',
    { readingResolutionCm: 1, rule: { kind: 'meanIfOval', minDifferenceCm: 2 }, classes: GB_CLASSES },
  ),
  // ch_a: the spec fixes only "under 14 uses step 1 with threshold 0.5"; the rest is ch.
  gb(
    'ch_a',
    'China GB/T 4814, half-up below 14 cm',
    'As ch, except that below 14 cm the 1 cm classes round half-up (threshold 0.5 cm, per the spec), so ' +
      'readings keep their millimetres. From 14 cm a remainder of 1 cm rounds up, as in GB/T 144.',
    { readingResolutionCm: 0.1, rule: { kind: 'meanIfOval', minDifferenceCm: 2 }, classes: GB_CLASSES_A },
  ),
  // ch_ns*: Nansha (Guangzhou port) practice; no public text. Nansha yards price on the short
  // diameter; test1 and test2 are the two N-jinzhi trial thresholds (1.5 and 1.8 cm).
  gb(
    'ch_ns',
    'China Nansha port',
    'No public text of the Nansha rule was found. Assumed: the short diameter always (no oval mean), GB/T 144 ' +
      'classes (1 cm below 14 cm with fractions dropped, 2 cm from 14 cm rounding up from 1 cm).',
    { readingResolutionCm: 1, rule: { kind: 'short' }, classes: GB_CLASSES },
  ),
  gb(
    'ch_ns_test1',
    'China Nansha port, trial 1 (1.5 cm threshold)',
    'No public text. Assumed: ch_ns with the trade "1.5 jinzhi": from 14 cm a class rounds up only from a ' +
      '1.5 cm remainder; readings keep their millimetres.',
    { readingResolutionCm: 0.1, rule: { kind: 'short' }, classes: nJinzhi(1.5, 1) },
  ),
  gb(
    'ch_ns_test2',
    'China Nansha port, trial 2 (1.8 cm threshold)',
    'No public text. Assumed: ch_ns with the trade "1.8 jinzhi": from 14 cm a class rounds up only from a ' +
      '1.8 cm remainder; readings keep their millimetres.',
    { readingResolutionCm: 0.1, rule: { kind: 'short' }, classes: nJinzhi(1.8, 1) },
  ),
  // ch_gd: the spec gives "length under 11.8 uses the smaller diameter, threshold 1.5".
  gb(
    'ch_gd',
    'China Guangdong',
    'Per the spec: under 11.8 m the smaller diameter, from 14 cm a class rounds up from a 1.5 cm remainder. ' +
      'Assumed: from 11.8 m the mean of short and long; below 14 cm 1 cm classes with fractions dropped ' +
      '(GB/T 144); readings keep their millimetres so 1.5 cm can be told apart.',
    {
      readingResolutionCm: 0.1,
      rule: { kind: 'byLength', thresholdM: 11.8, below: { kind: 'short' }, atOrAbove: { kind: 'mean' } },
      classes: nJinzhi(1.5, 1),
    },
  ),
  gb(
    'ch_gd_a',
    'China Guangdong, half-up below 14 cm',
    'As ch_gd, with the spec\'s "_a" rounding below 14 cm: 1 cm classes with threshold 0.5 cm (half-up).',
    {
      readingResolutionCm: 0.1,
      rule: { kind: 'byLength', thresholdM: 11.8, below: { kind: 'short' }, atOrAbove: { kind: 'mean' } },
      classes: nJinzhi(1.5, 0.5),
    },
  ),
  // ch_fj: the spec says only "ch_fj also has special cases under 11.8".
  gb(
    'ch_fj',
    'China Fujian',
    'The spec only says Fujian "has special cases under 11.8 m". Assumed: under 11.8 m the smaller diameter, ' +
      'from 11.8 m the mean of short and long (as Guangdong), with the GB/T 144 classes (from 14 cm a 1 cm ' +
      'remainder rounds up; below 14 cm fractions dropped) and whole-cm readings.',
    {
      readingResolutionCm: 1,
      rule: { kind: 'byLength', thresholdM: 11.8, below: { kind: 'short' }, atOrAbove: { kind: 'mean' } },
      classes: GB_CLASSES,
    },
  ),
  gb(
    'ch_fj_a',
    'China Fujian, half-up below 14 cm',
    'As ch_fj, with the spec\'s "_a" rounding below 14 cm: 1 cm classes with threshold 0.5 cm (half-up); ' +
      'readings keep their millimetres.',
    {
      readingResolutionCm: 0.1,
      rule: { kind: 'byLength', thresholdM: 11.8, below: { kind: 'short' }, atOrAbove: { kind: 'mean' } },
      classes: GB_CLASSES_A,
    },
  ),
  // ch_tj / ch_sd: "Tianjin and Shandong variants exist; exact rules not shown".
  gb(
    'ch_tj',
    'China Tianjin',
    'The spec says a Tianjin variant exists without its rule. Assumed: the mean of short and long for every ' +
      'log (no 2 cm oval condition), read to the millimetre (with whole-cm readings a mean of readings 1 cm ' +
      'apart never changes the class, so the variant would equal ch), GB/T 144 classes.',
    { readingResolutionCm: 0.1, rule: { kind: 'mean' }, classes: GB_CLASSES },
  ),
  gb(
    'ch_sd',
    'China Shandong',
    'The spec says a Shandong variant exists without its rule. Assumed: the short diameter for every log ' +
      'and the "1.5 jinzhi" from 14 cm (round up from a 1.5 cm remainder), readings kept to the millimetre.',
    { readingResolutionCm: 0.1, rule: { kind: 'short' }, classes: nJinzhi(1.5, 1) },
  ),
  // rus_stp: the spec says "rus_stp rounds diameter in steps of 1" and its table has diameters
  // 10 to 60 in 1 cm steps; GOST 2708-75 prints no odd class from 15 cm, so those are interpolated.
  gost(
    'rus_stp',
    'Russia GOST 2708-75',
    'Diameter: the mean of the largest and smallest diameter (Russian practice, GOST 2292-88), readings ' +
      'truncated to whole cm. Per the spec, classes are whole cm at every size (fractions dropped); GOST ' +
      '2708-75 prints no odd classes from 15 cm, so their volume is the mean of the two even neighbours ' +
      '(half-up in 0.0001 m3), and the explanation says so.',
    { rule: { kind: 'mean' }, classes: [{ fromCm: 0, stepCm: 1, roundUpFromCm: 1 }] },
    1,
    'interpolate',
  ),
  gost(
    'rus_stp_a',
    'Russia GOST 2708-75, half-up',
    'As rus_stp, with the "_a" rounding of the spec: whole-cm classes that round half-up (threshold 0.5 cm), ' +
      'readings kept to the millimetre.',
    { rule: { kind: 'mean' }, classes: [{ fromCm: 0, stepCm: 1, roundUpFromCm: 0.5 }] },
    0.1,
    'interpolate',
  ),
  // rus_ovb / rus_ikt: OVB and IKT read as the Novosibirsk and Irkutsk airport codes, i.e. regional
  // practices. No public text; they ship the federal GOST 2292-88 class rule (printed cells only).
  gost(
    'rus_ovb',
    'Russia Novosibirsk',
    'OVB is read as Novosibirsk (regional practice); no public text of it was found. Assumed: the federal ' +
      'GOST 2292-88 rule: mean diameter, 1 cm classes up to 13 cm and even classes from 14 cm (fractions ' +
      'dropped, an odd whole cm rounds up), so only printed GOST 2708-75 cells are used.',
    { rule: { kind: 'mean' }, classes: GOST_2292_CLASSES },
    1,
    'none',
  ),
  gost(
    'rus_ovb_a',
    'Russia Novosibirsk, half-up',
    'As rus_ovb, with the "_a" rounding below 14 cm: 1 cm classes with threshold 0.5 cm (half-up).',
    { rule: { kind: 'mean' }, classes: GOST_2292_CLASSES_A },
    0.1,
    'none',
  ),
  gost(
    'rus_ikt',
    'Russia Irkutsk',
    'IKT is read as Irkutsk (regional practice); no public text of it was found. Assumed: GOST 2292-88 ' +
      'classes (even from 14 cm, odd whole cm rounds up) on the smaller diameter instead of the mean.',
    { rule: { kind: 'short' }, classes: GOST_2292_CLASSES },
    1,
    'none',
  ),
  {
    code: 'jas',
    name: 'Japan JAS',
    assumptions:
      'Diameter: the minimum small-end diameter; below 14 cm whole cm with fractions dropped, from 14 cm ' +
      'rounded down to an even cm. Lengths in 0.1 m classes, fractions dropped (JAS does not fix the length ' +
      'step for logs; 0.1 m keeps the tables exact). Volume to 3 decimals, half-up.',
    readingResolutionCm: 1,
    diameter: { rule: { kind: 'short' }, classes: JAS_CLASSES, minClassCm: 1, maxClassCm: 200 },
    length: JAS_LENGTH,
    volume: { kind: 'jas' },
    precision: { kind: 'decimals', decimals: 3 },
  },
  {
    code: 'jas_revised',
    name: 'Japan JAS (revised taper)',
    assumptions:
      "As jas; from 6 m the taper term (L' - 4) / 2 is multiplied by 0.6 up to 28 cm, 0.8 from 30 to 58 cm " +
      'and 1.0 from 60 cm.',
    readingResolutionCm: 1,
    diameter: { rule: { kind: 'short' }, classes: JAS_CLASSES, minClassCm: 1, maxClassCm: 200 },
    length: JAS_LENGTH,
    volume: { kind: 'jas_revised' },
    precision: { kind: 'decimals', decimals: 3 },
  },
  {
    code: 'cylinder',
    name: 'Cylinder',
    assumptions:
      'V = pi / 4 x D^2 x L. Diameter: the mean of short and long, whole-cm classes with fractions dropped; ' +
      'lengths in 0.1 m classes, fractions dropped; 3 decimals, half-up.',
    readingResolutionCm: 1,
    diameter: {
      rule: { kind: 'mean' },
      classes: [{ fromCm: 0, stepCm: 1, roundUpFromCm: 1 }],
      minClassCm: 1,
      maxClassCm: 200,
    },
    length: { bands: [{ fromM: 0.1, toM: 30, stepM: 0.1 }], minusToleranceCm: 0 },
    volume: { kind: 'cylinder' },
    precision: { kind: 'decimals', decimals: 3 },
  },
];

/** The codes of spec §9, in the spec's order. */
export const SPEC_STANDARD_CODES = [
  'ch',
  'ch_a',
  'ch_ns',
  'ch_ns_test1',
  'ch_ns_test2',
  'ch_gd',
  'ch_gd_a',
  'ch_fj',
  'ch_fj_a',
  'ch_tj',
  'ch_sd',
  'rus_stp',
  'rus_stp_a',
  'rus_ovb',
  'rus_ovb_a',
  'rus_ikt',
] as const;

export type PresetCode = (typeof SPEC_STANDARD_CODES)[number] | 'jas' | 'jas_revised' | 'cylinder';

const presetsByCode = new Map(PRESET_STANDARDS.map((definition) => [definition.code, definition]));

export function findPreset(code: string): StandardDefinition | undefined {
  return presetsByCode.get(code);
}
