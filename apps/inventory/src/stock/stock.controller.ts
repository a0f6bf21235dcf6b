import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  DomainError,
  idParamSchema,
  type PageResult,
  stockListQuerySchema,
  type StockRow,
  stockTransferSchema,
} from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { TransferStockCommand } from './commands/transfer-stock/transfer-stock.command';
import { ListStockQuery } from './queries/list-stock/list-stock.query';

/** §2 Stock list (path not shown in §7: /stock/pageData chosen) and the warehouse move. */
@Controller('stock')
export class StockController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('pageData')
  @HttpCode(200)
  list(
    @Body(new ZodPipe(stockListQuerySchema)) body: z.infer<typeof stockListQuerySchema>,
  ): Promise<PageResult<StockRow>> {
    return this.queries.execute(new ListStockQuery(body));
  }

  /** §7 /stock/transfer/{id} {id, locId}: the id in the path and the body must agree. */
  @Post('transfer/:id')
  @HttpCode(200)
  transfer(
    @Param(new ZodPipe(idParamSchema)) params: z.infer<typeof idParamSchema>,
    @Body(new ZodPipe(stockTransferSchema)) body: z.infer<typeof stockTransferSchema>,
  ): Promise<void> {
    if (params.id !== body.id) {
      throw new DomainError('COMMON.VALIDATION', { details: 'id' });
    }
    return this.commands.execute(new TransferStockCommand(body.id, body.locId));
  }
}
