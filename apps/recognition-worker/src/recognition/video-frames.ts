import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A video ffmpeg cannot read (or one without a single frame): not worth retrying. */
export class UnreadableVideoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableVideoError';
  }
}

export interface FrameSampling {
  /** at most this many frames taken per second of video */
  maxFps: number;
  /** at most this many frames over the whole video: a longer video is sampled more sparsely */
  maxFrames: number;
}

/** The frame rate a video of `durationS` seconds is sampled at, and what it covers. */
export interface SamplingPlan {
  /** frames per second: min(maxFps, maxFrames / duration), rounded down to 0.0001 */
  fps: number;
  durationS: number;
}

/**
 * The rate that spreads at most `maxFrames` over the whole video, at most `maxFps`: a video of
 * 60 s at (2 fps, 360 frames) keeps 2 fps (120 frames), one of 10 minutes 0.6 fps (360 frames).
 * Never a cut from the start: every second of the video is sampled.
 */
export function planSampling(durationS: number, sampling: FrameSampling): SamplingPlan {
  const spread = durationS > 0 ? sampling.maxFrames / durationS : sampling.maxFps;
  const fps = Math.floor(Math.min(sampling.maxFps, spread) * 10_000) / 10_000;
  return { fps: Math.max(fps, 0.0001), durationS };
}

/** The ffmpeg binary shipped in the npm package @ffmpeg-installer/ffmpeg (no system package). */
export const FFMPEG_PATH: string = ffmpegInstaller.path;

/**
 * ffmpeg's exit and the last `keep` characters of its stderr for `args` (`-v error` among them
 * keeps only errors; without it, the input's description and progress), whatever its exit code.
 */
function ffmpegStderr(
  args: readonly string[],
  keep: number,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG_PATH, ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-keep);
    });
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stderr }));
  });
}

/** Runs ffmpeg with `args`; rejects with its last lines of stderr when it exits non-zero. */
export async function runFfmpeg(args: readonly string[]): Promise<void> {
  const { code, signal, stderr } = await ffmpegStderr(['-v', 'error', ...args], ERROR_CHARS);
  if (code !== 0) {
    throw new FfmpegFailedError(code, signal, stderr.trim());
  }
}

export class FfmpegFailedError extends Error {
  constructor(
    readonly code: number | null,
    readonly signal: NodeJS.Signals | null,
    readonly stderr: string,
  ) {
    super(`ffmpeg exited with ${code ?? signal}: ${stderr.split('\n').slice(-3).join(' | ')}`);
    this.name = 'FfmpegFailedError';
  }
}

/** ffmpeg's clock `hh:mm:ss.ss` after `label` (e.g. `Duration: `): every one in `stderr`, in seconds. */
const clocks = (stderr: string, label: string): number[] =>
  [...stderr.matchAll(new RegExp(`${label}(\\d+):(\\d{2}):(\\d{2}(?:\\.\\d+)?)`, 'g'))].map(
    ([, hours, minutes, seconds]) => Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds),
  );

/** `Duration: 00:02:00.00` of ffmpeg's description of its input, in seconds; null without one. */
export function parseDuration(stderr: string): number | null {
  return clocks(stderr, 'Duration: ')[0] ?? null;
}

/** The last `time=00:01:59.96` of ffmpeg's progress, in seconds; null without one. */
export function parseLastTime(stderr: string): number | null {
  return clocks(stderr, 'time=').at(-1) ?? null;
}

/** The stderr kept: the last lines of errors, or an input's description and progress. */
const ERROR_CHARS = 2_000;
const DESCRIPTION_CHARS = 20_000;

/**
 * The video's length in seconds: the `Duration:` ffmpeg reads in its header; a file without one
 * (e.g. a stream) is read through once (its video copied, not decoded) and its last time taken.
 * A file ffmpeg cannot tell the length of throws UnreadableVideoError.
 */
export async function probeDuration(path: string): Promise<number> {
  const described = await ffmpegStderr(['-i', path], DESCRIPTION_CHARS);
  const duration = parseDuration(described.stderr);
  if (duration !== null && duration > 0) {
    return duration;
  }
  const read = await ffmpegStderr(
    ['-i', path, '-map', '0:v:0', '-c', 'copy', '-f', 'null', '-'],
    DESCRIPTION_CHARS,
  );
  const last = read.code === 0 ? parseLastTime(read.stderr) : null;
  if (last === null || last <= 0) {
    throw new UnreadableVideoError(
      `ffmpeg cannot tell the video's length: ${described.stderr.trim().split('\n').slice(-2).join(' | ')}`,
    );
  }
  return last;
}

/** A video's sampled frames, kept on disk while `use` runs: read one at a time. */
export interface SampledFrames {
  /** frames sampled, in time order */
  count: number;
  /** the video's length in seconds */
  durationS: number;
  /** the rate they were sampled at */
  fps: number;
  /** the JPEG of frame `index` (0 = the first) */
  read(index: number): Promise<Buffer>;
}

/**
 * The video's frames sampled over its whole length (`planSampling`: at most `maxFps`, at most
 * `maxFrames` in all), as JPEGs in time order, handed to `use`. The video is streamed (never
 * whole in memory) to a temporary folder (ffmpeg needs to seek in MP4 and QuickTime files) with
 * the frames beside it, read from there one at a time; the folder is removed once `use` is done.
 * ffmpeg runs on one thread. A video ffmpeg refuses, or one yielding no frame, throws
 * UnreadableVideoError; a killed ffmpeg (a signal, not a verdict on the file) throws
 * FfmpegFailedError, which is retried.
 */
export async function withSampledFrames<T>(
  video: Readable | Buffer,
  sampling: FrameSampling,
  use: (frames: SampledFrames) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'video-frames-'));
  try {
    const input = join(dir, 'video');
    await pipeline(Buffer.isBuffer(video) ? [video] : video, createWriteStream(input));
    const plan = planSampling(await probeDuration(input), sampling);
    try {
      await runFfmpeg([
        '-threads',
        '1',
        '-i',
        input,
        '-an',
        '-vf',
        `fps=${plan.fps}`,
        '-q:v',
        '2',
        '-threads',
        '1',
        join(dir, 'frame-%05d.jpg'),
      ]);
    } catch (error) {
      if (error instanceof FfmpegFailedError && error.code !== null) {
        throw new UnreadableVideoError(error.message);
      }
      throw error;
    }
    const names = (await readdir(dir)).filter((name) => name.startsWith('frame-')).sort();
    if (names.length === 0) {
      throw new UnreadableVideoError('ffmpeg found no frame in the video');
    }
    return await use({
      count: names.length,
      durationS: plan.durationS,
      fps: plan.fps,
      read: (index) => readFile(join(dir, names[index]!)),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
