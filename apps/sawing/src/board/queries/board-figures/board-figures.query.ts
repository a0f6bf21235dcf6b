import { Query } from '@nestjs/cqrs';
import { type SawBoard } from '@timber/contracts';

/** (chosen) /cutting/board/data: today's figures of the tenant a board link names. */
export class BoardFiguresQuery extends Query<SawBoard> {
  constructor(
    readonly cusNo: string,
    readonly token: string,
  ) {
    super();
  }
}
