import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type BlobStore,
  inspectImage,
  MediaError,
  mediaExtension,
  mediaKey,
  sniffMediaType,
} from '@timber/blob-store';
import { DomainError, type HandwritingReading } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type CountingDb } from '../../../counting-db';
import { MEDIA_STORE } from '../../../media';
import { HandwritingReadingRepository, readingOf } from '../../handwriting-reading.repository';
import { SubmitReadingCommand } from './submit-reading.command';

/**
 * Keeps the photo of a filled sheet and records its reading (status reading) with
 * `counting.handwriting.submitted` in one transaction; the job is queued from that event. Only a
 * photo the blob store's own check decodes is kept (JPEG, PNG, WebP by their bytes, whatever the
 * browser called them). The photo is stored before the transaction: if the transaction fails the
 * photo is removed again, so nothing is left half made.
 */
@CommandHandler(SubmitReadingCommand)
export class SubmitReadingHandler implements ICommandHandler<SubmitReadingCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    @Inject(MEDIA_STORE) private readonly store: BlobStore,
    private readonly readings: HandwritingReadingRepository,
  ) {}

  async execute({ template, photo }: SubmitReadingCommand): Promise<HandwritingReading> {
    const { tenantId, userId } = caller();
    const { correlationId } = requestContext();
    const type = sniffMediaType(photo.subarray(0, 16));
    if (type === null || !type.startsWith('image/')) {
      throw new DomainError('HANDWRITING.NOT_A_PHOTO');
    }
    try {
      await inspectImage(photo, type);
    } catch (error) {
      if (error instanceof MediaError) {
        throw new DomainError('HANDWRITING.NOT_A_PHOTO');
      }
      throw error;
    }
    const id = randomUUID();
    // beside the count orders' media (origin/...), never among them: /count/create accepts no reading's photo
    const key = mediaKey(new Date(), mediaExtension(type)).replace(/^origin\//, 'handwriting/');
    await this.store.put(key, photo, type);
    try {
      const row = await withTenant(this.db, tenantId, async (trx) => {
        const inserted = await this.readings.insert(trx, {
          id,
          tenantId,
          template,
          mediaKey: key,
          createdBy: userId,
        });
        await writeToOutbox(trx, 'counting', [
          newEvent(
            'counting.handwriting.submitted',
            { readingId: id, template },
            { tenantId, correlationId, partitionKey: id },
          ),
        ]);
        return inserted;
      });
      return readingOf(row);
    } catch (error) {
      await this.store.delete(key).catch(() => undefined);
      throw error;
    }
  }
}
