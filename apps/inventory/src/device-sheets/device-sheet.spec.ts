import { measureLog } from '@timber/volume';
import { describe, expect, it } from 'vitest';
import { buildDeviceSheet, deviceDay, type MeasurementReceived } from './device-sheet';

const ids = {
  id: '10000000-0000-4000-8000-000000000001',
  spu: 'IN20261120-0001',
  tenantId: '00000000-0000-4000-8000-000000000001',
  receivedAt: new Date('2026-11-20T08:15:00Z'),
};

const measurement = (
  logs: NonNullable<MeasurementReceived['logs']>,
  changes: Partial<MeasurementReceived> = {},
): MeasurementReceived => ({
  measurementId: '20000000-0000-4000-8000-000000000001',
  deviceId: '30000000-0000-4000-8000-000000000001',
  deviceNo: 'DEV-0042',
  idempotencyKey: 'key-0001',
  kind: 1,
  standard: 'ch',
  woodKindId: '00000000-0000-4000-8000-000000000301',
  locationId: '00000000-0000-4000-8000-000000000400',
  customerId: null,
  transportNum: 'MGL8823',
  deviceTime: '2026-11-20T23:30:00+08:00',
  logs,
  ...changes,
});
const log = (
  min: number,
  max: number,
  length: number,
  abnormal: NonNullable<MeasurementReceived['logs']>[number]['abnormal'] = null,
) => ({
  minDiameterCm: min,
  maxDiameterCm: max,
  lengthM: length,
  picture: null,
  abnormal,
});

describe('a device measurement as a pending sheet', () => {
  it.each(['ch', 'ch_gd', 'jas', 'cylinder'])(
    'measures every log with the volume library under %s',
    (standard) => {
      const readings = [log(24.5, 26, 4), log(31, 33.2, 4), log(18.2, 19, 2.6), log(40, 44.5, 6)];
      const { sheet, logs } = buildDeviceSheet(measurement(readings, { standard }), standard, ids);
      const expected = readings.map((r) =>
        measureLog(standard, {
          minDiameter: r.minDiameterCm,
          maxDiameter: r.maxDiameterCm,
          length: r.lengthM,
        }),
      );
      expect(logs.map((l) => l.volume_e4)).toEqual(expected.map((m) => m.volumeE4));
      expect(logs.map((l) => l.diameter_class)).toEqual(expected.map((m) => m.diameterClass));
      expect(sheet.volume_e4).toBe(expected.reduce((sum, m) => sum + m.volumeE4, 0));
      expect(sheet.diameter_sum_e1).toBe(expected.reduce((sum, m) => sum + m.diameterClass * 10, 0));
      expect(sheet).toMatchObject({
        status: 1,
        kind: 1,
        standard,
        quantity: 4,
        error_num: 0,
        device_no: 'DEV-0042',
      });
    },
  );

  it('keeps abnormal logs, counts them, and measures what can be measured', () => {
    const { sheet, logs } = buildDeviceSheet(
      measurement([
        log(24.5, 26, 4),
        log(30, 28, 4, 'minAboveMax'),
        log(24, 25, 0, 'zeroLength'),
        log(5, 6, 4, 'outOfRange'),
      ]),
      'ch',
      ids,
    );
    expect(logs.map((l) => l.abnormal)).toEqual([false, true, true, true]);
    expect(sheet.error_num).toBe(3);
    expect(sheet.quantity).toBe(4);
    // ends read the wrong way round measure as min 28, max 30; a zero length has no volume
    expect(logs[1]?.volume_e4).toBe(
      measureLog('ch', { minDiameter: 28, maxDiameter: 30, length: 4 }).volumeE4,
    );
    expect(logs[2]).toMatchObject({
      volume_e4: null,
      diameter_class: null,
      length_class: null,
      min_diameter: 24,
    });
    expect(Number(logs[1]?.min_diameter)).toBe(30);
  });

  it('flags a log the standard cannot measure even when the device trusted it', () => {
    const { sheet, logs } = buildDeviceSheet(measurement([log(24.5, 26, 4), log(24.5, 26, 40)]), 'ch', ids);
    expect(logs.map((l) => [l.abnormal, l.volume_e4 === null])).toEqual([
      [false, false],
      [true, true],
    ]);
    expect(sheet.error_num).toBe(1);
  });

  it('reads the logs of a version 2 event (columns) exactly as those of version 1 (objects)', () => {
    const logs = [
      { ...log(24.5, 26, 4), picture: 'pic/1.jpg' },
      log(30, 28, 4, 'minAboveMax'),
      log(24, 25, 0, 'zeroLength'),
      log(24.5, 26, 40),
    ];
    const columns = {
      minDiameterCm: [24.5, 30, 24, 24.5],
      maxDiameterCm: [26, 28, 25, 26],
      lengthM: [4, 4, 0, 40],
      picture: ['pic/1.jpg', null, null, null],
      abnormal: [null, 'minAboveMax' as const, 'zeroLength' as const, null],
    };
    const v1 = buildDeviceSheet(measurement(logs), 'ch', ids);
    const { logs: _none, ...header } = measurement(logs);
    const v2 = buildDeviceSheet({ ...header, readings: columns }, 'ch', ids);
    const withoutId = (rows: typeof v1.logs) => rows.map(({ id: _id, ...rest }) => rest);
    expect(withoutId(v2.logs)).toEqual(withoutId(v1.logs));
    expect(v2.sheet).toEqual(v1.sheet);
    expect(v2.logs.map((l) => l.pic_url)).toEqual(['pic/1.jpg', '', '', '']);
    const noPictures = buildDeviceSheet({ ...header, readings: { ...columns, picture: null } }, 'ch', ids);
    expect(noPictures.logs.map((l) => l.pic_url)).toEqual(['', '', '', '']);
    expect(noPictures.sheet).toEqual(v1.sheet);
    expect(() => buildDeviceSheet(header, 'ch', ids)).toThrow(/neither readings nor logs/);
    expect(() => buildDeviceSheet({ ...header, readings: { ...columns, lengthM: [4] } }, 'ch', ids)).toThrow(
      /differ in length/,
    );
  });

  it('records the provenance of each log and the day the device measured on', () => {
    const { sheet, logs } = buildDeviceSheet(
      measurement([{ ...log(24.5, 26, 4), picture: 'pic/1.jpg' }], { kind: 2 }),
      'ch',
      ids,
    );
    expect(logs[0]).toMatchObject({
      sheet_id: ids.id,
      origin_sheet_id: ids.id,
      wood_code: '1',
      data_source: 1,
      manual: false,
      device_no: 'DEV-0042',
      pic_url: 'pic/1.jpg',
    });
    expect(sheet).toMatchObject({
      kind: 2,
      sheet_date: '2026-11-20',
      created_by: '30000000-0000-4000-8000-000000000001',
      // created when ingest accepted the post, not when inventory took its event
      created_at: new Date('2026-11-20T08:15:00Z'),
    });
    expect(deviceDay('2026-11-20T23:30:00-05:00')).toBe('2026-11-20');
  });
});
