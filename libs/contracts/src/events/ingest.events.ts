import { z } from 'zod';
import { type ContextEvents } from './event-entry';
import { operationPerformed } from './operation.events';

/** Why a measured log cannot be trusted (it is kept, flagged). */
const abnormalReason = z.enum(['minAboveMax', 'outOfRange', 'zeroLength']);

/** One log as a device measured it (events of version 1, one object per log). */
const measuredLog = z.object({
  minDiameterCm: z.number(),
  maxDiameterCm: z.number(),
  lengthM: z.number(),
  picture: z.string().nullable(),
  abnormal: abnormalReason.nullable(),
});

/**
 * A sheet's logs as columns (events of version 2): entry i of every column is the i-th log, in
 * the device's order. A third of the JSON of one object per log, which every hop of the event
 * writes or reads (outbox, relay, stream, two consumers). `picture` is null when no log has one.
 */
export const measuredLogColumnsSchema = z.object({
  minDiameterCm: z.array(z.number()),
  maxDiameterCm: z.array(z.number()),
  lengthM: z.array(z.number()),
  picture: z.array(z.string().nullable()).nullable(),
  abnormal: z.array(abnormalReason.nullable()),
});
export type MeasuredLogColumns = z.infer<typeof measuredLogColumnsSchema>;

/** The events ingest publishes: what devices enrol and send. */
export const INGEST_EVENTS = {
  'ingest.operation.performed': operationPerformed('ingest'),
  /** a device exchanged its one-time enrolment code for a credential */
  'ingest.device.enrolled': {
    version: 1,
    payload: z.object({ deviceId: z.uuid(), deviceNo: z.string(), credentialId: z.uuid() }),
    publisher: 'ingest',
    key: 'device id',
  },
  /** a user revoked a device's credentials: ingest refuses it from now on */
  'ingest.device.revoked': {
    version: 1,
    payload: z.object({ deviceId: z.uuid(), deviceNo: z.string(), actorId: z.uuid(), actorName: z.string() }),
    publisher: 'ingest',
    key: 'device id',
  },
  /** a device's sheet was accepted (once per idempotency key); inventory makes it a pending sheet */
  'ingest.measurement.received': {
    version: 2,
    payload: z.object({
      measurementId: z.uuid(),
      deviceId: z.uuid(),
      deviceNo: z.string(),
      idempotencyKey: z.string(),
      /** 1 stock-in, 2 stock-out */
      kind: z.union([z.literal(1), z.literal(2)]),
      standard: z.string(),
      woodKindId: z.uuid(),
      locationId: z.uuid(),
      customerId: z.uuid().nullable(),
      transportNum: z.string(),
      deviceTime: z.iso.datetime({ offset: true }),
      /** version 2: the logs as columns (read them with measuredLogColumnsOf, whatever the version) */
      readings: measuredLogColumnsSchema.optional(),
      /** version 1: one object per log */
      logs: z.array(measuredLog).optional(),
      /**
       * logs.length and how many of them are abnormal, for a consumer that only counts them (the
       * device log); absent in events published before they were added
       */
      logCount: z.number().int().min(0).optional(),
      abnormalCount: z.number().int().min(0).optional(),
    }),
    publisher: 'ingest',
    // the sheets of one device need no order between them: spread over the partitions
    key: 'measurement id',
  },
  /** a device's sheet was refused (bad field, unknown reference, device off); for the device log */
  'ingest.measurement.rejected': {
    version: 1,
    payload: z.object({
      deviceId: z.uuid(),
      deviceNo: z.string(),
      idempotencyKey: z.string().nullable(),
      /** the error key, e.g. COMMON.VALIDATION or INGEST.UNKNOWN_REFERENCE */
      reason: z.string(),
    }),
    publisher: 'ingest',
    key: 'device id',
  },
} as const satisfies ContextEvents<'ingest'>;

type MeasurementReceived = z.infer<(typeof INGEST_EVENTS)['ingest.measurement.received']['payload']>;

/**
 * The logs of an `ingest.measurement.received` payload as columns, whichever version published it
 * (2: `readings`; 1: `logs`); refuses a payload with neither or with columns of unequal length.
 */
export function measuredLogColumnsOf(
  payload: Pick<MeasurementReceived, 'readings' | 'logs'>,
): MeasuredLogColumns {
  const { readings, logs } = payload;
  if (readings) {
    const count = readings.minDiameterCm.length;
    const lengths = [readings.maxDiameterCm.length, readings.lengthM.length, readings.abnormal.length];
    if (readings.picture !== null) {
      lengths.push(readings.picture.length);
    }
    if (lengths.some((length) => length !== count)) {
      throw new Error('ingest.measurement.received: its readings columns differ in length');
    }
    return readings;
  }
  if (!logs) {
    throw new Error('ingest.measurement.received: neither readings nor logs');
  }
  return {
    minDiameterCm: logs.map((log) => log.minDiameterCm),
    maxDiameterCm: logs.map((log) => log.maxDiameterCm),
    lengthM: logs.map((log) => log.lengthM),
    picture: logs.some((log) => log.picture !== null) ? logs.map((log) => log.picture) : null,
    abnormal: logs.map((log) => log.abnormal),
  };
}
