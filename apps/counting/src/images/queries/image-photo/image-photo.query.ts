import { Query } from '@nestjs/cqrs';
import { type Readable } from 'node:stream';

/** A photo as it is streamed to the browser: its bytes and what they are. */
export interface PhotoFile {
  body: Readable;
  contentType: string;
  size: number | null;
}

/** GET /count/img/photo/{imgId}: the photo of an image card, through the server (no storage URL). */
export class ImagePhotoQuery extends Query<PhotoFile> {
  constructor(readonly imageId: number) {
    super();
  }
}
