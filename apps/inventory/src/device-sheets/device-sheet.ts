import { type EventPayload, type MeasuredLogColumns, measuredLogColumnsOf } from '@timber/contracts';
import { timeOrderedId } from '@timber/db';
import { type StandardDefinition } from '@timber/volume';
import { measureReadings, type Reading } from '../measuring';
import { buildSheet, DATA_SOURCE, type NewLog, type NewSheet, SHEET_STATUS, type SheetKind } from '../sheets';

export type MeasurementReceived = EventPayload<'ingest.measurement.received'>;

/** The calendar day the device measured on, as its own clock and offset wrote it. */
export const deviceDay = (deviceTime: string): string => deviceTime.slice(0, 10);

/**
 * The pending sheet (status 1) of a device's accepted measurement: the header as inventory's sheet
 * builder makes every new sheet, each log with its provenance (device, its number, its picture),
 * measured by the volume library under the chosen standard. A log the device flagged, or one the
 * standard cannot measure, is kept as abnormal wood (no volume when unmeasurable) and counted in
 * errorNum for the confirm flow, never dropped.
 */
export function buildDeviceSheet(
  measurement: MeasurementReceived,
  standard: string | StandardDefinition,
  ids: {
    id: string;
    spu: string;
    tenantId: string;
    /** when ingest accepted the device's post: the sheet's creation */
    receivedAt: Date;
  },
): { sheet: NewSheet; logs: NewLog[] } {
  const { sheet } = buildSheet(
    {
      kind: measurement.kind as SheetKind,
      sheetType: 1,
      date: deviceDay(measurement.deviceTime),
      standardCode: measurement.standard,
      standard,
      locationId: measurement.locationId,
      woodKindId: measurement.woodKindId,
      customerId: measurement.customerId,
      transportNum: measurement.transportNum,
      purchaseVolumeE4: null,
      rows: [],
    },
    { ...ids, userId: measurement.deviceId, username: measurement.deviceNo },
  );
  const readings = measuredLogColumnsOf(measurement);
  const measured = measureReadings(standard, smallEndFirst(readings));
  let volumeE4 = 0;
  let diameterSumE1 = 0;
  let errorNum = 0;
  const logs = readings.minDiameterCm.map((minDiameterCm, index): NewLog => {
    const volume = measured.volumeE4[index] ?? -1;
    const ok = volume >= 0;
    const abnormal = readings.abnormal[index] !== null || !ok;
    volumeE4 += ok ? volume : 0;
    diameterSumE1 += ok ? (measured.diameterClass[index] ?? 0) * 10 : 0;
    errorNum += abnormal ? 1 : 0;
    return {
      id: timeOrderedId(),
      tenant_id: ids.tenantId,
      sheet_id: ids.id,
      origin_sheet_id: ids.id,
      wood_code: String(index + 1),
      min_diameter: minDiameterCm,
      max_diameter: readings.maxDiameterCm[index] ?? 0,
      length_m: readings.lengthM[index] ?? 0,
      diameter_class: ok ? (measured.diameterClass[index] ?? null) : null,
      length_class: ok ? (measured.lengthClassCm[index] ?? 0) / 100 : null,
      volume_e4: ok ? volume : null,
      abnormal,
      manual: false,
      data_source: DATA_SOURCE.DEVICE,
      device_no: measurement.deviceNo,
      pic_url: readings.picture?.[index] ?? '',
    };
  });
  return {
    sheet: {
      ...sheet,
      status: SHEET_STATUS.NEW,
      quantity: logs.length,
      volume_e4: volumeE4,
      diameter_sum_e1: diameterSumE1,
      error_num: errorNum,
      device_no: measurement.deviceNo,
      created_at: ids.receivedAt,
      updated_at: ids.receivedAt,
    },
    logs,
  };
}

/**
 * The readings of a device's logs as measured: ends read the wrong way round are measured with
 * the smaller reading as the small end (the log keeps the readings as the device sent them).
 */
function smallEndFirst(readings: MeasuredLogColumns): Reading[] {
  return readings.minDiameterCm.map((a, index) => {
    const b = readings.maxDiameterCm[index] ?? 0;
    return { minDiameter: Math.min(a, b), maxDiameter: Math.max(a, b), length: readings.lengthM[index] ?? 0 };
  });
}
