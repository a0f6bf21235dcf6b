import { Injectable } from '@nestjs/common';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type IngestDb } from '../ingest-db';
import { type DeviceCopy, toDeviceCopy } from '../shared/device-copies';

type Trx = Transaction<IngestDb>;

/** What a presented credential stands for. */
export type CredentialCheck =
  | { state: 'unknown' }
  | { state: 'revoked'; device: DeviceCopy | undefined }
  | { state: 'valid'; credentialId: string; device: DeviceCopy };

/** SQL of enrolment codes and device credentials. In withTenant's transaction. */
@Injectable()
export class CredentialsRepository {
  async insertCode(
    trx: Trx,
    row: {
      id: string;
      tenantId: string;
      deviceId: string;
      codeHash: string;
      expiresAt: Date;
      createdBy: string;
    },
  ): Promise<void> {
    await trx
      .insertInto('ingest.enrolment_codes')
      .values({
        id: row.id,
        tenant_id: row.tenantId,
        device_id: row.deviceId,
        code_hash: row.codeHash,
        expires_at: row.expiresAt,
        created_by: row.createdBy,
      })
      .execute();
  }

  /** The tenant of an enrolment code, before a tenant is known (a security-definer function). */
  async codeTenant(db: Kysely<IngestDb>, codeHash: string): Promise<string | undefined> {
    const result = await sql<{ tenant_id: string | null }>`
      select ingest.find_enrolment_tenant(${codeHash}) as tenant_id`.execute(db);
    return result.rows[0]?.tenant_id ?? undefined;
  }

  /**
   * Uses the code once: marks it used if it is unused and unexpired (one conditional update, so two
   * devices racing with one code cannot both win). Otherwise says why not.
   */
  async useCode(trx: Trx, codeHash: string): Promise<{ deviceId: string } | 'used' | 'expired' | 'unknown'> {
    const used = await trx
      .updateTable('ingest.enrolment_codes')
      .set({ used_at: new Date() })
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('device_id')
      .executeTakeFirst();
    if (used) {
      return { deviceId: used.device_id };
    }
    const row = await trx
      .selectFrom('ingest.enrolment_codes')
      .select(['used_at'])
      .where('code_hash', '=', codeHash)
      .executeTakeFirst();
    return !row ? 'unknown' : row.used_at ? 'used' : 'expired';
  }

  async insertCredential(
    trx: Trx,
    row: { id: string; tenantId: string; deviceId: string; tokenHash: string },
  ): Promise<void> {
    await trx
      .insertInto('ingest.credentials')
      .values({ id: row.id, tenant_id: row.tenantId, device_id: row.deviceId, token_hash: row.tokenHash })
      .execute();
  }

  /** Revokes every live credential of the device and every unused code: how many credentials it had. */
  async revokeAll(trx: Trx, deviceId: string): Promise<number> {
    const revoked = await trx
      .updateTable('ingest.credentials')
      .set({ revoked_at: new Date() })
      .where('device_id', '=', deviceId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    await trx
      .updateTable('ingest.enrolment_codes')
      .set({ used_at: new Date() })
      .where('device_id', '=', deviceId)
      .where('used_at', 'is', null)
      .execute();
    return revoked.length;
  }

  /** The credential of this token hash and its device (one query on every device call). */
  async check(trx: Trx, tokenHash: string): Promise<CredentialCheck> {
    return (await this.checkMany(trx, [tokenHash])).check(tokenHash);
  }

  /**
   * The credentials of these token hashes with their devices, and which of `references` (wood
   * kinds, locations, customers by id) ingest's copy has, as `kind:id`: one query for a batch.
   */
  async checkMany(
    trx: Trx,
    tokenHashes: readonly string[],
    references: readonly string[] = [],
  ): Promise<{ check: (tokenHash: string) => CredentialCheck; references: ReadonlySet<string> }> {
    const result = await sql<{
      token_hash: string;
      credential_id: string;
      device_id: string;
      revoked_at: Date | null;
      device_no: string | null;
      status: number | null;
      standards: string[] | null;
      min_diameter_cm: number | null;
      max_diameter_cm: number | null;
      deleted: boolean | null;
      found: string[] | null;
    }>`
      select c.token_hash, c.id as credential_id, c.device_id, c.revoked_at, d.device_no, d.status, d.standards,
        d.min_diameter_cm, d.max_diameter_cm, d.deleted,
        (select array_agg(r.kind || ':' || r.id) from ingest.references r
          where r.id = any(${references}::uuid[])) as found
      from ingest.credentials c left join ingest.devices d on d.id = c.device_id
      where c.token_hash = any(${tokenHashes}::text[])`.execute(trx);
    const byHash = new Map(result.rows.map((row) => [row.token_hash, row]));
    const check = (tokenHash: string): CredentialCheck => {
      const row = byHash.get(tokenHash);
      if (!row) {
        return { state: 'unknown' };
      }
      const device =
        row.device_no === null || row.deleted
          ? undefined
          : toDeviceCopy({
              id: row.device_id,
              device_no: row.device_no,
              status: row.status ?? 0,
              standards: row.standards ?? [],
              min_diameter_cm: row.min_diameter_cm ?? 0,
              max_diameter_cm: row.max_diameter_cm ?? 0,
            });
      return row.revoked_at || !device
        ? { state: 'revoked', device }
        : { state: 'valid', credentialId: row.credential_id, device };
    };
    return { check, references: new Set(result.rows[0]?.found ?? []) };
  }
}
