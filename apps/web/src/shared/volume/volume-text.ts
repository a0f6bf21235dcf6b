import { type WebMessageId } from '@timber/i18n';
import { type Explanation, VolumeError, type VolumeErrorCode } from '@timber/volume';
import { type IntlShape } from 'react-intl';

/** Message ids of the explanation steps libs/volume emits (measure-log.ts), by step code. */
const STEP_IDS: Readonly<Record<string, WebMessageId>> = {
  'diameter.byLength.below': 'volumeExplain.diameter.byLength.below',
  'diameter.byLength.atOrAbove': 'volumeExplain.diameter.byLength.atOrAbove',
  'diameter.meanIfOval.mean': 'volumeExplain.diameter.meanIfOval.mean',
  'diameter.meanIfOval.short': 'volumeExplain.diameter.meanIfOval.short',
  'diameter.short': 'volumeExplain.diameter.short',
  'diameter.mean': 'volumeExplain.diameter.mean',
  diameterClass: 'volumeExplain.diameterClass',
  lengthClass: 'volumeExplain.lengthClass',
  'volume.gb4814.short': 'volumeExplain.volume.gb4814.short',
  'volume.gb4814.small': 'volumeExplain.volume.gb4814.small',
  'volume.gb4814.standard': 'volumeExplain.volume.gb4814.standard',
  'volume.gb4814.interpolated': 'volumeExplain.volume.gb4814.interpolated',
  'volume.gb4814.long': 'volumeExplain.volume.gb4814.long',
  'volume.gost2708.table': 'volumeExplain.volume.gost2708.table',
  'volume.gost2708.interpolatedOdd': 'volumeExplain.volume.gost2708.interpolatedOdd',
  'volume.jas.under6m': 'volumeExplain.volume.jas.under6m',
  'volume.jas_revised.under6m': 'volumeExplain.volume.jas.under6m',
  'volume.jas.from6m': 'volumeExplain.volume.jas.from6m',
  'volume.jas_revised.from6m': 'volumeExplain.volume.jas_revised.from6m',
  'volume.cylinder': 'volumeExplain.volume.cylinder',
  volume: 'volumeExplain.volume',
};

export const explanationStepId = (code: string): WebMessageId | undefined => STEP_IDS[code];

/**
 * The rule the library applied, one translated line per step. A step the app has no message for
 * (a newer library) shows the library's English text rather than nothing.
 */
export function explainMeasurement(intl: IntlShape, explanation: Explanation): string[] {
  const lines = explanation.steps.map((step) => {
    const id = STEP_IDS[step.code];
    return id ? intl.formatMessage({ id }, step.params) : null;
  });
  return lines.every((line) => line !== null) ? lines : [explanation.text];
}

const ERROR_IDS: Readonly<Record<VolumeErrorCode, WebMessageId>> = {
  'VOLUME.UNKNOWN_STANDARD': 'volumeError.unknownStandard',
  'VOLUME.INVALID_STANDARD': 'volumeError.unknownStandard',
  'VOLUME.INVALID_INPUT': 'volumeError.invalidInput',
  'VOLUME.OUT_OF_RANGE': 'volumeError.outOfRange',
  'VOLUME.NOT_IN_TABLE': 'volumeError.notInTable',
};

/** The library error code of a failed measurement; anything else is a bug and is thrown again. */
export function volumeErrorCode(error: unknown): VolumeErrorCode {
  if (error instanceof VolumeError) {
    return error.code;
  }
  throw error;
}

export const volumeErrorText = (intl: IntlShape, code: VolumeErrorCode): string =>
  intl.formatMessage({ id: ERROR_IDS[code] });
