import { Injectable } from '@nestjs/common';
import {
  type DeviceLog,
  type DeviceLogAction,
  type DeviceLogListQuery,
  type DeviceLogOperator,
  type PageResult,
} from '@timber/contracts';
import { dayStart } from '@timber/db';
import { sql, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type RegistryDb } from './registry-db';

type Trx = Transaction<RegistryDb>;

/** One line of the device log: which device, who acted (null: the device itself), what happened. */
export interface DeviceLogEntry {
  tenantId: string;
  deviceId: string;
  deviceNo: string;
  deviceName: string;
  oprId: string | null;
  oprName: string;
  action: DeviceLogAction;
  detail?: Record<string, string | number>;
  /** the event the line was written for, when a consumer wrote it */
  eventId?: string;
}

/** SQL of the device log. Every call runs inside withTenant's transaction (row-level security). */
@Injectable()
export class DeviceLogRepository {
  async append(trx: Trx, entry: DeviceLogEntry): Promise<void> {
    await trx
      .insertInto('devices.device_logs')
      .values({
        id: randomUUID(),
        tenant_id: entry.tenantId,
        device_id: entry.deviceId,
        device_no: entry.deviceNo,
        device_name: entry.deviceName,
        opr_id: entry.oprId,
        opr_name: entry.oprName,
        action: entry.action,
        detail: JSON.stringify(entry.detail ?? {}),
        event_id: entry.eventId ?? null,
      })
      .execute();
  }

  /**
   * A line written for an event about a device (`entry.deviceName` unused): the device's name is
   * its name now, else the name of its latest line (a device since deleted), in the same statement.
   */
  async appendForEvent(trx: Trx, entry: DeviceLogEntry & { eventId: string }): Promise<void> {
    await sql`
      insert into devices.device_logs
        (id, tenant_id, device_id, device_no, device_name, opr_id, opr_name, action, detail, event_id)
      values (${randomUUID()}::uuid, ${entry.tenantId}::uuid, ${entry.deviceId}::uuid, ${entry.deviceNo},
        coalesce(
          (select device_name from devices.devices where id = ${entry.deviceId}::uuid),
          (select device_name from devices.device_logs where device_id = ${entry.deviceId}::uuid
            order by created_at desc limit 1),
          ''),
        ${entry.oprId}::uuid, ${entry.oprName}, ${entry.action}, ${JSON.stringify(entry.detail ?? {})}::jsonb,
        ${entry.eventId}::uuid)`.execute(trx);
  }

  /**
   * The lines written for events (as appendForEvent, `deviceName` unused), in one statement
   * however many: each device's name is its name now, else the name of its latest line.
   */
  async appendManyForEvents(
    trx: Trx,
    entries: readonly (DeviceLogEntry & { eventId: string })[],
  ): Promise<void> {
    if (entries.length === 0) {
      return;
    }
    const column = <T>(pick: (entry: DeviceLogEntry & { eventId: string }) => T): T[] => entries.map(pick);
    await sql`
      insert into devices.device_logs
        (id, tenant_id, device_id, device_no, device_name, opr_id, opr_name, action, detail, event_id)
      select e.id, e.tenant_id, e.device_id, e.device_no,
        coalesce(
          (select device_name from devices.devices where id = e.device_id),
          (select device_name from devices.device_logs where device_id = e.device_id
            order by created_at desc limit 1),
          ''),
        e.opr_id, e.opr_name, e.action, e.detail::jsonb, e.event_id
      from unnest(${column(() => randomUUID())}::uuid[], ${column((e) => e.tenantId)}::uuid[],
        ${column((e) => e.deviceId)}::uuid[], ${column((e) => e.deviceNo)}::text[],
        ${column((e) => e.oprId)}::uuid[], ${column((e) => e.oprName)}::text[], ${column((e) => e.action)}::text[],
        ${column((e) => JSON.stringify(e.detail ?? {}))}::text[], ${column((e) => e.eventId)}::uuid[])
        as e (id, tenant_id, device_id, device_no, opr_id, opr_name, action, detail, event_id)`.execute(trx);
  }

  /**
   * A page of the log, newest first, filtered by the user who acted, the device number and the
   * days of the caller's time zone ([from 00:00, to+1 00:00)).
   */
  async page(trx: Trx, query: DeviceLogListQuery, tzOffsetHours: number): Promise<PageResult<DeviceLog>> {
    let base = trx.selectFrom('devices.device_logs');
    if (query.userId) {
      base = base.where('opr_id', '=', query.userId);
    }
    if (query.deviceNo) {
      base = base.where('device_no', '=', query.deviceNo.toUpperCase());
    }
    if (query.createTimeFrom) {
      base = base.where('created_at', '>=', dayStart(query.createTimeFrom, tzOffsetHours, 0));
    }
    if (query.createTimeTo) {
      base = base.where('created_at', '<', dayStart(query.createTimeTo, tzOffsetHours, 1));
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
    return {
      total: count.total,
      records: rows.map((row) => ({
        id: row.id,
        deviceId: row.device_id,
        deviceNo: row.device_no,
        deviceName: row.device_name,
        oprId: row.opr_id,
        oprName: row.opr_name,
        logAction: row.action as DeviceLogAction,
        detail: row.detail,
        createTime: row.created_at.toISOString(),
      })),
    };
  }

  /** Every user who appears in the log, by the name they acted under most recently. */
  async operators(trx: Trx): Promise<DeviceLogOperator[]> {
    const rows = await trx
      .selectFrom('devices.device_logs')
      .select(['opr_id', 'opr_name'])
      .distinctOn('opr_id')
      .where('opr_id', 'is not', null)
      .orderBy('opr_id')
      .orderBy('created_at', 'desc')
      .execute();
    return rows
      .map((row) => ({ userId: row.opr_id as string, oprName: row.opr_name }))
      .sort((a, b) => a.oprName.localeCompare(b.oprName));
  }
}
