import { type WebMessageId } from '@timber/i18n';
import { PRESET_STANDARDS, type PresetCode } from '@timber/volume';
import { type IntlShape } from 'react-intl';

/** The translated name of every preset standard of libs/volume. */
const STANDARD_NAME_IDS: Readonly<Record<PresetCode, WebMessageId>> = {
  ch: 'standard.ch',
  ch_a: 'standard.ch_a',
  ch_ns: 'standard.ch_ns',
  ch_ns_test1: 'standard.ch_ns_test1',
  ch_ns_test2: 'standard.ch_ns_test2',
  ch_gd: 'standard.ch_gd',
  ch_gd_a: 'standard.ch_gd_a',
  ch_fj: 'standard.ch_fj',
  ch_fj_a: 'standard.ch_fj_a',
  ch_tj: 'standard.ch_tj',
  ch_sd: 'standard.ch_sd',
  rus_stp: 'standard.rus_stp',
  rus_stp_a: 'standard.rus_stp_a',
  rus_ovb: 'standard.rus_ovb',
  rus_ovb_a: 'standard.rus_ovb_a',
  rus_ikt: 'standard.rus_ikt',
  jas: 'standard.jas',
  jas_revised: 'standard.jas_revised',
  cylinder: 'standard.cylinder',
};

export const isPresetCode = (code: string): code is PresetCode => code in STANDARD_NAME_IDS;

/** Every preset code, in the library's order. */
export const PRESET_CODES: readonly PresetCode[] = PRESET_STANDARDS.map((standard) => standard.code).filter(
  isPresetCode,
);

/** A standard's name in the user's language; a code the app does not know shows as given. */
export const standardName = (intl: IntlShape, code: string, fallback = code): string =>
  isPresetCode(code) ? intl.formatMessage({ id: STANDARD_NAME_IDS[code] }) : fallback;

/** "ch · China GB/T 4814 ...": the code the trade uses, then the name. */
export const standardLabel = (intl: IntlShape, code: string, fallback = code): string =>
  `${code} · ${standardName(intl, code, fallback)}`;
