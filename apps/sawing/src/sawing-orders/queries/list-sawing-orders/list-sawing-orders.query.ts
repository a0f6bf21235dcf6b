import { Query } from '@nestjs/cqrs';
import { type PageResult, type ROUTES, type SawingOrderRow, type SawingState } from '@timber/contracts';
import { type BodyOf } from '@timber/nest-kit';

/** §7 /cutting/record/pageData: a day's orders (the caller's today when no searchDate), by machine. */
export class ListSawingOrdersQuery extends Query<PageResult<SawingOrderRow>> {
  constructor(
    readonly query: BodyOf<typeof ROUTES.sawingOrderList>,
    /** (the mobile app's lists) only the orders in this state */
    readonly state?: SawingState,
  ) {
    super();
  }
}
