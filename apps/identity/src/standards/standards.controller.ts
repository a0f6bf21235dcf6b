import { ROUTES } from '@timber/contracts';

import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type StandardOption } from '@timber/contracts';
import { caller } from '@timber/nest-kit';
import { Route } from '../route';
import { ListStandardOptionsQuery } from './queries/list-standard-options/list-standard-options.query';

/** §7 POST /cmw/standard: the standard options of the measurement standard selectors. */
@Controller()
export class StandardsController {
  constructor(private readonly queries: QueryBus) {}

  @Route(ROUTES.standardOptionList)
  options(): Promise<StandardOption[]> {
    return this.queries.execute(new ListStandardOptionsQuery(caller().tenantId));
  }
}
