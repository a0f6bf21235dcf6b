import { Query } from '@nestjs/cqrs';
import { type PhotoFile } from '../../../images';

/** (chosen) /cmw/handwriting/reading/{id}/page: the read page drawn flat, for the review's crops. */
export class ReadingPageQuery extends Query<PhotoFile> {
  constructor(readonly id: string) {
    super();
  }
}
