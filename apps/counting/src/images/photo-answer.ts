import { loggerFor } from '@timber/nest-kit';
import { type Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { type PhotoFile } from './queries/image-photo/image-photo.query';
import { type VideoFile } from './queries/image-video/image-video.query';

const log = loggerFor('PhotoAnswer');

/**
 * Streams a photo as the answer. A media key never changes its bytes, so the browser may keep
 * it (privately: it is the tenant's). A failure once the headers are sent cannot become an
 * envelope: it is logged and the connection cut, so the browser sees a broken image, not a
 * truncated one that looks whole.
 */
export function answerWithPhoto(res: Response, photo: PhotoFile): void {
  res.status(200);
  res.setHeader('content-type', photo.contentType);
  if (photo.size !== null) {
    res.setHeader('content-length', String(photo.size));
  }
  res.setHeader('cache-control', 'private, max-age=86400');
  res.setHeader('x-content-type-options', 'nosniff');
  pipeline(photo.body, res).catch((error: unknown) => {
    if (!res.writableFinished && (error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      log.error({ err: error }, 'streaming a photo failed after its headers were sent');
    }
    res.destroy();
  });
}

/**
 * Streams a video, or the byte range the player asked for: 206 with its content-range, 416 with
 * the size when nothing of it exists, else 200; `accept-ranges` tells the player it may seek.
 */
export function answerWithVideo(res: Response, video: VideoFile): void {
  res.setHeader('accept-ranges', 'bytes');
  res.setHeader('cache-control', 'private, max-age=86400');
  res.setHeader('x-content-type-options', 'nosniff');
  const { range } = video;
  if (range.kind === 'unsatisfiable' || !video.body) {
    res.status(416).setHeader('content-range', `bytes */${video.size}`);
    res.end();
    return;
  }
  res.setHeader('content-type', video.contentType);
  if (range.kind === 'part') {
    res.status(206);
    res.setHeader('content-range', `bytes ${range.start}-${range.end}/${video.size}`);
    res.setHeader('content-length', String(range.end - range.start + 1));
  } else {
    res.status(200);
    res.setHeader('content-length', String(video.size));
  }
  pipeline(video.body, res).catch((error: unknown) => {
    if (!res.writableFinished && (error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      log.error({ err: error }, 'streaming a video failed after its headers were sent');
    }
    res.destroy();
  });
}
