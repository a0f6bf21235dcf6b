import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  parseDuration,
  parseLastTime,
  planSampling,
  probeDuration,
  runFfmpeg,
  UnreadableVideoError,
  withSampledFrames,
} from './video-frames';

const DEFAULTS = { maxFps: 2, maxFrames: 360 };

describe('planSampling: at most 2 frames a second, at most 360 in all, over the whole video', () => {
  it.each([
    // seconds, fps, frames over the whole length
    [3, 2, 6],
    [60, 2, 120],
    [90, 2, 180],
    [180, 2, 360],
    [181, 1.9889, 360],
    [240, 1.5, 360],
    [600, 0.6, 360],
    [3600, 0.1, 360],
  ])('a video of %i s is sampled at %f fps: %i frames', (seconds, fps, frames) => {
    const plan = planSampling(seconds, DEFAULTS);
    expect(plan).toEqual({ fps, durationS: seconds });
    expect(Math.round(seconds * plan.fps)).toBeLessThanOrEqual(DEFAULTS.maxFrames);
    expect(Math.round(seconds * plan.fps)).toBe(frames);
  });

  it('a length it cannot tell (0) takes the most frames a second', () => {
    expect(planSampling(0, DEFAULTS).fps).toBe(2);
  });
});

describe('ffmpeg’s description of a video', () => {
  it('reads the Duration line, hours included', () => {
    expect(parseDuration('  Duration: 00:02:00.00, start: 0.000000, bitrate: 158 kb/s')).toBe(120);
    expect(parseDuration('  Duration: 01:00:30.50, start: 0')).toBe(3630.5);
    expect(parseDuration('  Duration: N/A, bitrate: N/A')).toBeNull();
  });

  it('reads the last progress time', () => {
    expect(parseLastTime('frame=10 time=00:00:04.00 bitrate\rframe=30 time=00:00:59.96 bitrate')).toBe(59.96);
    expect(parseLastTime('nothing')).toBeNull();
  });
});

describe('withSampledFrames (the real ffmpeg)', () => {
  it('samples a 40 s video over its whole length when 10 frames are all it may take: 0.25 fps', async () => {
    const work = await mkdtemp(join(tmpdir(), 'frames-spec-'));
    try {
      const path = join(work, 'clock.mp4');
      // prettier-ignore
      await runFfmpeg([
        '-f', 'lavfi', '-i', 'testsrc=size=96x64:rate=4:duration=40',
        '-c:v', 'libx264', '-preset', 'ultrafast', '-threads', '1', path,
      ]);
      expect(await probeDuration(path)).toBe(40);
      const seen = await withSampledFrames(
        await readFile(path),
        { maxFps: 2, maxFrames: 10 },
        async (frames) => ({
          count: frames.count,
          fps: frames.fps,
          durationS: frames.durationS,
          last: (await frames.read(frames.count - 1)).subarray(0, 2),
        }),
      );
      expect(seen).toEqual({ count: 10, fps: 0.25, durationS: 40, last: Buffer.from([0xff, 0xd8]) });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it('a file ffmpeg cannot read is unreadable', async () => {
    await expect(
      withSampledFrames(Buffer.from('not a video at all'), DEFAULTS, () => Promise.resolve(0)),
    ).rejects.toBeInstanceOf(UnreadableVideoError);
  });
});
