import { Injectable } from '@nestjs/common';
import { type Camera, type CameraListQuery, DomainError, type PageResult } from '@timber/contracts';
import { escapeLike, isUniqueViolation, newestFirstPage } from '@timber/db';
import { sql, type Transaction } from 'kysely';
import { type AccountsDb } from '../accounts-db';
import { rtspUri } from './camera-rules';

type Trx = Transaction<AccountsDb>;

const INSERT_BATCH = 1000;

/** A camera as stored: its fields and its encrypted admin password. */
export interface CameraRow {
  id: string;
  tenantId: string;
  channelNO: string;
  cameraNO: string;
  ip: string;
  rtspPort: number;
  codec: string;
  adminPwdEncrypted: string;
  createdBy: string;
}

/**
 * CAMERA.NUMBER_TAKEN for a unique violation (one camera per number and tenant); the number is
 * the one sent, or for a batch the one PostgreSQL names ("Key (tenant_id, lower(camera_no))=(…, x)").
 */
function taken(error: unknown, cameraNO?: string): unknown {
  if (!isUniqueViolation(error)) {
    return error;
  }
  const named = /=\([^,]*, (.*)\) already exists/.exec((error as { detail?: string }).detail ?? '');
  return new DomainError('CAMERA.NUMBER_TAKEN', { cameraNO: cameraNO ?? named?.[1] ?? '' });
}

/** SQL of IP cameras. Every call runs inside withTenant's transaction (row-level security). */
@Injectable()
export class CameraRepository {
  /**
   * Inserts every row (in statements of at most 1000 rows, under PostgreSQL's parameter limit) in
   * the caller's transaction: a taken number refuses them all.
   */
  async insert(trx: Trx, rows: readonly CameraRow[]): Promise<void> {
    try {
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await trx
          .insertInto('devices.cameras')
          .values(
            rows.slice(start, start + INSERT_BATCH).map((row) => ({
              id: row.id,
              tenant_id: row.tenantId,
              channel_no: row.channelNO,
              camera_no: row.cameraNO,
              ip: row.ip,
              rtsp_port: row.rtspPort,
              codec: row.codec,
              admin_pwd_encrypted: row.adminPwdEncrypted,
              created_by: row.createdBy,
            })),
          )
          .execute();
      }
    } catch (error) {
      throw taken(error, rows.length === 1 ? rows[0]!.cameraNO : undefined);
    }
  }

  /** Changes the fields; the admin password only when a new one is given. */
  async update(
    trx: Trx,
    row: Omit<CameraRow, 'tenantId' | 'createdBy' | 'adminPwdEncrypted'> & { adminPwdEncrypted?: string },
  ): Promise<void> {
    try {
      const result = await trx
        .updateTable('devices.cameras')
        .set({
          channel_no: row.channelNO,
          camera_no: row.cameraNO,
          ip: row.ip,
          rtsp_port: row.rtspPort,
          codec: row.codec,
          ...(row.adminPwdEncrypted ? { admin_pwd_encrypted: row.adminPwdEncrypted } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', row.id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) {
        throw new DomainError('CAMERA.NOT_FOUND');
      }
    } catch (error) {
      throw taken(error, row.cameraNO);
    }
  }

  async changeNumber(trx: Trx, id: string, cameraNO: string): Promise<void> {
    try {
      const result = await trx
        .updateTable('devices.cameras')
        .set({ camera_no: cameraNO, updated_at: new Date() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) {
        throw new DomainError('CAMERA.NOT_FOUND');
      }
    } catch (error) {
      throw taken(error, cameraNO);
    }
  }

  async delete(trx: Trx, id: string): Promise<void> {
    const result = await trx.deleteFrom('devices.cameras').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) {
      throw new DomainError('CAMERA.NOT_FOUND');
    }
  }

  /** The tenant's camera numbers among `numbers`, lower-cased (the import's report names them). */
  async takenNumbers(trx: Trx, numbers: readonly string[]): Promise<Set<string>> {
    if (numbers.length === 0) {
      return new Set();
    }
    const rows = await trx
      .selectFrom('devices.cameras')
      .select(sql<string>`lower(camera_no)`.as('number'))
      .where(
        sql`lower(camera_no)`,
        'in',
        numbers.map((n) => n.toLowerCase()),
      )
      .execute();
    return new Set(rows.map((row) => row.number));
  }

  /** A page, newest first, filtered by a part of the camera number or of the address. */
  page(trx: Trx, query: CameraListQuery): Promise<PageResult<Camera>> {
    let base = trx.selectFrom('devices.cameras');
    if (query.cameraNO) {
      base = base.where('camera_no', 'ilike', `%${escapeLike(query.cameraNO)}%`);
    }
    if (query.ip) {
      base = base.where('ip', 'like', `%${escapeLike(query.ip)}%`);
    }
    return newestFirstPage(
      base,
      query,
      (picked) => picked.select(['id', 'channel_no', 'camera_no', 'ip', 'rtsp_port', 'codec', 'created_at']),
      (r) => ({
        id: r.id,
        channelNO: r.channel_no,
        cameraNO: r.camera_no,
        ip: r.ip,
        rtspPort: r.rtsp_port,
        rtspUri: rtspUri({ ip: r.ip, rtspPort: r.rtsp_port, channelNO: r.channel_no }),
        codec: r.codec,
        createTime: r.created_at.toISOString(),
      }),
    );
  }
}
