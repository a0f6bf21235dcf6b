import { BlobNotFoundError } from '@timber/blob-store';
import { type HandwritingProblem, type JobPayload } from '@timber/contracts';
import { DigitNetwork } from '@timber/handwriting-reader';
import { configureLogging } from '@timber/nest-kit';
import { UnrecoverableError } from 'bullmq';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobRun } from '../jobs/job-handler';
import { ReadHandwritingHandler } from './read-handwriting.handler';

const JOB: JobPayload<'read-handwriting'> = {
  tenantId: '6a1c1b7e-4f0e-4d5e-9a51-0c3c1f0e9b11',
  readingId: '0b6f3f1e-2d7a-4c55-8f0e-0c3c1f0e9b12',
  template: 2,
  mediaKey: 'handwriting/2026-11-30/photo.jpg',
  correlationId: 'corr-1',
};

const run = (attempt = 1): JobRun => ({
  jobId: 'handwriting:1',
  attempt,
  maxAttempts: 5,
  progress: () => Promise.resolve(),
});

/**
 * What a run publishes when a photo cannot be read, and how it ends (the read rows of real photos:
 * counting's handwriting.int-spec.ts through a running worker).
 */
describe('read-handwriting (the photo of a handwritten sheet)', () => {
  let network: DigitNetwork;
  beforeAll(async () => {
    configureLogging('read-handwriting-test', 'error');
    network = await DigitNetwork.load();
  });
  afterAll(() => network.release());

  function setup(read: () => Promise<Readable>) {
    const published: string[] = [];
    const handler = new ReadHandwritingHandler(
      {
        read: () => {
          published.push('read');
          return Promise.resolve();
        },
        failed: (_job, problem: HandwritingProblem) => {
          published.push(`failed ${problem}`);
          return Promise.resolve();
        },
      },
      { get: read, put: () => Promise.resolve() },
      network,
    );
    return { handler, published };
  }

  it('publishes what to retake at once, without a retry: no marks, not an image', async () => {
    const blank = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#f0f0f0' } })
      .jpeg()
      .toBuffer();
    const noMarks = setup(() => Promise.resolve(Readable.from([blank])));
    await noMarks.handler.handle(JOB, run());
    expect(noMarks.published).toEqual(['failed marks']);

    const notImage = setup(() => Promise.resolve(Readable.from([Buffer.from('not a photo')])));
    await notImage.handler.handle(JOB, run());
    expect(notImage.published).toEqual(['failed unreadable']);
  });

  it('retries other errors, publishing the failure on the last attempt only; a photo gone fails at once', async () => {
    const flaky = setup(() => Promise.reject(new Error('store unreachable')));
    await expect(flaky.handler.handle(JOB, run(1))).rejects.toThrow('store unreachable');
    expect(flaky.published).toEqual([]);
    await expect(flaky.handler.handle(JOB, run(5))).rejects.toBeInstanceOf(UnrecoverableError);
    expect(flaky.published).toEqual(['failed failed']);

    const gone = setup(() => Promise.reject(new BlobNotFoundError(JOB.mediaKey)));
    await expect(gone.handler.handle(JOB, run(1))).rejects.toBeInstanceOf(UnrecoverableError);
    expect(gone.published).toEqual(['failed failed']);
  });
});
