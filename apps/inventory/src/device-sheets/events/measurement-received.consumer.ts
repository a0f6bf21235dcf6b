import { Controller, Inject } from '@nestjs/common';
import { type EventEnvelope } from '@timber/contracts';
import { timeOrderedId } from '@timber/db';
import {
  DB,
  type EventHandlers,
  type EventSubscription,
  groupedConsumer,
  handleEvent,
} from '@timber/nest-kit';
import { type StandardDefinition } from '@timber/volume';
import { type Kysely, type Transaction } from 'kysely';
import { type InventoryDb } from '../../inventory-db';
import { type NewLog, type NewSheet, type SheetKind, sheetNumber } from '../../sheets';
import { StandardResolver } from '../../standards';
import { buildDeviceSheet, deviceDay, type MeasurementReceived } from '../device-sheet';
import { DeviceSheetRepository } from '../device-sheet.repository';

type Trx = Transaction<InventoryDb>;

const SUBSCRIPTION = {
  group: 'inventory.ingest',
  topics: ['ingest'],
  types: ['ingest.measurement.received'],
} as const satisfies EventSubscription;

/** What each event makes a sheet of: its measurement, parsed by the event's own schema. */
const MEASUREMENTS: EventHandlers<typeof SUBSCRIPTION, [], MeasurementReceived> = {
  'ingest.measurement.received': ({ payload }) => payload,
};

/**
 * Makes each accepted device sheet (`ingest.measurement.received`) a pending sheet, exactly once
 * per event; the sheets arriving together are written in one transaction (groupedConsumer).
 */
@Controller()
export class MeasurementReceivedConsumer extends groupedConsumer<InventoryDb>(SUBSCRIPTION, 'inventory') {
  constructor(
    @Inject(DB) protected readonly db: Kysely<InventoryDb>,
    private readonly deviceSheets: DeviceSheetRepository,
    private readonly standards: StandardResolver,
  ) {
    super();
  }

  /**
   * The pending sheets, numbered per kind and day of the device (counters taken in that order,
   * so concurrent writers cannot deadlock on them), each built by buildDeviceSheet. A sheet is
   * created when ingest accepted the device's post (its event's moment), not when inventory took
   * the event: after inventory was down, the list still shows the sheets in the order they came.
   */
  protected async work(trx: Trx, tenantId: string, events: readonly EventEnvelope[]): Promise<void> {
    const byDay = new Map<string, MeasurementReceived[]>();
    const receivedAt = new Map<MeasurementReceived, Date>();
    for (const event of events) {
      const measurement = handleEvent(SUBSCRIPTION.group, MEASUREMENTS, event);
      if (!measurement) {
        continue; // older than the catalogue's minVersion of the type: acknowledged, not a sheet
      }
      const key = `${measurement.kind}:${deviceDay(measurement.deviceTime)}`;
      byDay.set(key, [...(byDay.get(key) ?? []), measurement]);
      receivedAt.set(measurement, new Date(event.occurredAt));
    }
    const resolved = new Map<string, string | StandardDefinition>();
    const sheets: NewSheet[] = [];
    const logs: NewLog[] = [];
    for (const key of [...byDay.keys()].sort()) {
      const measurements = byDay.get(key) ?? [];
      const [first] = measurements;
      if (!first) {
        continue;
      }
      const kind = first.kind as SheetKind;
      const day = deviceDay(first.deviceTime);
      let number = await this.deviceSheets.takeNumbers(trx, tenantId, kind, day, measurements.length);
      for (const measurement of measurements) {
        const standard =
          resolved.get(measurement.standard) ?? (await this.standards.resolve(trx, measurement.standard));
        resolved.set(measurement.standard, standard);
        const id = timeOrderedId();
        const built = buildDeviceSheet(measurement, standard, {
          id,
          spu: sheetNumber(kind, day, number),
          tenantId,
          receivedAt: receivedAt.get(measurement) ?? new Date(),
        });
        number += 1;
        sheets.push(built.sheet);
        logs.push(...built.logs);
      }
    }
    await this.deviceSheets.insertSheets(trx, sheets);
    await this.deviceSheets.insertLogs(trx, logs);
  }
}
