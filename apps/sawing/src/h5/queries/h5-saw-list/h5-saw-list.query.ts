import { Query } from '@nestjs/cqrs';
import { type ROUTES, type SawBoard } from '@timber/contracts';
import { type BodyOf } from '@timber/nest-kit';

/** §7 H5 saw list by cusNo, machineNum, cuttingDate: the machines' finished and unfinished orders. */
export class H5SawListQuery extends Query<SawBoard> {
  constructor(readonly query: BodyOf<typeof ROUTES.h5SawList>) {
    super();
  }
}
