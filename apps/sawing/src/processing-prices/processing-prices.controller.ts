import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type ProcessingPrice, ROUTES } from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';
import { SaveProcessingPriceCommand } from './commands/save-processing-price/save-processing-price.command';
import { LoadProcessingPriceQuery } from './queries/load-processing-price/load-processing-price.query';

/** §7 /logProcessing/*: processing prices by date. */
@Controller()
export class ProcessingPricesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.processingPriceSummary)
  load(@RouteBody() body: BodyOf<typeof ROUTES.processingPriceSummary>): Promise<ProcessingPrice> {
    return this.queries.execute(new LoadProcessingPriceQuery(body.processingDate));
  }

  @Route(ROUTES.processingPriceSave)
  save(@RouteBody() body: BodyOf<typeof ROUTES.processingPriceSave>): Promise<ProcessingPrice> {
    return this.commands.execute(new SaveProcessingPriceCommand(body));
  }
}
