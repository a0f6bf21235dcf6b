import { Controller, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type DiameterSets,
  type DiameterSheet,
  type DiameterSheetSummary,
  type HandwritingClasses,
  type PageResult,
  ROUTES,
} from '@timber/contracts';
import { type BodyOf, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { type Response } from 'express';
import { Route } from '../route';
import { SaveDiameterSheetCommand } from './commands/save-diameter-sheet/save-diameter-sheet.command';
import { DIAMETER_SHEET_KIND } from './domain/diameter-sheet-rows';
import { DiameterSetsQuery } from './queries/diameter-sets/diameter-sets.query';
import { DiameterSheetRowsQuery } from './queries/diameter-sheet-rows/diameter-sheet-rows.query';
import { HandwritingClassesQuery } from './queries/handwriting-classes/handwriting-classes.query';
import { HandwritingTemplateQuery } from './queries/handwriting-template/handwriting-template.query';
import { ListCheckedSheetsQuery } from './queries/list-checked-sheets/list-checked-sheets.query';

type Saved = Promise<{ id: string; qty: number; vol: number }>;

/** The checked and purchase diameter sheets of stock-in sheets (§7 /checkStock/*, /purchase/diasheet/*) and their comparison report. */
@Controller()
export class DiameterSheetsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.checkedSheetSave)
  saveChecked(@RouteBody() body: BodyOf<typeof ROUTES.checkedSheetSave>): Saved {
    return this.commands.execute(
      new SaveDiameterSheetCommand(
        DIAMETER_SHEET_KIND.CHECKED,
        { mode: 'replace', stockInHeadId: body.stockInHeadId },
        body.diameters,
      ),
    );
  }

  @Route(ROUTES.checkedSheetList)
  listChecked(
    @RouteBody() body: BodyOf<typeof ROUTES.checkedSheetList>,
  ): Promise<PageResult<DiameterSheetSummary>> {
    return this.queries.execute(new ListCheckedSheetsQuery(body));
  }

  @Route(ROUTES.checkedSheetCategory)
  checkedRows(@RouteBody() body: BodyOf<typeof ROUTES.checkedSheetCategory>): Promise<DiameterSheet> {
    return this.queries.execute(new DiameterSheetRowsQuery(body.id, DIAMETER_SHEET_KIND.CHECKED));
  }

  @Route(ROUTES.purchaseSheetAdd)
  addPurchase(@RouteBody() body: BodyOf<typeof ROUTES.purchaseSheetAdd>): Saved {
    return this.commands.execute(
      new SaveDiameterSheetCommand(
        DIAMETER_SHEET_KIND.PURCHASE,
        { mode: 'add', stockInHeadId: body.stockInHeadId },
        body.diameters,
      ),
    );
  }

  @Route(ROUTES.purchaseSheetEdit)
  editPurchase(@RouteBody() body: BodyOf<typeof ROUTES.purchaseSheetEdit>): Saved {
    return this.commands.execute(
      new SaveDiameterSheetCommand(
        DIAMETER_SHEET_KIND.PURCHASE,
        { mode: 'edit', id: body.id },
        body.diameters,
      ),
    );
  }

  @Route(ROUTES.purchaseSheetCategory)
  purchaseRows(@RouteParams() params: ParamsOf<typeof ROUTES.purchaseSheetCategory>): Promise<DiameterSheet> {
    return this.queries.execute(new DiameterSheetRowsQuery(params.id, DIAMETER_SHEET_KIND.PURCHASE));
  }

  /** (chosen) A handwritten diameter sheet's template one or two to print, as an A4 PDF in the caller's language. */
  @Route(ROUTES.handwritingTemplate)
  handwritingTemplate(
    @RouteParams() params: ParamsOf<typeof ROUTES.handwritingTemplate>,
    @RouteBody() body: BodyOf<typeof ROUTES.handwritingTemplate>,
    @Res() res: Response,
  ): Promise<void> {
    return this.queries.execute(new HandwritingTemplateQuery(params.type === '1' ? 1 : 2, body, res));
  }

  /** (chosen) Template one's lines as printed, for the review of a photo read line by line. */
  @Route(ROUTES.handwritingClassList)
  handwritingClasses(
    @RouteBody() body: BodyOf<typeof ROUTES.handwritingClassList>,
  ): Promise<HandwritingClasses> {
    return this.queries.execute(new HandwritingClassesQuery(body));
  }

  @Route(ROUTES.diameterSetsSummary)
  diameterSets(@RouteBody() body: BodyOf<typeof ROUTES.diameterSetsSummary>): Promise<DiameterSets> {
    return this.queries.execute(new DiameterSetsQuery(body.ids));
  }
}
