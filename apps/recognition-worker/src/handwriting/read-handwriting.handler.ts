import { BlobNotFoundError, type BlobStore } from '@timber/blob-store';
import { type HandwritingProblem, type HandwritingRow, type JobPayload } from '@timber/contracts';
import { TEMPLATE_ONE_CLASSES } from '@timber/handwriting';
import {
  DIGITS_MODEL_VERSION,
  readSheetPhoto,
  UnreadablePhotoError,
  type DigitNetwork,
} from '@timber/handwriting-reader';
import { loggerFor } from '@timber/nest-kit';
import { UnrecoverableError } from 'bullmq';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { type JobHandler, type JobRun } from '../jobs';
import { readAll } from '../recognition';
import { observeSheetReading } from '../worker-metrics';
import { type HandwritingEvents } from './handwriting-events';

/**
 * Template one's lines as the reader places them: their positions depend only on their order, so
 * every line a page can hold is read (lines not printed read as empty) and counting's caller maps
 * each line read to its class (/cmw/handwriting/classes).
 */
const EVERY_LINE = Array.from({ length: TEMPLATE_ONE_CLASSES }, (_, index) => index + 1);

/** The flat page's JPEG: sharp enough for a digit's crop, about 150 KB. */
const PAGE_QUALITY = 80;

/**
 * `read-handwriting`: reads the photo of a filled template from the blob store, locates the page,
 * reads every digit box with the digit network and publishes the rows with anything written and
 * the page drawn flat (its JPEG stored first, under a key of the reading's). A photo that cannot
 * be read publishes what to retake at once, without a retry (no retry changes the photo); any
 * other error fails the run so BullMQ retries it, and on the last attempt `failed` is published.
 */
export class ReadHandwritingHandler implements JobHandler<'read-handwriting'> {
  private readonly log = loggerFor(ReadHandwritingHandler.name);

  constructor(
    private readonly events: Pick<HandwritingEvents, 'read' | 'failed'>,
    private readonly media: Pick<BlobStore, 'get' | 'put'>,
    private readonly network: DigitNetwork,
  ) {}

  async handle(job: JobPayload<'read-handwriting'>, run: JobRun): Promise<void> {
    const started = performance.now();
    try {
      const photo = await readAll(await this.media.get(job.mediaKey));
      await run.progress(20);
      const reading = await readSheetPhoto(
        photo,
        job.template,
        this.network,
        job.template === 1 ? EVERY_LINE : [],
      );
      const seconds = (performance.now() - started) / 1_000;
      if ('problem' in reading) {
        observeSheetReading('retake', seconds);
        await this.retake(job, reading.problem);
        return;
      }
      const { page } = reading;
      const jpeg = await sharp(Buffer.from(page.data), {
        raw: { width: page.width, height: page.height, channels: 1 },
      })
        .jpeg({ quality: PAGE_QUALITY })
        .toBuffer();
      const pageKey = `handwriting/page/${job.readingId}.jpg`;
      await this.media.put(pageKey, jpeg, 'image/jpeg');
      const rows: HandwritingRow[] = reading.rows
        .filter((row) => !row.empty)
        .map(({ number, crop, cells, confidence, doubtful }) => ({
          number,
          crop,
          cells,
          confidence,
          doubtful,
        }));
      await this.events.read(job, { rows, pageKey, modelVersion: DIGITS_MODEL_VERSION });
      observeSheetReading('read', seconds);
      this.log.info(
        {
          readingId: job.readingId,
          rows: rows.length,
          doubtful: rows.filter((row) => row.doubtful).length,
          seconds,
        },
        'sheet read',
      );
      await run.progress(100);
    } catch (error) {
      if (error instanceof UnrecoverableError) {
        throw error;
      }
      if (error instanceof UnreadablePhotoError) {
        await this.retake(job, 'unreadable');
        return;
      }
      if (run.attempt >= run.maxAttempts || error instanceof BlobNotFoundError) {
        await this.events.failed(job, 'failed');
        throw new UnrecoverableError(`reading failed: ${(error as Error).message}`);
      }
      throw error;
    }
  }

  private async retake(job: JobPayload<'read-handwriting'>, problem: HandwritingProblem): Promise<void> {
    await this.events.failed(job, problem);
    this.log.info({ readingId: job.readingId, problem }, 'sheet photo to retake');
  }
}
