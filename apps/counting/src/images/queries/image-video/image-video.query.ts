import { Query } from '@nestjs/cqrs';
import { type Readable } from 'node:stream';
import { type RangeAnswer } from '../../domain/byte-range';

/** A video as it is streamed to the browser: the asked part of its bytes and what they are. */
export interface VideoFile {
  /** the bytes of `range` (none when unsatisfiable) */
  body: Readable | null;
  contentType: string;
  size: number;
  range: RangeAnswer;
}

/**
 * GET /count/img/video/{imgId}: the video of a video order's own image, through the server (no
 * storage URL), in the byte range the browser's player asks for.
 */
export class ImageVideoQuery extends Query<VideoFile> {
  constructor(
    readonly imageId: number,
    readonly rangeHeader: string | undefined,
  ) {
    super();
  }
}
