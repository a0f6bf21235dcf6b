import { Command } from '@nestjs/cqrs';
import { type MediaUploadBegin, type MediaUploadPlan } from '@timber/contracts';

/** POST /media/upload/begin: plans a parted upload of a photo or video for the caller's tenant. */
export class BeginUploadCommand extends Command<MediaUploadPlan> {
  constructor(readonly input: MediaUploadBegin) {
    super();
  }
}
