import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type DeviceSheet, type EventEnvelope, type SheetAccepted } from '@timber/contracts';
import { timeOrderedId, withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { DB, ValidationFailed } from '@timber/nest-kit';
import { type Kysely, type Transaction } from 'kysely';
import { type ReferenceKind } from '../copies';
import { CredentialsRepository } from '../enrolment';
import { type IngestDb } from '../ingest-db';
import { type DeviceCopy } from '../shared/device-copies';
import { DeviceAccess } from './device-access';
import { type PresentedToken } from './device-token';
import { assertDeviceStandard, flagLogColumns } from './domain/measurement-rules';
import { keyOf, MeasurementRepository, type NewMeasurement } from './measurement.repository';

type Trx = Transaction<IngestDb>;

/** A sheet as the handler validated it: the key, the sheet and its content hash, or why it is invalid. */
export type IntakeInput = { key: string; sheet: DeviceSheet; hash: string } | ValidationFailed;

interface Submitted {
  token: PresentedToken;
  input: IntakeInput;
  correlationId: string;
  resolve: (answer: SheetAccepted) => void;
  reject: (error: unknown) => void;
}

type Outcome = { answer: SheetAccepted } | { error: unknown };

/** The most sheets written in one transaction. */
const MAX_BATCH = 64;

/**
 * Writes the device sheets that arrive at the same time in one transaction per tenant (a group
 * commit: the sheets waiting while one batch is written form the next), so a sheet costs a share
 * of a handful of statements instead of a transaction of its own. In each transaction: every
 * credential and reference of the batch is checked in one query, the new sheets are stored under
 * their idempotency keys in one insert (`on conflict do nothing`), the keys already stored are
 * read back in one query (a retry gets the stored answer, another sheet under a used key is
 * refused), and the `ingest.measurement.received` and `.rejected` events go to the outbox in one
 * insert. A caller's answer is settled only after the commit. When a batch fails as a whole its
 * sheets are written one by one, so one sheet's failure is its own.
 */
@Injectable()
export class SheetIntake {
  private readonly waiting: Submitted[] = [];
  private writing = false;

  constructor(
    @Inject(DB) private readonly db: Kysely<IngestDb>,
    private readonly access: DeviceAccess,
    private readonly credentials: CredentialsRepository,
    private readonly measurements: MeasurementRepository,
  ) {}

  submit(token: PresentedToken, input: IntakeInput, correlationId: string): Promise<SheetAccepted> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ token, input, correlationId, resolve, reject });
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
        await this.writeBatch(this.waiting.splice(0, MAX_BATCH));
      }
    } finally {
      this.writing = false;
    }
  }

  private async writeBatch(batch: Submitted[]): Promise<void> {
    const byTenant = new Map<string, Submitted[]>();
    for (const submitted of batch) {
      byTenant.set(submitted.token.tenantId, [...(byTenant.get(submitted.token.tenantId) ?? []), submitted]);
    }
    for (const [tenantId, group] of byTenant) {
      let outcomes: Outcome[];
      try {
        outcomes = await withTenant(this.db, tenantId, (trx) => this.write(trx, tenantId, group));
      } catch (error) {
        if (group.length > 1) {
          for (const submitted of group) {
            await this.writeBatch([submitted]);
          }
        } else {
          group.forEach((submitted) => submitted.reject(error));
        }
        continue;
      }
      group.forEach((submitted, index) => {
        const outcome = outcomes[index];
        if (outcome && 'answer' in outcome) {
          submitted.resolve(outcome.answer);
        } else {
          submitted.reject(outcome?.error ?? new Error('no outcome for a submitted sheet'));
        }
      });
    }
  }

  private async write(trx: Trx, tenantId: string, group: readonly Submitted[]): Promise<Outcome[]> {
    const checked = await this.credentials.checkMany(
      trx,
      group.map((s) => s.token.tokenHash),
      group.flatMap((s) =>
        s.input instanceof ValidationFailed ? [] : references(s.input.sheet).map((r) => r.id),
      ),
    );
    const outcomes: Outcome[] = [];
    const events: EventEnvelope[] = [];
    const refuse = (
      index: number,
      error: unknown,
      device: DeviceCopy | undefined,
      key: string | null,
    ): void => {
      outcomes[index] = { error };
      const submitted = group[index];
      if (device && submitted && (error instanceof DomainError || error instanceof ValidationFailed)) {
        events.push(rejected(tenantId, device, key, error, submitted.correlationId));
      }
    };
    const toInsert: { index: number; row: NewMeasurement; event: EventEnvelope }[] = [];
    // sheets whose key may already be stored: a retry, or one refused unless it is a retry
    const toLookUp: { index: number; deviceId: string; key: string; hash: string; error?: unknown }[] = [];
    const inBatch = new Set<string>();
    group.forEach((submitted, index) => {
      let device: DeviceCopy | undefined;
      const { input } = submitted;
      try {
        device = this.access.allowed(
          checked.check(submitted.token.tokenHash),
          (known) => (device = known),
        ).device;
        if (input instanceof ValidationFailed) {
          throw input;
        }
      } catch (error) {
        refuse(index, error, device, input instanceof ValidationFailed ? null : input.key);
        return;
      }
      const lookUp = { index, deviceId: device.id, key: input.key, hash: input.hash };
      try {
        assertDeviceStandard(input.sheet.standard, device.standards);
        const missing = references(input.sheet).find((r) => !checked.references.has(`${r.kind}:${r.id}`));
        if (missing) {
          throw new DomainError('INGEST.UNKNOWN_REFERENCE', { field: missing.field, id: missing.id });
        }
      } catch (error) {
        toLookUp.push({ ...lookUp, error });
        return;
      }
      if (inBatch.has(keyOf(device.id, input.key))) {
        toLookUp.push(lookUp);
        return;
      }
      inBatch.add(keyOf(device.id, input.key));
      toInsert.push(accepted(tenantId, device, input, index, submitted.correlationId));
    });
    const stored = await this.measurements.insertMany(
      trx,
      toInsert.map((i) => i.row),
    );
    for (const { index, row, event } of toInsert) {
      const answer = stored.get(keyOf(row.deviceId, row.idempotencyKey));
      if (answer) {
        outcomes[index] = { answer };
        events.push(event);
      } else {
        toLookUp.push({ index, deviceId: row.deviceId, key: row.idempotencyKey, hash: row.requestHash });
      }
    }
    const earlier = await this.measurements.byKeys(
      trx,
      toLookUp.map((l) => ({ deviceId: l.deviceId, idempotencyKey: l.key })),
    );
    for (const { index, deviceId, key, hash, error } of toLookUp) {
      const found = earlier.get(keyOf(deviceId, key));
      const device = group[index] && checked.check(group[index].token.tokenHash);
      const known = device && device.state !== 'unknown' ? device.device : undefined;
      if (found && found.requestHash === hash) {
        // a retry is answered as before, even if the device or the references changed since
        outcomes[index] = { answer: found.answer };
      } else if (found) {
        refuse(index, new DomainError('INGEST.KEY_REUSED'), known, key);
      } else {
        refuse(
          index,
          error ?? new Error(`the sheet under key ${key} was neither stored nor found`),
          known,
          key,
        );
      }
    }
    await writeToOutbox(trx, 'ingest', events);
    return outcomes;
  }
}

/** What the sheet names from ingest's copy of the master data, in the order refusals name them. */
function references(sheet: DeviceSheet): { kind: ReferenceKind; id: string; field: string }[] {
  return [
    { kind: 'woodKind', id: sheet.woodKindId, field: 'woodKindId' },
    { kind: 'location', id: sheet.locationId, field: 'locationId' },
    ...(sheet.customerId ? [{ kind: 'customer' as const, id: sheet.customerId, field: 'customerId' }] : []),
  ];
}

/** The stored row and the event of an accepted sheet: every log kept, untrusted ones flagged. */
function accepted(
  tenantId: string,
  device: DeviceCopy,
  { key, sheet, hash }: { key: string; sheet: DeviceSheet; hash: string },
  index: number,
  correlationId: string,
): { index: number; row: NewMeasurement; event: EventEnvelope } {
  const readings = flagLogColumns(sheet.logs, device);
  const abnormal = readings.abnormal.filter((reason) => reason !== null).length;
  const measurementId = timeOrderedId();
  return {
    index,
    row: {
      id: measurementId,
      tenantId,
      deviceId: device.id,
      idempotencyKey: key,
      requestHash: hash,
      answer: {
        measurementId,
        idempotencyKey: key,
        logs: sheet.logs.length,
        abnormal,
        receivedAt: new Date().toISOString(),
      },
    },
    event: newEvent(
      'ingest.measurement.received',
      {
        measurementId,
        deviceId: device.id,
        deviceNo: device.deviceNo,
        idempotencyKey: key,
        kind: sheet.kind,
        standard: sheet.standard,
        woodKindId: sheet.woodKindId,
        locationId: sheet.locationId,
        customerId: sheet.customerId ?? null,
        transportNum: sheet.transportNum,
        deviceTime: sheet.deviceTime,
        readings,
        logCount: sheet.logs.length,
        abnormalCount: abnormal,
      },
      // the sheets of one device need no order between them: spread over the partitions
      { tenantId, correlationId, partitionKey: measurementId },
    ),
  };
}

/** The device log's line for a refused sheet. */
function rejected(
  tenantId: string,
  device: DeviceCopy,
  key: string | null,
  error: DomainError | ValidationFailed,
  correlationId: string,
): EventEnvelope {
  return newEvent(
    'ingest.measurement.rejected',
    {
      deviceId: device.id,
      deviceNo: device.deviceNo,
      idempotencyKey: key,
      reason: error instanceof DomainError ? error.key : 'COMMON.VALIDATION',
    },
    { tenantId, correlationId, partitionKey: device.id },
  );
}
