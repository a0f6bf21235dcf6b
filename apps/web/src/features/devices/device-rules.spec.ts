import { loadWebMessages } from '@timber/i18n';
import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanDeviceNo, deviceNoRule, logActionText, standardCodes, toggleStandard } from './device-rules';

describe('device rules of the device list', () => {
  let intl: ReturnType<typeof createIntl>;
  beforeAll(async () => {
    intl = createIntl({ locale: 'en', messages: await loadWebMessages('en') });
  });

  it('cleans a typed device number and checks its format', () => {
    expect(cleanDeviceNo(' d-10 01/x ')).toBe('D-1001X');
    expect(deviceNoRule('')).toBeNull();
    expect(deviceNoRule('D-1001')).toBeNull();
    expect(deviceNoRule('D')).toEqual({ id: 'device.noFormat' });
    expect(deviceNoRule('D--1')).toEqual({ id: 'device.noFormat' });
    expect(deviceNoRule('-D1')).toEqual({ id: 'device.noFormat' });
  });

  it('reads a comma list and ticks standards in the offered order', () => {
    expect(standardCodes(' ch, rus_stp,,')).toEqual(['ch', 'rus_stp']);
    const offered = ['ch', 'rus_stp', 'jas'];
    expect(toggleStandard(['jas'], 'ch', offered)).toEqual(['ch', 'jas']);
    expect(toggleStandard(['ch', 'jas'], 'ch', offered)).toEqual(['jas']);
    expect(toggleStandard(['ch_a', 'jas'], 'rus_stp', offered)).toEqual(['ch_a', 'rus_stp', 'jas']);
  });

  it('says what a log line means, filled from its detail', () => {
    expect(logActionText(intl, 'upload', { logs: 3, abnormal: 1 })).toBe(
      'Uploaded a sheet of 3 logs, 1 abnormal',
    );
    expect(logActionText(intl, 'renamed', { from: 'A', to: 'B' })).toBe('Renamed from “A” to “B”');
    expect(logActionText(intl, 'switchedOn', {})).toBe('Switched on');
  });
});
