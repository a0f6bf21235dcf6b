import { type EventEnvelope, type EventPayload, parseEventPayload, randomSource } from '@timber/contracts';
import { type EncodedEvent, encodeEnvelope, newEvent } from '@timber/events';
import { measureLog } from '@timber/volume';
import { randomUUID } from 'node:crypto';
import { makeLog } from '../../device-simulator/sheet-maker';
import { clockMs } from './bus-spec';

type Confirmed = EventPayload<'inventory.stock-in.confirmed'>;

/** The logs of the typical sheet: bench:ingest's device sheets carry 50. */
export const SAMPLE_LOGS = 50;

/**
 * The payload field where the benchmark stamps the publish time (clockMs: the wall clock in ms,
 * to the microsecond, which the publishing and the subscribing process share). Consumers ignore
 * fields they do not know; the envelope's schema takes any payload.
 */
const STAMP = '"publishedAtMs":0';

/**
 * A typical `inventory.stock-in.confirmed` (version 2) as inventory publishes it on confirming a
 * device's sheet: a truck of SAMPLE_LOGS logs as the device simulator measures them, each classed
 * and measured under GB/T 4814 (`ch`), wood codes numbered as device sheets number them, no
 * pictures. The event the Kafka tools' records are sized on.
 */
export function sampleConfirmedEvent(seed = 36): EventEnvelope<'inventory.stock-in.confirmed', Confirmed> {
  const random = randomSource(seed);
  const logs = Array.from({ length: SAMPLE_LOGS }, () => makeLog(random, 0));
  const measured = logs.map((log) =>
    measureLog('ch', { minDiameter: log.minDiameterCm, maxDiameter: log.maxDiameterCm, length: log.lengthM }),
  );
  const sheetId = randomUUID();
  const payload = parseEventPayload('inventory.stock-in.confirmed', {
    sheetId,
    spu: 'IN20261120-0001',
    standard: 'ch',
    woodKindId: randomUUID(),
    locationId: randomUUID(),
    customerId: randomUUID(),
    quantity: logs.length,
    volumeE4: measured.reduce((sum, log) => sum + log.volumeE4, 0),
    manual: false,
    customerName: 'Northern Timber Co.',
    woodKindName: 'Larch',
    locationName: 'Yard 3',
    transportNum: 'KX4821',
    sheetDate: '2026-11-20',
    logs: {
      woodCode: logs.map((_, index) => String(index + 1)),
      minDiameterCm: logs.map((log) => log.minDiameterCm),
      maxDiameterCm: logs.map((log) => log.maxDiameterCm),
      lengthM: logs.map((log) => log.lengthM),
      diameterClass: measured.map((log) => log.diameterClass),
      lengthClassM: measured.map((log) => log.lengthClass),
      volumeE4: measured.map((log) => log.volumeE4),
      manual: logs.map(() => false),
      picUrl: null,
    },
    logCount: logs.length,
  });
  return newEvent('inventory.stock-in.confirmed', payload, {
    tenantId: randomUUID(),
    correlationId: randomUUID(),
    partitionKey: sheetId,
  });
}

/** One event's body with the publish-time stamp left to fill in (see stamped). */
export interface StampableEvent extends Omit<EncodedEvent, 'body'> {
  /** the body before and after the stamp's value */
  head: string;
  tail: string;
}

/**
 * `count` events like the sample, each its own sheet (event id and partition key, as each
 * confirmation is), encoded once up front as the outbox relay hands them over already encoded;
 * only the stamp is written at publish time.
 */
export function sampleEvents(count: number): StampableEvent[] {
  const sample = sampleConfirmedEvent();
  const withStamp = { ...sample, payload: { ...sample.payload, publishedAtMs: 0 } };
  const body = encodeEnvelope(withStamp);
  const at = body.indexOf(STAMP) + STAMP.length - 1;
  return Array.from({ length: count }, () => {
    const eventId = randomUUID();
    const sheetId = randomUUID();
    const own = body.replaceAll(sample.eventId, eventId).replaceAll(sample.partitionKey, sheetId);
    return {
      eventId,
      type: sample.type,
      tenantId: sample.tenantId,
      partitionKey: sheetId,
      head: own.slice(0, at),
      tail: own.slice(at + 1),
    };
  });
}

/** The events as the bus takes them, stamped with the time now. */
export function stamped(events: readonly StampableEvent[]): EncodedEvent[] {
  const now = String(clockMs());
  return events.map(({ head, tail, ...event }) => ({ ...event, body: head + now + tail }));
}

/** The publish time the sample's stamp carries. */
export function stampOf(event: EventEnvelope): number {
  return (event.payload as { publishedAtMs: number }).publishedAtMs;
}
