import { Controller, Inject } from '@nestjs/common';
import { type EventEnvelope, type MeasuredLogColumns, measuredLogColumnsOf } from '@timber/contracts';
import {
  DB,
  type EventHandlers,
  type EventSubscription,
  groupedConsumer,
  handleEvent,
} from '@timber/nest-kit';
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
      const line = await handleEvent(SUBSCRIPTION.group, this.lines, event, trx);
      if (line) {
        lines.push({ ...line, tenantId: event.tenantId, deviceName: '', eventId: event.eventId });
      }
    }
    await this.log.appendManyForEvents(trx, lines);
  }

  /** Each event's line of the device log (and the credential state it sets). */
  private readonly lines: EventHandlers<typeof SUBSCRIPTION, [trx: Transaction<RegistryDb>], Promise<Line>> =
    {
      'ingest.device.enrolled': async ({ payload }, trx) => {
        await this.devices.setCredentialState(trx, payload.deviceId, 'enrolled');
        return { ...byDevice(payload), action: 'enrolled', detail: { credentialId: payload.credentialId } };
      },
      'ingest.device.revoked': async ({ payload }, trx) => {
        await this.devices.setCredentialState(trx, payload.deviceId, 'revoked');
        return {
          deviceId: payload.deviceId,
          deviceNo: payload.deviceNo,
          oprId: payload.actorId,
          oprName: payload.actorName,
          action: 'revoked',
        };
      },
      // the counts the event carries; an event published before they were added: its logs counted
      'ingest.measurement.received': ({ payload }) =>
        Promise.resolve({
          ...byDevice(payload),
          action: 'upload',
          detail: {
            ...(payload.logCount !== undefined && payload.abnormalCount !== undefined
              ? { logs: payload.logCount, abnormal: payload.abnormalCount }
              : countLogs(measuredLogColumnsOf(payload))),
            kind: payload.kind,
            standard: payload.standard,
          },
        }),
      'ingest.measurement.rejected': ({ payload }) =>
        Promise.resolve({ ...byDevice(payload), action: 'rejected', detail: { reason: payload.reason } }),
    };
}

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
