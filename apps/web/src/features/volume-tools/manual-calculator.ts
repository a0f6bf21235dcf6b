import { type SheetSummary, summarizeCounts, tableVolume, type VolumeErrorCode } from '@timber/volume';
import { positiveNumber } from '../../shared/form/sanitize';
import { volumeErrorCode } from '../../shared/volume/volume-text';

/** Diameters 10 to 68 cm in steps of 2: the calculator's 30 inputs (spec §9). */
export const CALCULATOR_DIAMETERS: readonly number[] = Array.from({ length: 30 }, (_, i) => 10 + 2 * i);
/** Characters of the length input and of a count input. */
export const LENGTH_INPUT_MAX = 6;
export const COUNT_INPUT_MAX = 5;

/** Errors of one diameter at this length; any other error concerns the whole calculation. */
const PER_CELL: ReadonlySet<VolumeErrorCode> = new Set(['VOLUME.NOT_IN_TABLE', 'VOLUME.OUT_OF_RANGE']);

export type Counts = Readonly<Record<number, string>>;

export type ManualTotals =
  | { kind: 'empty' }
  | { kind: 'error'; error: VolumeErrorCode }
  | {
      kind: 'summary';
      summary: SheetSummary;
      /** Diameters with a count that the standard has no volume for at this length. */
      notMeasurable: number[];
    };

/**
 * Total logs and volume of the counts at one length under a standard, from libs/volume's
 * tabulated volumes. A diameter the standard's table lacks at this length is left out and named.
 */
export function manualTotals(standard: string, lengthText: string, counts: Counts): ManualTotals {
  const length = positiveNumber(lengthText);
  if (!standard || length === null) {
    return { kind: 'empty' };
  }
  const rows = CALCULATOR_DIAMETERS.map((diameterClass) => ({
    diameterClass,
    lengthClass: length,
    quantity: Number(counts[diameterClass] || 0),
  })).filter((row) => row.quantity > 0);
  const measurable = [];
  const failures: { diameter: number; error: VolumeErrorCode }[] = [];
  for (const row of rows) {
    try {
      tableVolume(standard, row.diameterClass, row.lengthClass);
      measurable.push(row);
    } catch (error) {
      failures.push({ diameter: row.diameterClass, error: volumeErrorCode(error) });
    }
  }
  const [first] = failures;
  // Nothing measurable, or the standard or length itself refused: one message for the whole sheet.
  if (first && (measurable.length === 0 || failures.some((failure) => !PER_CELL.has(failure.error)))) {
    return { kind: 'error', error: first.error };
  }
  const notMeasurable = failures.map((failure) => failure.diameter);
  return { kind: 'summary', summary: summarizeCounts(standard, measurable), notMeasurable };
}
