import { Inject, Injectable } from '@nestjs/common';
import { type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { consumeOnce } from '@timber/events';
import { DB, type EventConsumer, loggerFor } from '@timber/nest-kit';
import { type StandardDefinition } from '@timber/volume';
import { type Kysely, type Transaction } from 'kysely';
import { type InventoryDb } from '../../inventory-db';
import { type SheetKind, sheetNumber } from '../../sheets/domain/sheet-rules';
import { type NewLog, type NewSheet } from '../../sheets/sheet.repository';
import { StandardResolver } from '../../standards/standard-resolver';
import { buildDeviceSheet, deviceDay, type MeasurementReceived } from '../device-sheet';
import { DeviceSheetRepository } from '../device-sheet.repository';
import { timeOrderedId } from '../time-ordered-id';

type Trx = Transaction<InventoryDb>;

interface Waiting {
  event: EventEnvelope;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** The most events written in one transaction. */
const MAX_BATCH = 64;

/**
 * Makes each accepted device sheet (`ingest.measurement.received`) a pending sheet, exactly once
 * per event. Events that arrive while a batch is being written (the bus delivers its partitions
 * concurrently) are written together, one transaction per tenant: the batch's inbox rows are
 * inserted first and only the events that were new become sheets, so a redelivered event is
 * still skipped. Each handler resolves only once its transaction committed (the bus acknowledges
 * after that). When a batch fails, its events are written one by one through consumeOnce, so a
 * bad event fails (and is retried, then dead-lettered) alone.
 */
@Injectable()
export class MeasurementReceivedConsumer implements EventConsumer {
  readonly group = 'inventory.ingest';
  readonly topics = ['ingest'];
  readonly types = ['ingest.measurement.received'];
  private readonly log = loggerFor(MeasurementReceivedConsumer.name);
  private readonly waiting: Waiting[] = [];
  private writing = false;

  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly deviceSheets: DeviceSheetRepository,
    private readonly standards: StandardResolver,
  ) {}

  handle(event: EventEnvelope): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ event, resolve, reject });
      void this.writeWaiting();
    });
  }

  private async writeWaiting(): Promise<void> {
    if (this.writing) {
      return;
    }
    this.writing = true;
    try {
      while (this.waiting.length > 0) {
        const t0 = performance.now();
        const b = this.waiting.splice(0, MAX_BATCH);
        await this.writeBatch(b);
        console.error(`BATCHDBG ${b.length} ${(performance.now() - t0).toFixed(1)}`);
      }
    } finally {
      this.writing = false;
    }
  }

  private async writeBatch(batch: Waiting[]): Promise<void> {
    const byTenant = new Map<string, Waiting[]>();
    for (const waiting of batch) {
      byTenant.set(waiting.event.tenantId, [...(byTenant.get(waiting.event.tenantId) ?? []), waiting]);
    }
    for (const [tenantId, group] of byTenant) {
      try {
        await withTenant(this.db, tenantId, async (trx) => {
          const ids = group.map((w) => w.event.eventId);
          const fresh = await this.deviceSheets.claim(trx, this.group, tenantId, ids);
          const events = group.filter((w) => fresh.delete(w.event.eventId)).map((w) => w.event);
          await this.createSheets(trx, tenantId, events);
        });
        group.forEach((w) => w.resolve());
      } catch (error) {
        this.log.warn(
          { err: error, events: group.length },
          'a batch of device sheets failed: writing them one by one',
        );
        for (const waiting of group) {
          try {
            await consumeOnce(this.db, 'inventory', this.group, waiting.event, (trx) =>
              this.createSheets(trx, tenantId, [waiting.event]),
            );
            waiting.resolve();
          } catch (alone) {
            waiting.reject(alone);
          }
        }
      }
    }
  }

  /**
   * The pending sheets, numbered per kind and day of the device (counters taken in that order,
   * so concurrent writers cannot deadlock on them), each built by buildDeviceSheet.
   */
  private async createSheets(trx: Trx, tenantId: string, events: readonly EventEnvelope[]): Promise<void> {
    const byDay = new Map<string, MeasurementReceived[]>();
    for (const event of events) {
      const measurement = parseEventPayload('ingest.measurement.received', event.payload);
      const key = `${measurement.kind}:${deviceDay(measurement.deviceTime)}`;
      byDay.set(key, [...(byDay.get(key) ?? []), measurement]);
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
