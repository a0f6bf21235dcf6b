import { JOB_CATALOGUE, jobNamesOf, RECOGNITION_QUEUE } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { assertHandlersComplete } from './job-handler';

const noop = { handle: () => Promise.resolve() };

describe('assertHandlersComplete (start-up check)', () => {
  it('accepts exactly one handler per job of the queue', () => {
    expect(jobNamesOf(RECOGNITION_QUEUE)).toEqual(['recognize-image', 'recognize-video', 'read-handwriting']);
    expect(() =>
      assertHandlersComplete(RECOGNITION_QUEUE, {
        'recognize-image': noop,
        'recognize-video': noop,
        'read-handwriting': noop,
      }),
    ).not.toThrow();
  });

  it('refuses a queue with a job that has no handler', () => {
    expect(() => assertHandlersComplete(RECOGNITION_QUEUE, {})).toThrow(
      'queue recognition: no handler for read-handwriting, recognize-image, recognize-video',
    );
    expect(() => assertHandlersComplete(RECOGNITION_QUEUE, { 'recognize-image': noop })).toThrow(
      'queue recognition: no handler for read-handwriting, recognize-video',
    );
  });

  it('refuses a handler for a job the queue does not carry', () => {
    expect(() =>
      assertHandlersComplete(RECOGNITION_QUEUE, {
        'recognize-image': noop,
        'recognize-video': noop,
        'read-handwriting': noop,
        'recognize-audio': noop,
      }),
    ).toThrow('queue recognition: handlers for jobs it does not carry: recognize-audio');
  });

  it('every job of the catalogue is on a queue name BullMQ accepts', () => {
    for (const job of Object.values(JOB_CATALOGUE)) {
      expect(job.queue).not.toContain(':');
    }
  });
});
