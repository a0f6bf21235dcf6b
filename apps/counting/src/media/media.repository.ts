import { Injectable } from '@nestjs/common';
import { type CompletedMedia } from '@timber/blob-store';
import { DomainError } from '@timber/contracts';
import { type Selectable, type Transaction } from 'kysely';
import { type CountingDb } from '../counting-db';

type Trx = Transaction<CountingDb>;
export type UploadRow = Selectable<CountingDb['counting.uploads']>;
export type MediaRow = Selectable<CountingDb['counting.media']>;

/**
 * The tenant's side of uploads and stored media (the blob store has no tenants). Every call runs
 * inside withTenant's transaction: row-level security hides other tenants' rows.
 */
@Injectable()
export class MediaRepository {
  async insertUpload(trx: Trx, row: { uploadId: string; tenantId: string; userId: string }): Promise<void> {
    await trx
      .insertInto('counting.uploads')
      .values({ upload_id: row.uploadId, tenant_id: row.tenantId, created_by: row.userId })
      .execute();
  }

  /** The caller's tenant's upload; another tenant's is as unknown as one never begun. */
  async ownUpload(trx: Trx, uploadId: string): Promise<UploadRow> {
    const row = await trx
      .selectFrom('counting.uploads')
      .selectAll()
      .where('upload_id', '=', uploadId)
      .executeTakeFirst();
    if (!row) {
      throw new DomainError('MEDIA.UNKNOWN_UPLOAD');
    }
    return row;
  }

  async deleteUpload(trx: Trx, uploadId: string): Promise<void> {
    await trx.deleteFrom('counting.uploads').where('upload_id', '=', uploadId).execute();
  }

  /** Records a completed upload's media (once: a repeated complete finds it recorded). */
  async recordMedia(
    trx: Trx,
    row: { uploadId: string; tenantId: string; userId: string; media: CompletedMedia },
  ): Promise<MediaRow> {
    const { media } = row;
    await trx
      .insertInto('counting.media')
      .values({
        key: media.key,
        tenant_id: row.tenantId,
        size: media.size,
        content_type: media.contentType,
        width: media.width ?? null,
        height: media.height ?? null,
        created_by: row.userId,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    await trx
      .updateTable('counting.uploads')
      .set({ media_key: media.key })
      .where('upload_id', '=', row.uploadId)
      .execute();
    return this.ownMedia(trx, media.key);
  }

  /** The caller's tenant's media under `key`, or undefined (another tenant's is never found). */
  findMedia(trx: Trx, key: string): Promise<MediaRow | undefined> {
    return trx.selectFrom('counting.media').selectAll().where('key', '=', key).executeTakeFirst();
  }

  private async ownMedia(trx: Trx, key: string): Promise<MediaRow> {
    const row = await this.findMedia(trx, key);
    if (!row) {
      throw new DomainError('COUNT.MEDIA_NOT_FOUND');
    }
    return row;
  }
}
