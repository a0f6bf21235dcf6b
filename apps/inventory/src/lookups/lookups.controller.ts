import { Controller, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type CustomerOption,
  type DiameterRangeListQuery,
  type DiameterRangeOption,
  type LookupOption,
  type LookupQuery,
  type PageResult,
  type Paging,
  ROUTES,
} from '@timber/contracts';
import { RouteBody } from '@timber/nest-kit';
import { ListCustomersQuery } from '../customers';
import { ListDiameterRangesQuery } from '../diameter-ranges';
import { ListLocationsQuery } from '../locations';
import { Route } from '../route';
import { ListWoodKindsQuery } from '../wood-kinds';

const paging = ({ page, pageSize }: Paging): Paging => ({ page, pageSize });

const optionsOf = <Row, Option>(
  result: PageResult<Row>,
  option: (row: Row) => Option,
): PageResult<Option> => ({ records: result.records.map(option), total: result.total });

/**
 * Issue 35: the read-only look-ups of the screens' filters and choices. Each reads through the
 * master-data table's own list query (tenant-scoped by its RLS, the same name filter and order) and
 * answers the few fields a choice shows; the route's keys are the screens that need it, so a user
 * holding such a screen needs no master-data screen.
 */
@Controller()
export class LookupsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Route(ROUTES.lookupWoodKindList)
  async woodKinds(@RouteBody() body: LookupQuery): Promise<PageResult<LookupOption>> {
    const page = await this.queries.execute(
      new ListWoodKindsQuery({ ...paging(body), woodKindName: body.name }),
    );
    return optionsOf(page, (row) => ({ id: row.id, name: row.woodKindName }));
  }

  @Route(ROUTES.lookupLocationList)
  async locations(@RouteBody() body: LookupQuery): Promise<PageResult<LookupOption>> {
    const page = await this.queries.execute(
      new ListLocationsQuery({ ...paging(body), locationName: body.name }),
    );
    return optionsOf(page, (row) => ({ id: row.id, name: row.locationName }));
  }

  @Route(ROUTES.lookupCustomerList)
  async customers(@RouteBody() body: LookupQuery): Promise<PageResult<CustomerOption>> {
    const page = await this.queries.execute(
      new ListCustomersQuery({ ...paging(body), customerName: body.name }),
    );
    return optionsOf(page, (row) => ({ id: row.id, name: row.customerName, customerNo: row.customerNo }));
  }

  @Route(ROUTES.lookupDiameterRangeList)
  async diameterRanges(@RouteBody() body: DiameterRangeListQuery): Promise<PageResult<DiameterRangeOption>> {
    const page = await this.queries.execute(new ListDiameterRangesQuery(body));
    return optionsOf(page, (row) => ({ id: row.id, lowerLimit: row.lowerLimit, upperLimit: row.upperLimit }));
  }
}
