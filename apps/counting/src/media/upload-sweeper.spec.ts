import { type PartedUploads } from '@timber/blob-store';
import { type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CountingConfig } from '../config';
import { type CountingDb } from '../counting-db';
import { UploadSweeper } from './upload-sweeper';

const sweeperEvery = (ms: number) =>
  new UploadSweeper(
    {} as Kysely<CountingDb>,
    {} as PartedUploads,
    {
      UPLOAD_MAX_AGE_HOURS: 24,
      UPLOAD_SWEEP_INTERVAL_MS: ms,
    } as CountingConfig,
  );

describe('UploadSweeper schedule (the sweep itself: media.int-spec)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sweeps every UPLOAD_SWEEP_INTERVAL_MS from start-up until shutdown, and goes on after a failure', async () => {
    const sweeper = sweeperEvery(60_000);
    const sweep = vi
      .spyOn(sweeper, 'sweep')
      .mockRejectedValueOnce(new Error('store down'))
      .mockResolvedValue(3);
    sweeper.onApplicationBootstrap();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(sweep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sweep).toHaveBeenCalledTimes(2);
    await sweeper.onApplicationShutdown();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('never sweeps on its own with an interval of 0', async () => {
    const sweeper = sweeperEvery(0);
    const sweep = vi.spyOn(sweeper, 'sweep').mockResolvedValue(0);
    sweeper.onApplicationBootstrap();
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(sweep).not.toHaveBeenCalled();
  });
});
