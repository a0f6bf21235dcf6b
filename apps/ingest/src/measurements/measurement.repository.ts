import { Injectable } from '@nestjs/common';
import { type SheetAccepted } from '@timber/contracts';
import { sql, type Transaction } from 'kysely';
import { type IngestDb } from '../ingest-db';

type Trx = Transaction<IngestDb>;

export interface NewMeasurement {
  id: string;
  tenantId: string;
  deviceId: string;
  idempotencyKey: string;
  requestHash: string;
  answer: SheetAccepted;
}

/** `device:key`, how a batch tells its sheets apart. */
export const keyOf = (deviceId: string, idempotencyKey: string): string => `${deviceId}:${idempotencyKey}`;

/** SQL of the accepted sheets and their idempotency keys. In withTenant's transaction. */
@Injectable()
export class MeasurementRepository {
  /**
   * Stores each answer under its (device, key) unless the key is already there (one statement);
   * answers the stored answers of the rows this call stored, by `device:key`. A concurrent insert
   * of the same key waits for the other transaction to commit and then stores nothing.
   */
  async insertMany(trx: Trx, rows: readonly NewMeasurement[]): Promise<Map<string, SheetAccepted>> {
    if (rows.length === 0) {
      return new Map();
    }
    const inserted = await trx
      .insertInto('ingest.measurements')
      .values(
        rows.map((row) => ({
          id: row.id,
          tenant_id: row.tenantId,
          device_id: row.deviceId,
          idempotency_key: row.idempotencyKey,
          request_hash: row.requestHash,
          answer: JSON.stringify(row.answer),
        })),
      )
      .onConflict((oc) => oc.columns(['device_id', 'idempotency_key']).doNothing())
      .returning(['device_id', 'idempotency_key', 'answer'])
      .execute();
    return new Map(
      inserted.map((row) => [keyOf(row.device_id, row.idempotency_key), row.answer as SheetAccepted]),
    );
  }

  /** The stored sheets of these (device, key) pairs: content hash and answer, by `device:key`. */
  async byKeys(
    trx: Trx,
    pairs: readonly { deviceId: string; idempotencyKey: string }[],
  ): Promise<Map<string, { requestHash: string; answer: SheetAccepted }>> {
    if (pairs.length === 0) {
      return new Map();
    }
    const rows = await sql<{
      device_id: string;
      idempotency_key: string;
      request_hash: string;
      answer: SheetAccepted;
    }>`
      select m.device_id, m.idempotency_key, m.request_hash, m.answer
      from unnest(${pairs.map((p) => p.deviceId)}::uuid[], ${pairs.map((p) => p.idempotencyKey)}::text[]) as k (device_id, idempotency_key)
      join ingest.measurements m on m.device_id = k.device_id and m.idempotency_key = k.idempotency_key`.execute(
      trx,
    );
    return new Map(
      rows.rows.map((row) => [
        keyOf(row.device_id, row.idempotency_key),
        { requestHash: row.request_hash, answer: row.answer },
      ]),
    );
  }
}
