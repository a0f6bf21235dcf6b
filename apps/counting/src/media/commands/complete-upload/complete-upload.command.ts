import { Command } from '@nestjs/cqrs';
import { type MediaStored } from '@timber/contracts';

/** POST /media/upload/{uploadId}/complete: checks the whole file and stores it as the tenant's media. */
export class CompleteUploadCommand extends Command<MediaStored> {
  constructor(readonly uploadId: string) {
    super();
  }
}
