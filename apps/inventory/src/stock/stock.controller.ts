import { Controller, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type DetailImages,
  DomainError,
  type PageResult,
  ROUTES,
  type StockByKind,
  type StockDiameterCategory,
  type StockRow,
  type WoodPiecePage,
} from '@timber/contracts';
import { type BodyOf, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { type Response } from 'express';
import {
  DetailImagesQuery,
  DetailWorkbookQuery,
  StockDiameterCategoryQuery,
  WoodPiecesQuery,
} from '../diameter-detail';
import { Route } from '../route';
import { TransferStockCommand } from './commands/transfer-stock/transfer-stock.command';
import { ExportStockQuery } from './queries/export-stock/export-stock.query';
import { ListOutOfStockQuery } from './queries/list-out-of-stock/list-out-of-stock.query';
import { ListStockQuery } from './queries/list-stock/list-stock.query';
import { StockByKindQuery } from './queries/stock-by-kind/stock-by-kind.query';

/** §2 Stock list (§7 /stock/pageSpu; /stock/pageData, chosen before, as its alias), sold-out rows and the warehouse move. */
@Controller()
export class StockController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.stockList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.stockList>): Promise<PageResult<StockRow>> {
    return this.queries.execute(new ListStockQuery(body));
  }

  /** §7 pageOutOfStock: the rows sold out (quantity 0), with the stock list's filters. */
  @Route(ROUTES.stockOutOfStockList)
  outOfStock(@RouteBody() body: BodyOf<typeof ROUTES.stockOutOfStockList>): Promise<PageResult<StockRow>> {
    return this.queries.execute(new ListOutOfStockQuery(body));
  }

  /** §7 /stock/transfer/{id} {id, locId}: the id in the path and the body must agree. */
  @Route(ROUTES.stockTransfer)
  transfer(
    @RouteParams() params: ParamsOf<typeof ROUTES.stockTransfer>,
    @RouteBody() body: BodyOf<typeof ROUTES.stockTransfer>,
  ): Promise<void> {
    if (params.id !== body.id) {
      throw new DomainError('COMMON.VALIDATION', { details: 'id' });
    }
    return this.commands.execute(new TransferStockCommand(body.id, body.locId));
  }

  /** §7 /stock/downloadExcel: the stock list with its filters as an xlsx workbook (streamed). */
  @Route(ROUTES.stockExport)
  download(@RouteBody() body: BodyOf<typeof ROUTES.stockExport>, @Res() res: Response): Promise<void> {
    return this.queries.execute(new ExportStockQuery(body, res));
  }

  /** §2 simple stock view (path not shown: /stock/simple chosen): the stock per wood kind. */
  @Route(ROUTES.stockKindSummary)
  byKind(@RouteBody() _body: BodyOf<typeof ROUTES.stockKindSummary>): Promise<StockByKind> {
    return this.queries.execute(new StockByKindQuery());
  }

  /** §7 /stock/d/getDiaCategory/{id} {standard?}: the row's pieces by diameter class and length. */
  @Route(ROUTES.stockDiameterCategory)
  diameterCategory(
    @RouteParams() params: ParamsOf<typeof ROUTES.stockDiameterCategory>,
    @RouteBody() body: BodyOf<typeof ROUTES.stockDiameterCategory>,
  ): Promise<StockDiameterCategory> {
    return this.queries.execute(new StockDiameterCategoryQuery(params.id, body.standard));
  }

  /** §7 /stock/d/pageData: the row's wood pieces in stock (§3, with dummies), paged. */
  @Route(ROUTES.stockWoodPieceList)
  woodPieces(@RouteBody() body: BodyOf<typeof ROUTES.stockWoodPieceList>): Promise<WoodPiecePage> {
    return this.queries.execute(new WoodPiecesQuery({ type: 'stock', id: body.id }, body));
  }

  /** (chosen) /stock/d/images: the distinct pictures of the row's pieces in stock. */
  @Route(ROUTES.stockDetailImageList)
  images(@RouteBody() body: BodyOf<typeof ROUTES.stockDetailImageList>): Promise<DetailImages> {
    return this.queries.execute(new DetailImagesQuery({ type: 'stock', id: body.id }));
  }

  /** §7 /stock/d/downloadExcel {id, standard}: the row's diameter data detail as a workbook. */
  @Route(ROUTES.stockDetailExport)
  downloadDetail(
    @RouteBody() body: BodyOf<typeof ROUTES.stockDetailExport>,
    @Res() res: Response,
  ): Promise<void> {
    return this.queries.execute(new DetailWorkbookQuery({ type: 'stock', id: body.id }, body.standard, res));
  }
}
