import { Injectable } from '@nestjs/common';
import {
  type CredentialState,
  type Device,
  type DeviceListQuery,
  type DeviceType,
  DomainError,
  type PageResult,
} from '@timber/contracts';
import { escapeLike, isUniqueViolation } from '@timber/db';
import { type Selectable, sql, type Transaction } from 'kysely';
import { measuringRange, standardNames } from './domain/device-rules';
import { type RegistryDb } from './registry-db';

type Trx = Transaction<RegistryDb>;
export type DeviceRow = Selectable<RegistryDb['devices.devices']>;

/** A row of devices.devices as the list answers it (§3 Device). */
export function toDevice(row: DeviceRow): Device {
  return {
    id: row.id,
    deviceNo: row.device_no,
    deviceName: row.device_name,
    status: row.status === 1 ? 1 : 0,
    type: row.type as DeviceType,
    ...measuringRange(row.type),
    standard: row.standards.join(','),
    standardDesc: standardNames(row.standards),
    customerNo: row.customer_no,
    credentialState: row.credential_state as CredentialState,
    revision: row.revision,
    createTime: row.created_at.toISOString(),
  };
}

/** What a user may change of a device; each change grows its revision by one. */
export type DeviceChanges = Partial<{ device_name: string; standards: string[]; status: number }>;

/** SQL of devices. Every call runs inside withTenant's transaction (row-level security). */
@Injectable()
export class DeviceRepository {
  async insert(
    trx: Trx,
    row: {
      id: string;
      tenantId: string;
      deviceNo: string;
      deviceName: string;
      type: string;
      standards: string[];
      customerNo: string;
      createdBy: string;
    },
  ): Promise<DeviceRow> {
    try {
      return await trx
        .insertInto('devices.devices')
        .values({
          id: row.id,
          tenant_id: row.tenantId,
          device_no: row.deviceNo,
          device_name: row.deviceName,
          type: row.type,
          status: 1,
          standards: row.standards,
          customer_no: row.customerNo,
          created_by: row.createdBy,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      throw isUniqueViolation(error) ? new DomainError('DEVICE.NO_TAKEN', { deviceNo: row.deviceNo }) : error;
    }
  }

  /** The device, locked until the transaction ends (its changes are serialized). */
  async lock(trx: Trx, by: { id: string } | { deviceNo: string }): Promise<DeviceRow> {
    const row = await trx
      .selectFrom('devices.devices')
      .selectAll()
      .$if('id' in by, (q) => q.where('id', '=', (by as { id: string }).id))
      .$if('deviceNo' in by, (q) => q.where('device_no', '=', (by as { deviceNo: string }).deviceNo))
      .forUpdate()
      .executeTakeFirst();
    if (!row) {
      throw new DomainError('DEVICE.NOT_FOUND');
    }
    return row;
  }

  /** Applies `changes` and the next revision; answers the device as it now is. */
  async change(trx: Trx, id: string, changes: DeviceChanges): Promise<DeviceRow> {
    const row = await trx
      .updateTable('devices.devices')
      .set({ ...changes, revision: sql<number>`revision + 1`, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      throw new DomainError('DEVICE.NOT_FOUND');
    }
    return row;
  }

  /** Deletes the device; answers the row it was, or NOT_FOUND. */
  async delete(trx: Trx, id: string): Promise<DeviceRow> {
    const row = await trx
      .deleteFrom('devices.devices')
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      throw new DomainError('DEVICE.NOT_FOUND');
    }
    return row;
  }

  /** The device's name now, or null when it is gone (for a log row written from an event). */
  async nameOf(trx: Trx, id: string): Promise<string | null> {
    const row = await trx
      .selectFrom('devices.devices')
      .select('device_name')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.device_name ?? null;
  }

  /** Follows ingest: the device enrolled a credential, or its credentials were revoked. */
  async setCredentialState(trx: Trx, id: string, state: CredentialState): Promise<void> {
    await trx
      .updateTable('devices.devices')
      .set({ credential_state: state, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** A page of devices, newest first, filtered by number, name (parts of them) and status. */
  async page(trx: Trx, query: DeviceListQuery): Promise<PageResult<Device>> {
    let base = trx.selectFrom('devices.devices');
    if (query.deviceNo) {
      base = base.where('device_no', 'ilike', `%${escapeLike(query.deviceNo)}%`);
    }
    if (query.deviceName) {
      base = base.where('device_name', 'ilike', `%${escapeLike(query.deviceName)}%`);
    }
    if (query.status !== undefined) {
      base = base.where('status', '=', query.status);
    }
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { total: count.total, records: rows.map(toDevice) };
  }
}
