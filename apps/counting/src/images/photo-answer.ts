import { loggerFor } from '@timber/nest-kit';
import { type Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { type PhotoFile } from './queries/image-photo/image-photo.query';

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
