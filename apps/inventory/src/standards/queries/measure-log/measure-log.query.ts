import { Query } from '@nestjs/cqrs';
import { type MeasureLogRequest, type MeasureLogResponse } from '@timber/contracts';

export class MeasureLogQuery extends Query<MeasureLogResponse> {
  constructor(readonly request: MeasureLogRequest) {
    super();
  }
}
