import { Controller, Inject } from '@nestjs/common';
import {
  EVENT_CATALOGUE,
  type EventEnvelope,
  type MeasuredLogColumns,
  measuredLogColumnsOf,
  parseEventPayload,
} from '@timber/contracts';
import { DB, type EventSubscription, groupedConsumer } from '@timber/nest-kit';
import { type Kysely, type Transaction } from 'kysely';
import { type DeviceLogEntry, DeviceLogRepository } from '../device-log.repository';
import { DeviceRepository } from '../device.repository';
import { type RegistryDb } from '../registry-db';

type Line = Pick<DeviceLogEntry, 'deviceId' | 'deviceNo' | 'oprId' | 'oprName' | 'action' | 'detail'>;

const SUBSCRIPTION = {
  group: 'devices.device-log',
  topics: ['ingest'],
  types: [
    'ingest.device.enrolled',
    'ingest.device.revoked',
    'ingest.measurement.received',
    'ingest.measurement.rejected',
  ],
} as const satisfies EventSubscription;

/**
 * What ingest reports about a device becomes a line of the device log, once per event however
 * often it arrives: an enrolment and a revocation also set the device's credential state; an
 * accepted sheet is an upload with its log count; a refused one names the reason. A line the
 * device caused names the device as the one who acted. An upload line per accepted sheet: written
 * in groups, one transaction for the sheets of a moment.
 */
@Controller()
export class DeviceActivityConsumer extends groupedConsumer<RegistryDb>(SUBSCRIPTION, 'devices') {
  constructor(
    @Inject(DB) protected readonly db: Kysely<RegistryDb>,
    private readonly devices: DeviceRepository,
    private readonly log: DeviceLogRepository,
  ) {
    super();
  }

  /**
   * The events' lines, in one insert; the credential states they set are applied in the order the
   * events arrived (an enrolment before the uploads it allows).
   */
  protected async work(
    trx: Transaction<RegistryDb>,
    _tenantId: string,
    events: readonly EventEnvelope[],
  ): Promise<void> {
    const lines: (DeviceLogEntry & { eventId: string })[] = [];
    for (const event of events) {
      const line = await this.lineFor(trx, event);
      if (line) {
        lines.push({ ...line, tenantId: event.tenantId, deviceName: '', eventId: event.eventId });
      }
    }
    await this.log.appendManyForEvents(trx, lines);
  }

  private async lineFor(trx: Transaction<RegistryDb>, event: EventEnvelope): Promise<Line | null> {
    switch (event.type) {
      case 'ingest.device.enrolled': {
        const p = parseEventPayload('ingest.device.enrolled', event.payload);
        await this.devices.setCredentialState(trx, p.deviceId, 'enrolled');
        return { ...byDevice(p), action: 'enrolled', detail: { credentialId: p.credentialId } };
      }
      case 'ingest.device.revoked': {
        const p = parseEventPayload('ingest.device.revoked', event.payload);
        await this.devices.setCredentialState(trx, p.deviceId, 'revoked');
        return {
          deviceId: p.deviceId,
          deviceNo: p.deviceNo,
          oprId: p.actorId,
          oprName: p.actorName,
          action: 'revoked',
        };
      }
      case 'ingest.measurement.received': {
        // the counts when the event carries them: its 50 or 5,000 logs are not read for a line
        const p = uploadOf.parse(event.payload);
        const counted =
          p.logCount !== undefined && p.abnormalCount !== undefined
            ? { logs: p.logCount, abnormal: p.abnormalCount }
            : countLogs(
                measuredLogColumnsOf(parseEventPayload('ingest.measurement.received', event.payload)),
              );
        return {
          ...byDevice(p),
          action: 'upload',
          detail: { ...counted, kind: p.kind, standard: p.standard },
        };
      }
      case 'ingest.measurement.rejected': {
        const p = parseEventPayload('ingest.measurement.rejected', event.payload);
        return { ...byDevice(p), action: 'rejected', detail: { reason: p.reason } };
      }
      default:
        return null;
    }
  }
}

/** What an upload line needs of `ingest.measurement.received` (the logs are left unparsed). */
const uploadOf = EVENT_CATALOGUE['ingest.measurement.received'].payload.pick({
  deviceId: true,
  deviceNo: true,
  kind: true,
  standard: true,
  logCount: true,
  abnormalCount: true,
});

/** The counts of an event that does not carry them (published before they were added). */
const countLogs = (readings: MeasuredLogColumns) => ({
  logs: readings.abnormal.length,
  abnormal: readings.abnormal.filter((reason) => reason !== null).length,
});

/** A line the device itself caused. */
const byDevice = (payload: { deviceId: string; deviceNo: string }) => ({
  deviceId: payload.deviceId,
  deviceNo: payload.deviceNo,
  oprId: null,
  oprName: payload.deviceNo,
});
