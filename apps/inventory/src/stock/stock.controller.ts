import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type PageResult, stockListQuerySchema, type StockRow } from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { ListStockQuery } from './queries/list-stock/list-stock.query';

/** §2 Stock list (path not shown in §7: /stock/pageData chosen). */
@Controller('stock')
export class StockController {
  constructor(private readonly queries: QueryBus) {}

  @Post('pageData')
  @HttpCode(200)
  list(
    @Body(new ZodPipe(stockListQuerySchema)) body: z.infer<typeof stockListQuerySchema>,
  ): Promise<PageResult<StockRow>> {
    return this.queries.execute(new ListStockQuery(body));
  }
}
