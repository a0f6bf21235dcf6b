// @timber/volume: measurement standards as data, exact log volumes, sheets and money.
// Pure TypeScript, shared by the web app and every service (no framework or Node imports).

export { MAX_BOARD_LENGTH_M, boardVolumeE4, outturnPercent, type BoardSpec } from './board';
export {
  MAX_LENGTH_M,
  MAX_READING_CM,
  compileStandard,
  computeVolumeE4,
  diameterClassesCm,
  resolveStandard,
  volumeDecimals,
  type CompiledStandard,
  type StandardRef,
} from './compile-standard';
export { VolumeError, type VolumeErrorCode } from './errors';
export {
  measureBatch,
  measureLog,
  tableVolume,
  type BatchOutput,
  type BatchResult,
  type Explanation,
  type ExplanationStep,
  type LogInput,
  type LogMeasurement,
  type TableVolume,
} from './measure-log';
export {
  PRICE_INPUT_MAX_LENGTH,
  amountCents,
  amountCentsFromThousandths,
  formatCents,
  parsePriceCents,
  sumCents,
} from './money';
export {
  priceRangeGroups,
  rangeGroupLabel,
  summarizeCounts,
  summarizeSheet,
  type CountRow,
  type PricedGroup,
  type RangeGroup,
  type SheetLog,
  type SheetRow,
  type SheetSummary,
} from './sheet';
export {
  lengthClassesCm,
  parseStandardDefinition,
  standardDefinitionSchema,
  validateStandardDefinition,
  type DiameterChoice,
  type DiameterClassBand,
  type DiameterRule,
  type LengthBand,
  type StandardDefinition,
  type ValidationResult,
  type VolumeMethod,
  type VolumePrecision,
} from './standard-definition';
export { PRESET_STANDARDS, SPEC_STANDARD_CODES, findPreset, type PresetCode } from './standards/presets';
export {
  E4_PER_M3,
  e4ToM3,
  e4ToThousandths,
  formatE4,
  formatThousandths,
  m3ToE4,
  parseVolumeE4,
  parseVolumeThousandths,
  roundE4,
  roundHalfUp,
  sumE4,
} from './units';

/** Volumes are shown and totalled with 3 decimals (spec §9). */
export const VOLUME_DECIMALS = 3;
