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
  /** frames taken per second of video */
  fps: number;
  /** at most this many frames (the first ones) */
  maxFrames: number;
}

/** The ffmpeg binary shipped in the npm package @ffmpeg-installer/ffmpeg (no system package). */
export const FFMPEG_PATH: string = ffmpegInstaller.path;

/** Runs ffmpeg with `args`; rejects with its last lines of stderr when it exits non-zero. */
export function runFfmpeg(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG_PATH, ['-hide_banner', '-nostdin', '-v', 'error', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2_000);
    });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) {
        resolve();
      } else {
        reject(new FfmpegFailedError(code, signal, stderr.trim()));
      }
    });
  });
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

/**
 * The video's frames sampled at `fps` (at most `maxFrames`, from the start), as JPEGs in time
 * order. The video is streamed (never whole in memory) to a temporary folder (ffmpeg needs to seek in MP4 and QuickTime
 * files) with the frames beside it; the folder is removed afterwards. ffmpeg runs on one thread.
 * A video ffmpeg refuses, or one yielding no frame, throws UnreadableVideoError; a killed ffmpeg
 * (a signal, not a verdict on the file) throws FfmpegFailedError, which is retried.
 */
export async function sampleFrames(video: Readable | Buffer, sampling: FrameSampling): Promise<Buffer[]> {
  const dir = await mkdtemp(join(tmpdir(), 'video-frames-'));
  try {
    const input = join(dir, 'video');
    await pipeline(Buffer.isBuffer(video) ? [video] : video, createWriteStream(input));
    try {
      await runFfmpeg([
        '-threads',
        '1',
        '-i',
        input,
        '-an',
        '-vf',
        `fps=${sampling.fps}`,
        '-frames:v',
        String(sampling.maxFrames),
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
    return await Promise.all(names.map((name) => readFile(join(dir, name))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
