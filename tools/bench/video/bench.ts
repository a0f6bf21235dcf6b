// Video counting benchmark (issue 39): a 3-minute 1080p walk along a pile counted end to end by
// the recognition worker itself (a process of apps/recognition-worker on Redis and a local blob
// store): the job `recognize-video` reads the video, ffmpeg samples it over its whole length
// (VIDEO_FPS, VIDEO_MAX_FRAMES), the detector runs on every frame and the tracker counts each log
// once. Prints the rate the worker chose, the frames, the seconds covered, the logs counted, and
// the seconds of processing per minute of video (sampling, then detection and tracking), from the
// worker's own progress events (10 %: the job began; 20 %: the frames are sampled; the result).
// The video is made with ffmpeg from a validation photo scaled to 3840 x 3840 and panned through
// a 1920 x 1080 window, at 30 frames a second, as a phone films; it is kept in the system's
// temporary folder for the next run (never committed). Needs Redis (REDIS_URL).
// Since the camera's path is known, the bench then counts the logs the walk holds: it samples the
// frames as the worker does, runs the detector on each, and places every whole detection on the
// photo where the window was; the places seen in at least 2 frames are the logs the tracker
// should find (with the detector's own misses and extras), and the tracker's count is set
// against them.
// Run: npm run bench:video   [BENCH_THREADS=2 BENCH_VIDEO_SECONDS=180 VIDEO_FPS=2 VIDEO_MAX_FRAMES=360]
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { LocalBlobStore } from '@timber/blob-store';
import {
  type EventEnvelope,
  type JobPayload,
  RECOGNITION_JOB_OPTIONS,
  RECOGNITION_QUEUE,
} from '@timber/contracts';
import { RedisStreamsEventBus } from '@timber/events';
import { type Box, LogEndDetector, sharedDatasetDir } from '@timber/log-detector';
import { removeRedisKeys, TEST_REDIS_URL } from '@timber/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..', '..');
const THREADS = process.env['BENCH_THREADS'] ?? '2';
const SECONDS = Number(process.env['BENCH_VIDEO_SECONDS'] ?? 180);
const FILM_FPS = 30;
/** The photo scaled to a square of this side; the 1920 x 1080 window pans across it. */
const PHOTO_SIDE = 3840;
const VIEW = { width: 1920, height: 1080 };
/** The window bobs up and down this many px, once every 2π x BOB_S seconds (a walker's step). */
const BOB_PX = 200;
const BOB_S = 9;

/** Where the window is on the scaled photo at `t` s: the crop of walkVideo. */
const windowAt = (t: number) => ({
  x: ((PHOTO_SIDE - VIEW.width) * t) / SECONDS,
  y: (PHOTO_SIDE - VIEW.height) / 2 + BOB_PX * Math.sin(t / BOB_S),
});

/** The walk: cached in the temporary folder by its length, made once (about 2 minutes of ffmpeg). */
async function walkVideo(): Promise<string> {
  const dir = join(tmpdir(), 'timber-bench-video');
  const path = join(dir, `walk-${SECONDS}s-1080p-${FILM_FPS}fps.mp4`);
  if (existsSync(path)) {
    return path;
  }
  await mkdir(dir, { recursive: true });
  const photos = join(sharedDatasetDir(), 'valid', 'images');
  const photo = join(photos, (await readdir(photos)).filter((name) => name.endsWith('.jpg')).sort()[2]!);
  console.log(`making a ${SECONDS} s 1080p walk from ${photo} (once; kept in ${dir})`);
  const partial = `${path}.partial.mp4`;
  // the photo scaled to 3840 x 3840, a 1920 x 1080 window panning across it and bobbing a little
  // prettier-ignore
  execFileSync(ffmpeg.path, [
    '-v', 'error', '-y', '-loop', '1', '-framerate', String(FILM_FPS), '-t', String(SECONDS), '-i', photo,
    '-vf', `scale=${PHOTO_SIDE}:${PHOTO_SIDE},crop=${VIEW.width}:${VIEW.height}:x='(iw-ow)*t/${SECONDS}':y='(ih-oh)/2+${BOB_PX}*sin(t/${BOB_S})',format=yuv420p`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-threads', '2', partial,
  ]);
  await rename(partial, path);
  return path;
}

interface Progress {
  progress?: number;
  count?: number;
  keyframes?: unknown[];
  video?: { durationS: number; coveredS: number; frames: number; fps: number };
}

async function main(): Promise<void> {
  const videoPath = await walkVideo();
  const video = await readFile(videoPath);
  const blobDir = await mkdtemp(join(tmpdir(), 'bench-video-blobs-'));
  const prefix = `bench-video-${randomBytes(4).toString('hex')}`;
  const store = new LocalBlobStore(blobDir);
  const mediaKey = `origin/2026-11-30/${randomBytes(16).toString('hex')}.mp4`;
  await store.put(mediaKey, video, 'video/mp4');

  const seen: { at: number; event: EventEnvelope }[] = [];
  const bus = new RedisStreamsEventBus({ redis: TEST_REDIS_URL, streamPrefix: prefix, blockMs: 100 });
  const subscription = await bus.subscribe({
    group: 'bench.video',
    topics: ['counting'],
    handle: (event) => {
      seen.push({ at: Date.now(), event });
      return Promise.resolve();
    },
  });
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue(RECOGNITION_QUEUE, { connection: redis, prefix });
  const worker = spawn(
    process.execPath,
    ['-r', '@swc-node/register', join(ROOT, 'apps', 'recognition-worker', 'src', 'main.ts')],
    {
      cwd: ROOT,
      env: {
        PATH: process.env['PATH'] ?? '',
        SWC_NODE_PROJECT: join(ROOT, 'tsconfig.json'),
        REDIS_URL: TEST_REDIS_URL,
        EVENT_STREAM_PREFIX: prefix,
        QUEUE_PREFIX: prefix,
        BLOB_STORE: 'local',
        BLOB_DIR: blobDir,
        HEALTH_PORT: '0',
        METRICS_PORT: '0',
        DETECTOR_THREADS: THREADS,
        LOG_LEVEL: 'warn',
        ...(process.env['VIDEO_FPS'] ? { VIDEO_FPS: process.env['VIDEO_FPS'] } : {}),
        ...(process.env['VIDEO_MAX_FRAMES'] ? { VIDEO_MAX_FRAMES: process.env['VIDEO_MAX_FRAMES'] } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  try {
    const payload: JobPayload<'recognize-video'> = {
      tenantId: randomUUID(),
      orderId: 1,
      imageId: 1,
      mediaKey,
      correlationId: randomUUID(),
    };
    await queue.add('recognize-video', payload, { ...RECOGNITION_JOB_OPTIONS, jobId: 'bench-video' });
    const deadline = Date.now() + 30 * 60_000;
    while (!seen.some(({ event }) => event.type !== 'counting.recognition.progressed')) {
      if (Date.now() > deadline || worker.exitCode !== null) {
        throw new Error('the worker gave no result');
      }
      await new Promise((done) => setTimeout(done, 200));
    }
    const peakRssMb = memoryMb(worker.pid!, 'VmHWM');
    const outcome = seen.find(({ event }) => event.type !== 'counting.recognition.progressed')!;
    if (outcome.event.type !== 'counting.recognition.completed') {
      throw new Error(`the worker answered ${JSON.stringify(outcome.event.payload)}`);
    }
    const at = (progress: number) =>
      seen.find(({ event }) => (event.payload as Progress).progress === progress)?.at ?? NaN;
    const began = at(10);
    const sampled = at(20);
    const result = outcome.event.payload as Progress;
    const coverage = result.video!;
    const minutes = coverage.durationS / 60;
    const total = (outcome.at - began) / 1000;
    const sampling = (sampled - began) / 1000;
    const counting = (outcome.at - sampled) / 1000;
    console.log(
      `video: ${coverage.durationS} s, 1920 x 1080 at ${FILM_FPS} fps, ${(video.length / 1e6).toFixed(1)} MB; ` +
        `detector threads ${THREADS}, node ${process.version}`,
    );
    console.log(
      `chosen: ${coverage.fps} fps, ${coverage.frames} frames, counted ${coverage.coveredS} s of ${coverage.durationS} s; ` +
        `${result.count} logs, ${result.keyframes?.length ?? 0} keyframes`,
    );
    console.log(
      `processing: ${total.toFixed(1)} s in all = ${(total / minutes).toFixed(1)} s per video minute ` +
        `(sampling with ffmpeg ${sampling.toFixed(1)} s = ${(sampling / minutes).toFixed(1)} s/min; ` +
        `detection, tracking, keyframes ${counting.toFixed(1)} s = ${((counting * 1000) / coverage.frames).toFixed(0)} ms a frame); ` +
        `worker peak RSS ${peakRssMb.toFixed(0)} MB`,
    );
    // the worker is done; the logs on the camera's path take the machine after it
    const onPath = await logsOnPath(videoPath, coverage.fps);
    const over = ((result.count ?? 0) / onPath - 1) * 100;
    console.log(
      `the walk holds ${onPath} logs by the camera's known path (seen whole in 2 frames or more): ` +
        `the tracker's ${result.count} are ${over >= 0 ? '+' : ''}${over.toFixed(1)} %`,
    );
    console.log(
      JSON.stringify({
        durationS: coverage.durationS,
        fps: coverage.fps,
        frames: coverage.frames,
        coveredS: coverage.coveredS,
        logs: result.count,
        logsOnPath: onPath,
        overcountPct: Number(over.toFixed(1)),
        secondsPerVideoMinute: Number((total / minutes).toFixed(1)),
        samplingS: Number(sampling.toFixed(1)),
        countingS: Number(counting.toFixed(1)),
        peakRssMb: Math.round(peakRssMb),
      }),
    );
  } finally {
    const exited = new Promise((done) => worker.once('exit', done));
    worker.kill('SIGTERM');
    await exited;
    await subscription.stop();
    await bus.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await redis.quit();
    await removeRedisKeys(TEST_REDIS_URL, prefix);
    await rm(blobDir, { recursive: true, force: true });
  }
}

/**
 * The logs the walk holds, by the camera's known path: the video sampled at `fps` (as the worker
 * samples it), the detector run on each frame, every detection not cut by the frame's edge placed
 * on the photo where the window was (windowAt), and placed with the nearest group within half a
 * log's size of it; the groups seen in at least 2 frames.
 */
async function logsOnPath(videoPath: string, fps: number): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-video-frames-'));
  try {
    // prettier-ignore
    execFileSync(ffmpeg.path, [
      '-v', 'error', '-threads', '1', '-i', videoPath, '-an', '-vf', `fps=${fps}`, '-q:v', '2', join(dir, 'frame-%05d.jpg'),
    ]);
    const detector = await LogEndDetector.load({ threads: Number(THREADS) });
    const margin = 0.01 * Math.min(VIEW.width, VIEW.height);
    const whole = (box: Box) =>
      box.x1 > margin && box.y1 > margin && box.x2 < VIEW.width - margin && box.y2 < VIEW.height - margin;
    const groups: { x: number; y: number; seen: number }[] = [];
    const names = (await readdir(dir)).filter((name) => name.startsWith('frame-')).sort();
    for (const [index, name] of names.entries()) {
      const at = windowAt(index / fps);
      for (const box of (await detector.detect(await readFile(join(dir, name)))).logs.filter(whole)) {
        const x = (box.x1 + box.x2) / 2 + at.x;
        const y = (box.y1 + box.y2) / 2 + at.y;
        const reach = Math.sqrt((box.x2 - box.x1) * (box.y2 - box.y1)) / 2;
        const near = groups
          .map((group) => ({ group, distance: Math.hypot(group.x - x, group.y - y) }))
          .filter(({ distance }) => distance < reach)
          .sort((a, b) => a.distance - b.distance)[0]?.group;
        if (near) {
          near.x = (near.x * near.seen + x) / (near.seen + 1);
          near.y = (near.y * near.seen + y) / (near.seen + 1);
          near.seen += 1;
        } else {
          groups.push({ x, y, seen: 1 });
        }
      }
    }
    return groups.filter((group) => group.seen >= 2).length;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A process's memory figure (VmHWM: its peak resident memory) in MB (Linux); 0 without /proc. */
function memoryMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}
main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
