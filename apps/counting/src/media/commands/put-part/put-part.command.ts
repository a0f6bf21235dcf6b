import { Command } from '@nestjs/cqrs';
import { type MediaPartReceipt } from '@timber/contracts';

/** POST /media/upload/{uploadId}/part/{index}: one part's bytes; sending it again replaces it. */
export class PutPartCommand extends Command<MediaPartReceipt> {
  constructor(
    readonly uploadId: string,
    readonly index: number,
    readonly bytes: Buffer,
  ) {
    super();
  }
}
