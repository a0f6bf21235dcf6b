import { Body, Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type DetailExportQuery,
  detailExportQuerySchema,
  type DetailImages,
  detailImagesQuerySchema,
  DomainError,
  emptyQuerySchema,
  idParamSchema,
  type PageResult,
  type StockByKind,
  type StockDiameterCategory,
  stockDiameterCategoryQuerySchema,
  stockExportQuerySchema,
  stockListQuerySchema,
  type StockRow,
  stockTransferSchema,
  type WoodPiecePage,
  type WoodPieceQuery,
  woodPieceQuerySchema,
} from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type Response } from 'express';
import { type z } from 'zod';
import { DetailImagesQuery } from '../diameter-detail/queries/detail-images/detail-images.query';
import { DetailWorkbookQuery } from '../diameter-detail/queries/detail-workbook/detail-workbook.query';
import { StockDiameterCategoryQuery } from '../diameter-detail/queries/stock-diameter-category/stock-diameter-category.query';
import { WoodPiecesQuery } from '../diameter-detail/queries/wood-pieces/wood-pieces.query';
import { TransferStockCommand } from './commands/transfer-stock/transfer-stock.command';
import { ExportStockQuery } from './queries/export-stock/export-stock.query';
import { ListOutOfStockQuery } from './queries/list-out-of-stock/list-out-of-stock.query';
import { ListStockQuery } from './queries/list-stock/list-stock.query';
import { StockByKindQuery } from './queries/stock-by-kind/stock-by-kind.query';

/** §2 Stock list (§7 /stock/pageSpu; /stock/pageData, chosen before, as its alias), sold-out rows and the warehouse move. */
@Controller('stock')
export class StockController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(['pageSpu', 'pageData'])
  @HttpCode(200)
  list(
    @Body(new ZodPipe(stockListQuerySchema)) body: z.infer<typeof stockListQuerySchema>,
  ): Promise<PageResult<StockRow>> {
    return this.queries.execute(new ListStockQuery(body));
  }

  /** §7 pageOutOfStock: the rows sold out (quantity 0), with the stock list's filters. */
  @Post('pageOutOfStock')
  @HttpCode(200)
  outOfStock(
    @Body(new ZodPipe(stockListQuerySchema)) body: z.infer<typeof stockListQuerySchema>,
  ): Promise<PageResult<StockRow>> {
    return this.queries.execute(new ListOutOfStockQuery(body));
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

  /** §7 /stock/downloadExcel: the stock list with its filters as an xlsx workbook (streamed). */
  @Post('downloadExcel')
  @HttpCode(200)
  download(
    @Body(new ZodPipe(stockExportQuerySchema)) body: z.infer<typeof stockExportQuerySchema>,
    @Res() res: Response,
  ): Promise<void> {
    return this.queries.execute(new ExportStockQuery(body, res));
  }

  /** §2 simple stock view (path not shown: /stock/simple chosen): the stock per wood kind. */
  @Post('simple')
  @HttpCode(200)
  byKind(@Body(new ZodPipe(emptyQuerySchema)) _body: z.infer<typeof emptyQuerySchema>): Promise<StockByKind> {
    return this.queries.execute(new StockByKindQuery());
  }

  /** §7 /stock/d/getDiaCategory/{id} {standard?}: the row's pieces by diameter class and length. */
  @Post('d/getDiaCategory/:id')
  @HttpCode(200)
  diameterCategory(
    @Param(new ZodPipe(idParamSchema)) params: z.infer<typeof idParamSchema>,
    @Body(new ZodPipe(stockDiameterCategoryQuerySchema))
    body: z.infer<typeof stockDiameterCategoryQuerySchema>,
  ): Promise<StockDiameterCategory> {
    return this.queries.execute(new StockDiameterCategoryQuery(params.id, body.standard));
  }

  /** §7 /stock/d/pageData: the row's wood pieces in stock (§3, with dummies), paged. */
  @Post('d/pageData')
  @HttpCode(200)
  woodPieces(@Body(new ZodPipe(woodPieceQuerySchema)) body: WoodPieceQuery): Promise<WoodPiecePage> {
    return this.queries.execute(new WoodPiecesQuery({ type: 'stock', id: body.id }, body));
  }

  /** (chosen) /stock/d/images: the distinct pictures of the row's pieces in stock. */
  @Post('d/images')
  @HttpCode(200)
  images(@Body(new ZodPipe(detailImagesQuerySchema)) body: { id: string }): Promise<DetailImages> {
    return this.queries.execute(new DetailImagesQuery({ type: 'stock', id: body.id }));
  }

  /** §7 /stock/d/downloadExcel {id, standard}: the row's diameter data detail as a workbook. */
  @Post('d/downloadExcel')
  @HttpCode(200)
  downloadDetail(
    @Body(new ZodPipe(detailExportQuerySchema)) body: DetailExportQuery,
    @Res() res: Response,
  ): Promise<void> {
    return this.queries.execute(new DetailWorkbookQuery({ type: 'stock', id: body.id }, body.standard, res));
  }
}
