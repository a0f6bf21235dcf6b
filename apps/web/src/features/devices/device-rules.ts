import {
  type CredentialState,
  type DeviceLogAction,
  type DeviceType,
  DEVICE_NO_PATTERN,
} from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { type IntlShape } from 'react-intl';
import { type Rule } from '../../shared/form/validators';

/** The device types' names (libs/contracts DEVICE_TYPES). */
export const DEVICE_TYPE_LABELS: Readonly<Record<DeviceType, WebMessageId>> = {
  gateScanner: 'device.type.gateScanner',
  handheld: 'device.type.handheld',
  conveyor: 'device.type.conveyor',
};

export const CREDENTIAL_LABELS: Readonly<Record<CredentialState, WebMessageId>> = {
  none: 'device.credential.none',
  enrolled: 'device.credential.enrolled',
  revoked: 'device.credential.revoked',
};

export const CREDENTIAL_SEVERITY: Readonly<Record<CredentialState, 'secondary' | 'success' | 'danger'>> = {
  none: 'secondary',
  enrolled: 'success',
  revoked: 'danger',
};

/** A device number as the server takes it: 2 to 20 letters or digits, groups joined by single hyphens. */
export const deviceNoRule: Rule = (value) =>
  value && (value.length < 2 || !DEVICE_NO_PATTERN.test(value)) ? { id: 'device.noFormat' } : null;

/** Typing a device number: spaces and anything but letters, digits and hyphens dropped. */
export const cleanDeviceNo = (raw: string): string => raw.replace(/[^A-Za-z0-9-]/g, '').toUpperCase();

/** The codes of a comma list (`ch,rus_stp`). */
export const standardCodes = (list: string): string[] =>
  list
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');

/** Ticks or unticks `code`, keeping the order of `offered` (codes not offered stay where they were, first). */
export function toggleStandard(
  ticked: readonly string[],
  code: string,
  offered: readonly string[],
): string[] {
  const next = ticked.includes(code) ? ticked.filter((c) => c !== code) : [...ticked, code];
  const rank = (c: string) => {
    const index = offered.indexOf(c);
    return index === -1 ? -1 : index;
  };
  return [...next].sort((a, b) => rank(a) - rank(b));
}

const ACTION_LABELS: Readonly<Record<DeviceLogAction, WebMessageId>> = {
  added: 'deviceLog.action.added',
  renamed: 'deviceLog.action.renamed',
  standardsChanged: 'deviceLog.action.standardsChanged',
  switchedOn: 'deviceLog.action.switchedOn',
  switchedOff: 'deviceLog.action.switchedOff',
  deleted: 'deviceLog.action.deleted',
  enrolled: 'deviceLog.action.enrolled',
  revoked: 'deviceLog.action.revoked',
  upload: 'deviceLog.action.upload',
  rejected: 'deviceLog.action.rejected',
};

/** What a device log line says, in the user's language, filled from its detail. */
export function logActionText(
  intl: IntlShape,
  action: DeviceLogAction,
  detail: Record<string, string | number>,
): string {
  const text = (key: string) => String(detail[key] ?? '');
  const count = (key: string) => Number(detail[key] ?? 0);
  const values: Record<string, string | number> = {
    standards: text('standards'),
    from: text('from'),
    to: text('to'),
    logs: count('logs'),
    abnormal: count('abnormal'),
    reason: text('reason'),
  };
  return intl.formatMessage({ id: ACTION_LABELS[action] }, values);
}
