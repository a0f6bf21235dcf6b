import { Query } from '@nestjs/cqrs';
import { type MediaUploadStatus } from '@timber/contracts';

/** GET /media/upload/{uploadId}: the parts stored so far, to resume an interrupted upload. */
export class UploadStatusQuery extends Query<MediaUploadStatus> {
  constructor(readonly uploadId: string) {
    super();
  }
}
