import { z } from 'zod';
import { VolumeError } from './errors';
import { GOST2708_TABLES } from './standards/gost2708/gost2708-tables';

// A measurement standard is data: which diameter counts, how readings become diameter and length
// classes, which volume method applies, and how the volume is rounded. Formulas are code
// (methods/*); everything a contract can change is here, so a tenant can define its own standard.

const diameterChoice = z.discriminatedUnion('kind', [
  /** The short diameter of the small end. */
  z.object({ kind: z.literal('short') }),
  /** The mean of the short and the long diameter (the short one when no long one is given). */
  z.object({ kind: z.literal('mean') }),
  /** GB/T 144 oval ends: the mean when long - short >= minDifferenceCm, else the short diameter. */
  z.object({ kind: z.literal('meanIfOval'), minDifferenceCm: z.number().positive().max(20) }),
]);

const diameterRule = z.discriminatedUnion('kind', [
  ...diameterChoice.options,
  /** Regional rules such as "under 11.8 m use the smaller diameter". */
  z.object({
    kind: z.literal('byLength'),
    thresholdM: z.number().positive().max(30),
    below: diameterChoice,
    atOrAbove: diameterChoice,
  }),
]);

const classBand = z.object({
  /** Diameter (cm) where this band starts; the first band starts at 0. */
  fromCm: z.number().int().min(0).max(300),
  /** Class width in whole cm (1 below 14 cm and 2 from 14 cm in GB/T 144 and GOST 2292-88). */
  stepCm: z.number().int().min(1).max(10),
  /** Remainder above the lower class that rounds up to the next class; equal to stepCm means never. */
  roundUpFromCm: z.number().positive().max(10),
});

const lengthBand = z.object({
  fromM: z.number().positive().max(30),
  toM: z.number().positive().max(30),
  stepM: z.number().positive().max(5),
});

const volumeMethod = z.discriminatedUnion('kind', [
  /** GB/T 4814 formulas; volumes between the two lengths interpolate linearly (long-log transition). */
  z.object({
    kind: z.literal('gb4814'),
    interpolateFromM: z.number().positive().max(30),
    interpolateToM: z.number().positive().max(30),
  }),
  /** GOST 2708-75 tables 1 to 3; odd classes from 15 cm are not printed and may be interpolated. */
  z.object({ kind: z.literal('gost2708'), oddClasses: z.enum(['interpolate', 'none']) }),
  z.object({ kind: z.literal('jas') }),
  z.object({ kind: z.literal('jas_revised') }),
  z.object({ kind: z.literal('cylinder') }),
]);

const precision = z.discriminatedUnion('kind', [
  /** Round half-up to `decimals`; optionally more decimals for small diameter classes. */
  z.object({
    kind: z.literal('decimals'),
    decimals: z.number().int().min(0).max(4),
    smallDiameter: z
      .object({ maxClassCm: z.number().int().min(1).max(300), decimals: z.number().int().min(0).max(4) })
      .optional(),
  }),
  /** Table values exactly as printed (GOST 2708-75 prints 2 to 4 decimals). */
  z.object({ kind: z.literal('asPrinted') }),
]);

const standardDefinitionObject = z.object({
  code: z.string().regex(/^[a-z][a-z0-9_]{1,31}$/, 'must be 2 to 32 lower-case letters, digits or _'),
  /** English display name; the UI translates by code. */
  name: z.string().min(1).max(120),
  /** The readings of the published rules left open, and the reading chosen. Empty when none. */
  assumptions: z.string().max(4000),
  /** Readings are truncated to this resolution (cm) before any rule: 1 for whole cm, 0.1 for mm. */
  readingResolutionCm: z.union([z.literal(1), z.literal(0.1)]),
  diameter: z.object({
    rule: diameterRule,
    classes: z.array(classBand).min(1).max(10),
    minClassCm: z.number().int().min(1).max(300),
    maxClassCm: z.number().int().min(1).max(300),
  }),
  length: z.object({
    bands: z.array(lengthBand).min(1).max(10),
    /** A log this much shorter than a class still counts as that class (GB/T 144: 2 cm). */
    minusToleranceCm: z.number().int().min(0).max(50),
  }),
  volume: volumeMethod,
  precision,
});

export type DiameterChoice = z.infer<typeof diameterChoice>;
export type DiameterRule = z.infer<typeof diameterRule>;
export type DiameterClassBand = z.infer<typeof classBand>;
export type LengthBand = z.infer<typeof lengthBand>;
export type VolumeMethod = z.infer<typeof volumeMethod>;
export type VolumePrecision = z.infer<typeof precision>;
export type StandardDefinition = z.infer<typeof standardDefinitionObject>;

const EPS = 1e-9;
const isMultipleOf = (value: number, step: number): boolean =>
  Math.abs(value / step - Math.round(value / step)) < EPS;

/** Length classes of a definition, ascending, in whole centimetres. */
export function lengthClassesCm(length: StandardDefinition['length']): number[] {
  const classes = new Set<number>();
  for (const band of length.bands) {
    const from = Math.round(band.fromM * 100);
    const to = Math.round(band.toM * 100);
    const step = Math.round(band.stepM * 100);
    for (let cm = from; cm <= to; cm += step) {
      classes.add(cm);
    }
  }
  return [...classes].sort((a, b) => a - b);
}

const GOST_LENGTHS_CM = new Set(GOST2708_TABLES.flatMap((table) => table.lengthsCm));

export const standardDefinitionSchema = standardDefinitionObject.superRefine((def, ctx) => {
  const issue = (path: (string | number)[], message: string): void => {
    ctx.addIssue({ code: 'custom', path, message });
  };

  const bands = def.diameter.classes;
  if (bands[0] && bands[0].fromCm !== 0) {
    issue(['diameter', 'classes', 0, 'fromCm'], 'the first diameter band must start at 0 cm');
  }
  bands.forEach((band, i) => {
    if (band.roundUpFromCm > band.stepCm) {
      issue(['diameter', 'classes', i, 'roundUpFromCm'], `must not exceed stepCm (${band.stepCm})`);
    }
    if (!isMultipleOf(band.roundUpFromCm, def.readingResolutionCm)) {
      issue(
        ['diameter', 'classes', i, 'roundUpFromCm'],
        `${band.roundUpFromCm} cm cannot be told apart with readings truncated to ${def.readingResolutionCm} cm; ` +
          'use readingResolutionCm 0.1',
      );
    }
    const previous = bands[i - 1];
    if (previous) {
      if (band.fromCm <= previous.fromCm) {
        issue(['diameter', 'classes', i, 'fromCm'], 'bands must be in ascending order of fromCm');
      } else if ((band.fromCm - previous.fromCm) % previous.stepCm !== 0) {
        issue(
          ['diameter', 'classes', i, 'fromCm'],
          `must fall on the ${previous.stepCm} cm grid of the previous band (from ${previous.fromCm} cm)`,
        );
      }
    }
  });
  if (def.diameter.minClassCm > def.diameter.maxClassCm) {
    issue(['diameter', 'minClassCm'], 'must not exceed maxClassCm');
  }

  def.length.bands.forEach((band, i) => {
    if (band.toM < band.fromM) {
      issue(['length', 'bands', i, 'toM'], 'must not be below fromM');
    }
    for (const key of ['fromM', 'toM', 'stepM'] as const) {
      if (!isMultipleOf(band[key], 0.1)) {
        issue(['length', 'bands', i, key], 'must be a multiple of 0.1 m');
      }
    }
    const previous = def.length.bands[i - 1];
    if (previous && band.fromM <= previous.toM) {
      issue(['length', 'bands', i, 'fromM'], `must start above the previous band's toM (${previous.toM} m)`);
    }
  });

  const volume = def.volume;
  if (def.precision.kind === 'asPrinted' && volume.kind !== 'gost2708') {
    issue(['precision', 'kind'], "'asPrinted' needs a table method (volume.kind 'gost2708')");
  }
  if (volume.kind === 'gb4814') {
    if (volume.interpolateToM <= volume.interpolateFromM) {
      issue(['volume', 'interpolateToM'], 'must be above interpolateFromM');
    }
    if (def.diameter.minClassCm < 4) {
      issue(['diameter', 'minClassCm'], 'GB/T 4814 starts at 4 cm');
    }
  }
  if (volume.kind === 'gost2708') {
    if (def.diameter.minClassCm < 3 || def.diameter.maxClassCm > 120) {
      issue(['diameter', 'maxClassCm'], 'GOST 2708-75 tables cover diameter classes 3 to 120 cm');
    }
    const lengths = lengthClassesCm(def.length);
    const missing = lengths.filter((cm) => !GOST_LENGTHS_CM.has(cm));
    if (missing.length > 0) {
      issue(
        ['length', 'bands'],
        `classes ${missing
          .slice(0, 5)
          .map((cm) => (cm / 100).toFixed(2))
          .join(', ')} m are not GOST 2708-75 table lengths`,
      );
    }
    if (volume.oddClasses === 'none') {
      bands.forEach((band, i) => {
        const next = bands[i + 1];
        const reachesOdd = band.stepCm % 2 === 1 && (next ? next.fromCm : Infinity) > 15;
        const oddGrid = band.stepCm % 2 === 0 && band.fromCm % 2 === 1 && band.fromCm >= 14;
        if (reachesOdd || oddGrid) {
          issue(
            ['diameter', 'classes', i],
            "produces odd classes from 15 cm, which GOST 2708-75 does not print; use 2 cm steps from 14 cm or volume.oddClasses 'interpolate'",
          );
        }
      });
    }
  }
});

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

export type ValidationResult =
  | { readonly ok: true; readonly value: StandardDefinition }
  | { readonly ok: false; readonly errors: readonly string[] };

/** Validates a tenant-defined standard; errors read "diameter.classes[1].roundUpFromCm: ...". */
export function validateStandardDefinition(input: unknown): ValidationResult {
  const result = standardDefinitionSchema.safeParse(input);
  if (result.success) {
    return { ok: true, value: result.data };
  }
  return {
    ok: false,
    errors: result.error.issues.map((issue) => `${formatPath(issue.path) || '(root)'}: ${issue.message}`),
  };
}

/** Validates or throws VOLUME.INVALID_STANDARD with the field-pathed errors as details. */
export function parseStandardDefinition(input: unknown): StandardDefinition {
  const result = validateStandardDefinition(input);
  if (!result.ok) {
    throw new VolumeError(
      'VOLUME.INVALID_STANDARD',
      `Invalid standard definition: ${result.errors.join('; ')}`,
      result.errors,
    );
  }
  return result.value;
}
