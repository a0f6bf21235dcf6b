import { Query } from '@nestjs/cqrs';
import { type HandwritingReading } from '@timber/contracts';

/** (chosen) /cmw/handwriting/reading/{id}: the caller's reading of a sheet's photo. */
export class ReadingQuery extends Query<HandwritingReading> {
  constructor(readonly id: string) {
    super();
  }
}
