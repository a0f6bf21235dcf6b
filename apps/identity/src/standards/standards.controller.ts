import { Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type StandardOption } from '@timber/contracts';
import { caller } from '@timber/nest-kit';
import { ListStandardOptionsQuery } from './queries/list-standard-options/list-standard-options.query';

/** §7 POST /cmw/standard: the standard options of the measurement standard selectors. */
@Controller('cmw')
export class StandardsController {
  constructor(private readonly queries: QueryBus) {}

  @Post('standard')
  @HttpCode(200)
  options(): Promise<StandardOption[]> {
    return this.queries.execute(new ListStandardOptionsQuery(caller().tenantId));
  }
}
