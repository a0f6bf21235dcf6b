import { Injectable } from '@nestjs/common';
import {
  DomainError,
  type HandwritingProblem,
  handwritingProblemSchema,
  type HandwritingReading,
  type HandwritingRow,
} from '@timber/contracts';
import { PAGE, PAGE_PX_PER_MM } from '@timber/handwriting';
import { type Kysely, type Selectable, type Transaction } from 'kysely';
import { type CountingDb } from '../counting-db';

type Trx = Transaction<CountingDb> | Kysely<CountingDb>;
type ReadingRow = Selectable<CountingDb['counting.handwriting_readings']>;

/** What a recorded outcome changed: nothing when the reading was not waiting any more (a repeat). */
export type Recorded = 'recorded' | 'already' | 'gone';

/**
 * The readings of handwritten sheets' photos (migration 0009), under the caller's tenant (RLS):
 * a user sees only the readings they made.
 */
@Injectable()
export class HandwritingReadingRepository {
  async insert(
    trx: Trx,
    reading: { id: string; tenantId: string; template: 1 | 2; mediaKey: string; createdBy: string },
  ): Promise<ReadingRow> {
    return trx
      .insertInto('counting.handwriting_readings')
      .values({
        id: reading.id,
        tenant_id: reading.tenantId,
        template: reading.template,
        media_key: reading.mediaKey,
        created_by: reading.createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The caller's reading, or HANDWRITING.READING_NOT_FOUND (another user's reads as none). */
  async own(trx: Trx, id: string, userId: string): Promise<ReadingRow> {
    const row = await trx
      .selectFrom('counting.handwriting_readings')
      .selectAll()
      .where('id', '=', id)
      .where('created_by', '=', userId)
      .executeTakeFirst();
    if (!row) {
      throw new DomainError('HANDWRITING.READING_NOT_FOUND');
    }
    return row;
  }

  /** The photo of a reading still waiting to be read, or undefined (read, failed or gone). */
  async waiting(trx: Trx, id: string): Promise<{ media_key: string; template: number } | undefined> {
    return trx
      .selectFrom('counting.handwriting_readings')
      .select(['media_key', 'template'])
      .where('id', '=', id)
      .where('status', '=', 'reading')
      .executeTakeFirst();
  }

  async read(
    trx: Trx,
    id: string,
    result: { rows: HandwritingRow[]; pageKey: string; modelVersion: string },
  ): Promise<Recorded> {
    return this.finish(trx, id, {
      status: 'read',
      rows: JSON.stringify(result.rows),
      page_key: result.pageKey,
      model_version: result.modelVersion,
    });
  }

  async failed(trx: Trx, id: string, problem: HandwritingProblem): Promise<Recorded> {
    return this.finish(trx, id, { status: 'failed', problem });
  }

  private async finish(
    trx: Trx,
    id: string,
    outcome:
      | { status: 'read'; rows: string; page_key: string; model_version: string }
      | { status: 'failed'; problem: string },
  ): Promise<Recorded> {
    const updated = await trx
      .updateTable('counting.handwriting_readings')
      .set({ ...outcome, read_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'reading')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) {
      return 'recorded';
    }
    const exists = await trx
      .selectFrom('counting.handwriting_readings')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return exists ? 'already' : 'gone';
  }
}

/** A reading as the API answers it. */
export function readingOf(row: ReadingRow): HandwritingReading {
  return {
    id: row.id,
    template: row.template === 1 ? 1 : 2,
    status: row.status,
    problem: row.problem === null ? null : handwritingProblemSchema.parse(row.problem),
    rows: row.rows ?? [],
    page: { w: PAGE.w, h: PAGE.h, pxPerMm: PAGE_PX_PER_MM },
    modelVersion: row.model_version,
    createTime: row.created_at.toISOString(),
  };
}
