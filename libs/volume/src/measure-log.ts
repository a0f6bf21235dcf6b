import {
  computeVolumeE4,
  effectiveHalfMm,
  MAX_LENGTH_M,
  MAX_READING_CM,
  readingMm,
  resolveStandard,
  volumeDecimals,
  type CompiledStandard,
  type StandardRef,
} from './compile-standard';
import { VolumeError } from './errors';
import { gb4814Formula } from './methods/gb4814';
import { jasFormula } from './methods/jas';
import type { DiameterChoice, StandardDefinition } from './standard-definition';
import { gost2708Cell } from './standards/gost2708/gost2708-lookup';
import { formatE4, formatScaled } from './units';

export interface LogInput {
  /** Short (minimum) small-end diameter in cm. */
  readonly minDiameter: number;
  /** Long diameter in cm, perpendicular to the short one; the short one when absent. */
  readonly maxDiameter?: number;
  /** Length in m. */
  readonly length: number;
}

/** One machine-readable step of the rule applied; the UI translates by `code`. */
export interface ExplanationStep {
  readonly code: string;
  readonly params: Readonly<Record<string, number | string>>;
}

export interface Explanation {
  /** Short English text of the rule applied. */
  readonly text: string;
  readonly steps: readonly ExplanationStep[];
}

export interface LogMeasurement {
  readonly standard: string;
  /** Diameter the rule selected, in cm, before classing (one decimal). */
  readonly diameter: number;
  readonly diameterClass: number;
  /** Length class in m. */
  readonly lengthClass: number;
  /** Volume in m3 (for display; sum `volumeE4`, never this). */
  readonly volume: number;
  /** Volume in ten-thousandths of a m3, exact. */
  readonly volumeE4: number;
  /** Volume formatted with the standard's decimals, e.g. "0.636". */
  readonly volumeText: string;
  readonly explanation: Explanation;
}

function assertReading(value: number, what: string, max: number): void {
  if (!Number.isFinite(value) || value <= 0 || value > max) {
    throw new VolumeError(
      'VOLUME.INVALID_INPUT',
      `${what} must be a number above 0 and at most ${max}, got ${value}`,
    );
  }
}

function choiceFor(definition: StandardDefinition, lengthClassCm: number): DiameterChoice {
  const rule = definition.diameter.rule;
  if (rule.kind !== 'byLength') {
    return rule;
  }
  return lengthClassCm >= Math.round(rule.thresholdM * 100) ? rule.atOrAbove : rule.below;
}

const cm1 = (halfMm: number): number => halfMm / 20;
const fmt1 = (value: number): string => formatScaled(Math.round(value * 10), 1, 1);

function describeDiameter(
  definition: StandardDefinition,
  lengthClassCm: number,
  shortMm: number,
  longMm: number,
  halfMm: number,
): ExplanationStep[] {
  const steps: ExplanationStep[] = [];
  const rule = definition.diameter.rule;
  if (rule.kind === 'byLength') {
    const below = lengthClassCm < Math.round(rule.thresholdM * 100);
    steps.push({
      code: below ? 'diameter.byLength.below' : 'diameter.byLength.atOrAbove',
      params: { thresholdM: rule.thresholdM, lengthClass: lengthClassCm / 100 },
    });
  }
  const choice = choiceFor(definition, lengthClassCm);
  const params = { short: shortMm / 10, long: longMm / 10, diameter: cm1(halfMm) };
  if (choice.kind === 'meanIfOval') {
    const oval = longMm - shortMm >= Math.round(choice.minDifferenceCm * 10);
    steps.push({
      code: oval ? 'diameter.meanIfOval.mean' : 'diameter.meanIfOval.short',
      params: { ...params, minDifference: choice.minDifferenceCm },
    });
  } else {
    steps.push({ code: choice.kind === 'short' ? 'diameter.short' : 'diameter.mean', params });
  }
  return steps;
}

function describeClass(
  definition: StandardDefinition,
  halfMm: number,
  diameterClass: number,
): ExplanationStep {
  const value = cm1(halfMm);
  const bands = definition.diameter.classes;
  const band = [...bands].reverse().find((b) => value >= b.fromCm) ?? bands[0];
  return {
    code: 'diameterClass',
    params: {
      diameter: value,
      class: diameterClass,
      stepCm: band?.stepCm ?? 1,
      fromCm: band?.fromCm ?? 0,
      roundUpFromCm: band?.roundUpFromCm ?? 1,
    },
  };
}

function describeVolume(
  definition: StandardDefinition,
  diameterClass: number,
  lengthClassCm: number,
): ExplanationStep {
  const method = definition.volume;
  const l = lengthClassCm / 100;
  switch (method.kind) {
    case 'gb4814':
      return {
        code: `volume.gb4814.${gb4814Formula(diameterClass, l, method)}`,
        params: { interpolateFromM: method.interpolateFromM, interpolateToM: method.interpolateToM },
      };
    case 'gost2708': {
      const cell = gost2708Cell(diameterClass, lengthClassCm, method.oddClasses === 'interpolate');
      return cell?.interpolatedFrom
        ? {
            code: 'volume.gost2708.interpolatedOdd',
            params: { table: cell.table, lower: cell.interpolatedFrom[0], upper: cell.interpolatedFrom[1] },
          }
        : { code: 'volume.gost2708.table', params: { table: cell?.table ?? 1 } };
    }
    case 'jas':
    case 'jas_revised':
      return { code: `volume.${method.kind}.${jasFormula(l)}`, params: {} };
    case 'cylinder':
      return { code: 'volume.cylinder', params: {} };
  }
}

function stepText(step: ExplanationStep): string {
  const p = step.params;
  switch (step.code) {
    case 'diameter.byLength.below':
      return `Length class ${String(p.lengthClass)} m is under ${String(p.thresholdM)} m.`;
    case 'diameter.byLength.atOrAbove':
      return `Length class ${String(p.lengthClass)} m is ${String(p.thresholdM)} m or more.`;
    case 'diameter.meanIfOval.mean':
      return `Oval end (long ${String(p.long)} - short ${String(p.short)} >= ${String(p.minDifference)} cm): mean ${fmt1(Number(p.diameter))} cm.`;
    case 'diameter.meanIfOval.short':
      return `Long and short differ by less than ${String(p.minDifference)} cm: short diameter ${fmt1(Number(p.diameter))} cm.`;
    case 'diameter.short':
      return `Short diameter ${fmt1(Number(p.diameter))} cm.`;
    case 'diameter.mean':
      return `Mean of short and long: ${fmt1(Number(p.diameter))} cm.`;
    case 'diameterClass':
      return `${fmt1(Number(p.diameter))} cm is class ${String(p.class)} (${String(p.stepCm)} cm classes from ${String(p.fromCm)} cm, round up from ${String(p.roundUpFromCm)} cm).`;
    case 'lengthClass':
      return `Length ${String(p.length)} m is class ${String(p.class)} m.`;
    case 'volume.gb4814.short':
      return 'GB/T 4814 short-log formula (under 2 m).';
    case 'volume.gb4814.small':
      return 'GB/T 4814 formula for 4 to 13 cm.';
    case 'volume.gb4814.standard':
      return 'GB/T 4814 formula for 14 cm and up.';
    case 'volume.gb4814.interpolated':
      return `GB/T 4814, interpolated between ${String(p.interpolateFromM)} m and the long-log formula at ${String(p.interpolateToM)} m.`;
    case 'volume.gb4814.long':
      return 'GB/T 4814 long-log formula.';
    case 'volume.gost2708.table':
      return `GOST 2708-75 table ${String(p.table)}.`;
    case 'volume.gost2708.interpolatedOdd':
      return `GOST 2708-75 table ${String(p.table)}, mean of ${String(p.lower)} and ${String(p.upper)} cm (odd class not printed).`;
    case 'volume.jas.under6m':
    case 'volume.jas_revised.under6m':
      return 'JAS: D squared times L (under 6 m).';
    case 'volume.jas.from6m':
      return 'JAS long-log formula (6 m and up).';
    case 'volume.jas_revised.from6m':
      return 'Revised JAS long-log formula (6 m and up).';
    case 'volume.cylinder':
      return 'Cylinder volume.';
    default:
      return `Volume ${String(p.volume)} m3 (${String(p.decimals)} decimals).`;
  }
}

/** Measures one log: which diameter counts, its class, the length class, the volume and why. */
export function measureLog(standardRef: StandardRef, input: LogInput): LogMeasurement {
  const standard = resolveStandard(standardRef);
  const definition = standard.definition;
  assertReading(input.minDiameter, 'minDiameter', MAX_READING_CM);
  assertReading(input.length, 'length', MAX_LENGTH_M);
  const maxInput = input.maxDiameter ?? input.minDiameter;
  assertReading(maxInput, 'maxDiameter', MAX_READING_CM);
  if (maxInput < input.minDiameter) {
    throw new VolumeError('VOLUME.INVALID_INPUT', 'maxDiameter must not be below minDiameter');
  }
  const lengthCm = Math.floor(input.length * 100 + 1e-6);
  const lengthIndex = standard.lengthIndexByCm[lengthCm] ?? -1;
  if (lengthIndex < 0) {
    throw new VolumeError(
      'VOLUME.OUT_OF_RANGE',
      `Length ${input.length} m is outside the classes of ${definition.code}`,
    );
  }
  const lengthClassCm = standard.lengthClassesCm[lengthIndex] ?? 0;
  const shortMm = readingMm(standard, input.minDiameter);
  const longMm = readingMm(standard, maxInput);
  const halfMm = effectiveHalfMm(standard, shortMm, longMm, lengthClassCm);
  const diameterClass = standard.classByHalfMm[halfMm] ?? -1;
  if (diameterClass < 0) {
    throw new VolumeError(
      'VOLUME.OUT_OF_RANGE',
      `Diameter ${cm1(halfMm)} cm is outside the classes of ${definition.code} (${standard.minClassCm} to ${standard.maxClassCm} cm)`,
    );
  }
  const volumeE4 =
    standard.volumeGrid[
      (diameterClass - standard.minClassCm) * standard.lengthClassesCm.length + lengthIndex
    ] ?? -1;
  if (volumeE4 < 0) {
    throw new VolumeError(
      'VOLUME.NOT_IN_TABLE',
      `${definition.code} has no volume for ${diameterClass} cm x ${lengthClassCm / 100} m`,
    );
  }
  const decimals = volumeDecimals(definition, diameterClass, volumeE4);
  const volumeText = formatE4(volumeE4, decimals);
  const steps: ExplanationStep[] = [
    ...describeDiameter(definition, lengthClassCm, shortMm, longMm, halfMm),
    describeClass(definition, halfMm, diameterClass),
    { code: 'lengthClass', params: { length: input.length, class: lengthClassCm / 100 } },
    describeVolume(definition, diameterClass, lengthClassCm),
    { code: 'volume', params: { volume: volumeText, decimals } },
  ];
  return {
    standard: definition.code,
    diameter: cm1(halfMm),
    diameterClass,
    lengthClass: lengthClassCm / 100,
    volume: volumeE4 / 10_000,
    volumeE4,
    volumeText,
    explanation: { text: steps.map(stepText).join(' '), steps },
  };
}

export interface TableVolume {
  readonly volumeE4: number;
  readonly volume: number;
  /** Formatted with the standard's decimals, as a table prints it. */
  readonly volumeText: string;
}

/**
 * The volume for a diameter class (cm) and a length class (m). Formula standards accept any length
 * in whole cm within their range; table standards only their printed (or interpolated) cells.
 */
export function tableVolume(
  standardRef: StandardRef,
  diameterClass: number,
  lengthClass: number,
): TableVolume {
  const standard = resolveStandard(standardRef);
  const definition = standard.definition;
  if (
    !Number.isInteger(diameterClass) ||
    diameterClass < standard.minClassCm ||
    diameterClass > standard.maxClassCm
  ) {
    throw new VolumeError(
      'VOLUME.OUT_OF_RANGE',
      `Diameter class must be a whole number from ${standard.minClassCm} to ${standard.maxClassCm} cm for ${definition.code}, got ${diameterClass}`,
    );
  }
  const lengthCm = Math.round(lengthClass * 100);
  if (
    !Number.isFinite(lengthClass) ||
    lengthCm <= 0 ||
    Math.abs(lengthClass * 100 - lengthCm) > 1e-6 ||
    lengthClass > MAX_LENGTH_M
  ) {
    throw new VolumeError(
      'VOLUME.INVALID_INPUT',
      `Length class must be in m with at most 2 decimals, got ${lengthClass}`,
    );
  }
  const first = standard.lengthClassesCm[0] ?? 0;
  const last = standard.lengthClassesCm[standard.lengthClassesCm.length - 1] ?? 0;
  if (lengthCm < first || lengthCm > last) {
    throw new VolumeError(
      'VOLUME.OUT_OF_RANGE',
      `Length class ${lengthClass} m is outside ${first / 100} to ${last / 100} m for ${definition.code}`,
    );
  }
  const volumeE4 = computeVolumeE4(definition, diameterClass, lengthCm);
  if (volumeE4 < 0) {
    throw new VolumeError(
      'VOLUME.NOT_IN_TABLE',
      `${definition.code} has no volume for ${diameterClass} cm x ${lengthClass} m`,
    );
  }
  return {
    volumeE4,
    volume: volumeE4 / 10_000,
    volumeText: formatE4(volumeE4, volumeDecimals(definition, diameterClass, volumeE4)),
  };
}

export interface BatchOutput {
  /** Volume per log in ten-thousandths; -1 for a log the standard cannot measure. */
  readonly volumeE4: Int32Array;
  readonly diameterClass?: Int16Array;
  /** Length class per log in cm. */
  readonly lengthClassCm?: Int16Array;
}

export interface BatchResult {
  readonly totalVolumeE4: number;
  readonly measured: number;
  readonly rejected: number;
}

/**
 * Measures many logs without allocating per log: the hot path for devices and imports.
 * `maxDiameters` may be omitted (short diameter only). Rejected logs get volume -1.
 */
export function measureBatch(
  standardRef: StandardRef | CompiledStandard,
  minDiameters: Float64Array,
  maxDiameters: Float64Array | undefined,
  lengths: Float64Array,
  out: BatchOutput,
): BatchResult {
  const standard: CompiledStandard = resolveStandard(standardRef);
  const count = minDiameters.length;
  if (
    lengths.length !== count ||
    (maxDiameters && maxDiameters.length !== count) ||
    out.volumeE4.length < count
  ) {
    throw new VolumeError('VOLUME.INVALID_INPUT', 'Batch arrays must have the same length');
  }
  const {
    classByHalfMm,
    lengthIndexByCm,
    volumeGrid,
    lengthClassesCm,
    readingMm: step,
    minClassCm,
  } = standard;
  const lengthCount = lengthClassesCm.length;
  const classSize = classByHalfMm.length;
  const lengthSize = lengthIndexByCm.length;
  const { diameterClass: outClass, lengthClassCm: outLength, volumeE4: outVolume } = out;
  let total = 0;
  let rejected = 0;
  for (let i = 0; i < count; i += 1) {
    const lengthCm = Math.floor((lengths[i] ?? 0) * 100 + 1e-6);
    const li = lengthCm >= 0 && lengthCm < lengthSize ? (lengthIndexByCm[lengthCm] ?? -1) : -1;
    let volume = -1;
    let diameterClass = -1;
    let lengthClass = -1;
    if (li >= 0) {
      lengthClass = lengthClassesCm[li] ?? -1;
      let shortMm = Math.floor((minDiameters[i] ?? 0) * 10 + 1e-6);
      shortMm -= shortMm % step;
      let longMm = maxDiameters ? Math.floor((maxDiameters[i] ?? 0) * 10 + 1e-6) : shortMm;
      longMm -= longMm % step;
      if (longMm < shortMm) {
        longMm = shortMm;
      }
      const halfMm = effectiveHalfMm(standard, shortMm, longMm, lengthClass);
      diameterClass = halfMm > 0 && halfMm < classSize ? (classByHalfMm[halfMm] ?? -1) : -1;
      if (diameterClass >= 0) {
        volume = volumeGrid[(diameterClass - minClassCm) * lengthCount + li] ?? -1;
      }
    }
    outVolume[i] = volume;
    if (outClass) {
      outClass[i] = diameterClass;
    }
    if (outLength) {
      outLength[i] = lengthClass;
    }
    if (volume >= 0) {
      total += volume;
    } else {
      rejected += 1;
    }
  }
  return { totalVolumeE4: total, measured: count - rejected, rejected };
}
