import { VolumeError } from './errors';
import { cylinderVolume } from './methods/cylinder';
import { gb4814Volume } from './methods/gb4814';
import { jasVolume } from './methods/jas';
import {
  lengthClassesCm,
  parseStandardDefinition,
  type DiameterChoice,
  type StandardDefinition,
} from './standard-definition';
import { gost2708Cell, gost2708PrintedDecimals } from './standards/gost2708/gost2708-lookup';
import { findPreset } from './standards/presets';
import { m3ToE4, roundE4 } from './units';

// A compiled standard turns the definition into lookup tables so that measuring a log is a few
// integer operations and array reads: readings in millimetres, effective diameters in
// half-millimetres (so a mean of two readings stays an integer), volumes in ten-thousandths.

/** Largest reading accepted, in cm. */
export const MAX_READING_CM = 400;
/** Longest log accepted, in m. */
export const MAX_LENGTH_M = 40;

const HALF_MM_PER_CM = 20;
const CHOICE_SHORT = 0;
const CHOICE_MEAN = 1;
const CHOICE_MEAN_IF_OVAL = 2;

interface CompiledChoice {
  readonly kind: number;
  /** Minimum long - short difference in mm for the oval mean. */
  readonly minDifferenceMm: number;
}

export interface CompiledStandard {
  readonly definition: StandardDefinition;
  /** Readings are truncated to a multiple of this many millimetres (10 for whole cm). */
  readonly readingMm: number;
  readonly below: CompiledChoice;
  readonly atOrAbove: CompiledChoice;
  /** Length (cm) from which `atOrAbove` applies; Infinity when the rule does not depend on length. */
  readonly ruleThresholdCm: number;
  /** Diameter class (cm) by effective diameter in half-millimetres; -1 outside the classes. */
  readonly classByHalfMm: Int16Array;
  /** Length classes in cm, ascending. */
  readonly lengthClassesCm: readonly number[];
  /** Index into lengthClassesCm by measured length in whole cm; -1 when no class applies. */
  readonly lengthIndexByCm: Int16Array;
  readonly minClassCm: number;
  readonly maxClassCm: number;
  /** Volumes in ten-thousandths by (class - minClassCm) * lengthClassesCm.length + length index; -1 if none. */
  readonly volumeGrid: Int32Array;
}

function compileChoice(choice: DiameterChoice): CompiledChoice {
  switch (choice.kind) {
    case 'short':
      return { kind: CHOICE_SHORT, minDifferenceMm: 0 };
    case 'mean':
      return { kind: CHOICE_MEAN, minDifferenceMm: 0 };
    case 'meanIfOval':
      return { kind: CHOICE_MEAN_IF_OVAL, minDifferenceMm: Math.round(choice.minDifferenceCm * 10) };
  }
}

function buildClassTable(definition: StandardDefinition): Int16Array {
  const { classes, minClassCm, maxClassCm } = definition.diameter;
  const size = MAX_READING_CM * HALF_MM_PER_CM + 1;
  const table = new Int16Array(size);
  let band = 0;
  for (let halfMm = 0; halfMm < size; halfMm += 1) {
    while (band + 1 < classes.length && halfMm >= (classes[band + 1]?.fromCm ?? Infinity) * HALF_MM_PER_CM) {
      band += 1;
    }
    const current = classes[band];
    if (!current) {
      table[halfMm] = -1;
      continue;
    }
    const from = current.fromCm * HALF_MM_PER_CM;
    const step = current.stepCm * HALF_MM_PER_CM;
    const roundUp = Math.round(current.roundUpFromCm * HALF_MM_PER_CM);
    const base = from + Math.floor((halfMm - from) / step) * step;
    const classHalfMm = halfMm - base >= roundUp ? base + step : base;
    const classCm = classHalfMm / HALF_MM_PER_CM;
    table[halfMm] = classCm >= minClassCm && classCm <= maxClassCm ? classCm : -1;
  }
  return table;
}

function buildLengthIndex(classesCm: readonly number[], minusToleranceCm: number): Int16Array {
  const size = MAX_LENGTH_M * 100 + 1;
  const index = new Int16Array(size).fill(-1);
  const last = classesCm[classesCm.length - 1] ?? 0;
  // Beyond the last class a log still counts as it up to the next step, like any over-length log.
  const lastStep = classesCm.length > 1 ? last - (classesCm[classesCm.length - 2] ?? 0) : 10;
  let current = -1;
  for (let cm = 0; cm < size; cm += 1) {
    while (current + 1 < classesCm.length && cm + minusToleranceCm >= (classesCm[current + 1] ?? Infinity)) {
      current += 1;
    }
    index[cm] = current >= 0 && cm < last + lastStep ? current : -1;
  }
  return index;
}

/** Decimals a volume is shown with for a diameter class (asPrinted: as the table prints it). */
export function volumeDecimals(
  definition: StandardDefinition,
  diameterClass: number,
  volumeE4: number,
): number {
  const precision = definition.precision;
  if (precision.kind === 'asPrinted') {
    return gost2708PrintedDecimals(volumeE4);
  }
  const small = precision.smallDiameter;
  return small && diameterClass <= small.maxClassCm ? small.decimals : precision.decimals;
}

/** Volume in ten-thousandths for classes (diameter cm, length cm), rounded per the standard; -1 if none. */
export function computeVolumeE4(
  definition: StandardDefinition,
  diameterClass: number,
  lengthCm: number,
): number {
  const l = lengthCm / 100;
  const method = definition.volume;
  let raw: number;
  switch (method.kind) {
    case 'gb4814':
      raw = gb4814Volume(diameterClass, l, method);
      break;
    case 'jas':
      raw = jasVolume(diameterClass, l, false);
      break;
    case 'jas_revised':
      raw = jasVolume(diameterClass, l, true);
      break;
    case 'cylinder':
      raw = cylinderVolume(diameterClass, l);
      break;
    case 'gost2708': {
      const cell = gost2708Cell(diameterClass, lengthCm, method.oddClasses === 'interpolate');
      if (!cell) {
        return -1;
      }
      const precision = definition.precision;
      return precision.kind === 'asPrinted' ? cell.volumeE4 : roundE4(cell.volumeE4, precision.decimals);
    }
  }
  return m3ToE4(raw, volumeDecimals(definition, diameterClass, 0));
}

/** Compiles a validated definition; throws VOLUME.INVALID_STANDARD for an invalid one. */
export function compileStandard(input: unknown): CompiledStandard {
  const definition = parseStandardDefinition(input);
  const rule = definition.diameter.rule;
  const byLength = rule.kind === 'byLength';
  const lengths = lengthClassesCm(definition.length);
  const { minClassCm, maxClassCm } = definition.diameter;
  const grid = new Int32Array((maxClassCm - minClassCm + 1) * lengths.length);
  for (let d = minClassCm; d <= maxClassCm; d += 1) {
    lengths.forEach((cm, li) => {
      grid[(d - minClassCm) * lengths.length + li] = computeVolumeE4(definition, d, cm);
    });
  }
  return {
    definition,
    readingMm: Math.round(definition.readingResolutionCm * 10),
    below: compileChoice(byLength ? rule.below : rule),
    atOrAbove: compileChoice(byLength ? rule.atOrAbove : rule),
    ruleThresholdCm: byLength ? Math.round(rule.thresholdM * 100) : Infinity,
    classByHalfMm: buildClassTable(definition),
    lengthClassesCm: lengths,
    lengthIndexByCm: buildLengthIndex(lengths, definition.length.minusToleranceCm),
    minClassCm,
    maxClassCm,
    volumeGrid: grid,
  };
}

/** A preset code, a definition (validated on first use) or an already compiled standard. */
export type StandardRef = string | StandardDefinition | CompiledStandard;

const compiledPresets = new Map<string, CompiledStandard>();
const compiledDefinitions = new WeakMap<object, CompiledStandard>();

function isCompiled(ref: StandardDefinition | CompiledStandard): ref is CompiledStandard {
  return 'volumeGrid' in ref;
}

/** Resolves and caches a standard; throws VOLUME.UNKNOWN_STANDARD for an unknown code. */
export function resolveStandard(ref: StandardRef): CompiledStandard {
  if (typeof ref === 'string') {
    const cached = compiledPresets.get(ref);
    if (cached) {
      return cached;
    }
    const preset = findPreset(ref);
    if (!preset) {
      throw new VolumeError('VOLUME.UNKNOWN_STANDARD', `Unknown standard "${ref}"`);
    }
    const compiled = compileStandard(preset);
    compiledPresets.set(ref, compiled);
    return compiled;
  }
  if (isCompiled(ref)) {
    return ref;
  }
  const cached = compiledDefinitions.get(ref);
  if (cached) {
    return cached;
  }
  const compiled = compileStandard(ref);
  compiledDefinitions.set(ref, compiled);
  return compiled;
}

/** Effective diameter in half-millimetres from truncated readings (mm) and the length (cm). */
export function effectiveHalfMm(
  standard: CompiledStandard,
  shortMm: number,
  longMm: number,
  lengthCm: number,
): number {
  const choice = lengthCm >= standard.ruleThresholdCm ? standard.atOrAbove : standard.below;
  if (choice.kind === CHOICE_SHORT) {
    return shortMm * 2;
  }
  if (choice.kind === CHOICE_MEAN_IF_OVAL && longMm - shortMm < choice.minDifferenceMm) {
    return shortMm * 2;
  }
  return shortMm + longMm;
}

/** A reading in cm truncated to the standard's resolution, in whole millimetres. */
export function readingMm(standard: CompiledStandard, cm: number): number {
  const mm = Math.floor(cm * 10 + 1e-6);
  return mm - (mm % standard.readingMm);
}

/**
 * The diameter classes a log can fall in under a standard, in cm, ascending: the lines a tally
 * sheet of it needs (a handwritten diameter sheet's template one).
 */
export function diameterClassesCm(ref: StandardRef): number[] {
  const classes = new Set<number>();
  for (const classCm of resolveStandard(ref).classByHalfMm) {
    if (classCm >= 0) {
      classes.add(classCm);
    }
  }
  return [...classes].sort((a, b) => a - b);
}
