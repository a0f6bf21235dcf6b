import { Controller, Res, UploadedFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AbnormalLog,
  type DetailExportQuery,
  type DetailImages,
  type DiameterCategory,
  type DiameterRow,
  DomainError,
  type ModifiedSheet,
  type PageResult,
  ROUTES,
  type SheetPrintData,
  type SheetRow,
  type WoodPiecePage,
  type WoodPieceQuery,
} from '@timber/contracts';
import {
  type BodyOf,
  FileUpload,
  type ParamsOf,
  requestContext,
  RouteBody,
  RouteParams,
  type ServiceRoute,
} from '@timber/nest-kit';
import { type Response } from 'express';
import {
  DetailImagesQuery,
  DetailWorkbookQuery,
  DiameterCategoryQuery,
  WoodPiecesQuery,
} from '../diameter-detail';
import { Route } from '../route';
import { ChangeSheetCommand } from './commands/change-sheet/change-sheet.command';
import { ConfirmSheetCommand } from './commands/confirm-sheet/confirm-sheet.command';
import { CreateSheetCommand } from './commands/create-sheet/create-sheet.command';
import { DisableSheetCommand } from './commands/disable-sheet/disable-sheet.command';
import { ImportSheetsCommand } from './commands/import-sheets/import-sheets.command';
import { MergeSheetsCommand } from './commands/merge-sheets/merge-sheets.command';
import { ModifyDiametersCommand } from './commands/modify-diameters/modify-diameters.command';
import { SHEET_KIND, type SheetKind } from './domain/sheet-rules';
import { AbnormalLogsQuery } from './queries/abnormal-logs/abnormal-logs.query';
import { DiameterRowsQuery } from './queries/diameter-rows/diameter-rows.query';
import { ExportDiametersQuery } from './queries/export-diameters/export-diameters.query';
import { ExportFittedDiametersQuery } from './queries/export-fitted-diameters/export-fitted-diameters.query';
import { ExportSheetsQuery } from './queries/export-sheets/export-sheets.query';
import { writeImportTemplate } from './queries/export-sheets/import-template';
import { ListSheetsQuery } from './queries/list-sheets/list-sheets.query';
import { SheetPrintDataQuery } from './queries/sheet-print-data/sheet-print-data.query';
import { SheetPrintPdfQuery } from './queries/sheet-print-pdf/sheet-print-pdf.query';

/** §9 upload part size: an import workbook may be up to 10 MB. */
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

type Create = BodyOf<typeof ROUTES.stockInCreate>;
type List = BodyOf<typeof ROUTES.stockInList>;
type Confirm = BodyOf<typeof ROUTES.stockInConfirm>;
type Id = ParamsOf<typeof ROUTES.stockInConfirm>;
type AbnormalBody = BodyOf<typeof ROUTES.stockInAbnormalList> | BodyOf<typeof ROUTES.stockOutAbnormalList>;

/** §7: the abnormal logs are asked for by stockInHId on stock-in, by stockOutHId on stock-out. */
const abnormalSheetId = (body: AbnormalBody): string =>
  'stockInHId' in body ? body.stockInHId : body.stockOutHId;

/**
 * The catalogue entries one kind of sheet serves: stock-in and stock-out have the same calls, with
 * the same schemas (the bodies are typed by the stock-in entries).
 */
type SheetRouteSet = Record<
  | 'list'
  | 'create'
  | 'confirm'
  | 'disable'
  | 'changeCustomer'
  | 'changeKind'
  | 'changeLocation'
  | 'changeTransport'
  | 'export'
  | 'diameterExport'
  | 'fittedExport'
  | 'importTemplate'
  | 'import'
  | 'merge'
  | 'diameterCategory'
  | 'woodPieces'
  | 'images'
  | 'detailExport'
  | 'abnormal'
  | 'diameterRows'
  | 'modifyDiameters'
  | 'printData'
  | 'printPdf',
  ServiceRoute<'inventory'>
>;

/** The routes of one kind of sheet, each served under its catalogue entry. */
function sheetRoutes(kind: SheetKind, routes: SheetRouteSet, fileField: string) {
  @Controller()
  class SheetController {
    constructor(
      readonly commands: CommandBus,
      readonly queries: QueryBus,
    ) {}

    @Route(routes.list)
    list(@RouteBody() body: List): Promise<PageResult<SheetRow>> {
      return this.queries.execute(new ListSheetsQuery(kind, body));
    }

    @Route(routes.create)
    create(@RouteBody() body: Create): Promise<{ id: string; spu: string }> {
      return this.commands.execute(new CreateSheetCommand(kind, body));
    }

    @Route(routes.confirm)
    confirm(@RouteParams() params: Id, @RouteBody() body: Confirm): Promise<void> {
      return this.commands.execute(new ConfirmSheetCommand(kind, params.id, body.manual === 1));
    }

    @Route(routes.disable)
    disable(@RouteParams() params: Id): Promise<void> {
      return this.commands.execute(new DisableSheetCommand(kind, params.id));
    }

    @Route(routes.changeCustomer)
    changeCustomer(@RouteBody() body: BodyOf<typeof ROUTES.stockInChangeCustomer>): Promise<void> {
      return this.commands.execute(
        new ChangeSheetCommand(kind, body.id, { field: 'customer', customerId: body.customerId }),
      );
    }

    @Route(routes.changeKind)
    changeKind(@RouteBody() body: BodyOf<typeof ROUTES.stockInChangeKind>): Promise<void> {
      return this.commands.execute(
        new ChangeSheetCommand(kind, body.id, { field: 'woodKind', woodKindId: body.woodKindId }),
      );
    }

    @Route(routes.changeLocation)
    changeLocation(@RouteBody() body: BodyOf<typeof ROUTES.stockInChangeLocation>): Promise<void> {
      return this.commands.execute(
        new ChangeSheetCommand(kind, body.id, { field: 'location', locationId: body.locationId }),
      );
    }

    @Route(routes.changeTransport)
    changeTransport(@RouteBody() body: BodyOf<typeof ROUTES.stockInChangeTransport>): Promise<void> {
      return this.commands.execute(
        new ChangeSheetCommand(kind, body.id, { field: 'transportNum', transportNum: body.transportNum }),
      );
    }

    @Route(routes.export)
    download(@RouteBody() body: BodyOf<typeof ROUTES.stockInExport>, @Res() res: Response): Promise<void> {
      return this.queries.execute(new ExportSheetsQuery(kind, body, res));
    }

    /** §7 downloadDia: the diameter sheet (one row per log) of the sheets the filters match. */
    @Route(routes.diameterExport)
    downloadDiameters(
      @RouteBody() body: BodyOf<typeof ROUTES.stockInExport>,
      @Res() res: Response,
    ): Promise<void> {
      return this.queries.execute(new ExportDiametersQuery(kind, body, res));
    }

    /** §7 downloadFittedDia: per sheet, its logs by diameter class and length, with the sheet's total. */
    @Route(routes.fittedExport)
    downloadFittedDiameters(
      @RouteBody() body: BodyOf<typeof ROUTES.stockInExport>,
      @Res() res: Response,
    ): Promise<void> {
      return this.queries.execute(new ExportFittedDiametersQuery(kind, body, res));
    }

    @Route(routes.importTemplate)
    template(@Res() res: Response): Promise<void> {
      return writeImportTemplate(
        res,
        requestContext().locale,
        kind === SHEET_KIND.IN ? 'stock-in' : 'stock-out',
      );
    }

    /** §7: form file field entryXls (stock-in) or deliveryXls (stock-out). */
    @Route(routes.import)
    @FileUpload(fileField, IMPORT_MAX_BYTES)
    import(
      @UploadedFile() file: { buffer: Buffer } | undefined,
    ): Promise<{ sheets: { id: string; spu: string; quantity: number }[] }> {
      if (!file) {
        throw new DomainError('IMPORT.NO_FILE', { field: fileField });
      }
      return this.commands.execute(new ImportSheetsCommand(kind, file.buffer));
    }

    @Route(routes.merge)
    merge(@RouteBody() body: BodyOf<typeof ROUTES.stockInMerge>): Promise<{ id: string; spu: string }> {
      return this.commands.execute(new MergeSheetsCommand(kind, body.orderNos));
    }

    @Route(routes.diameterCategory)
    diameterCategory(
      @RouteBody() body: BodyOf<typeof ROUTES.stockInDiameterCategory>,
    ): Promise<DiameterCategory> {
      return this.queries.execute(new DiameterCategoryQuery(kind, body.id, body.standard));
    }

    /** §7 pageDetail: the sheet's wood pieces (§3), paged; dia and length keep one table row. */
    @Route(routes.woodPieces)
    woodPieces(@RouteBody() body: WoodPieceQuery): Promise<WoodPiecePage> {
      return this.queries.execute(new WoodPiecesQuery({ type: 'sheet', kind, id: body.id }, body));
    }

    /** (chosen) images: the distinct pictures of the sheet's logs ("view images"). */
    @Route(routes.images)
    images(@RouteBody() body: { id: string }): Promise<DetailImages> {
      return this.queries.execute(new DetailImagesQuery({ type: 'sheet', kind, id: body.id }));
    }

    /** §7 /{type}/d/downloadExcel {id, standard}: the diameter data detail as a workbook. */
    @Route(routes.detailExport)
    downloadDetail(@RouteBody() body: DetailExportQuery, @Res() res: Response): Promise<void> {
      return this.queries.execute(
        new DetailWorkbookQuery({ type: 'sheet', kind, id: body.id }, body.standard, res),
      );
    }

    /** §7 abnormal logs by stockInHId or stockOutHId (§3 Abnormal wood). */
    @Route(routes.abnormal)
    abnormal(
      @RouteBody()
      body: AbnormalBody,
    ): Promise<AbnormalLog[]> {
      return this.queries.execute(new AbnormalLogsQuery(kind, abnormalSheetId(body)));
    }

    /** (chosen) §3 Diameter rows of the diameter edit. */
    @Route(routes.diameterRows)
    diameterRows(@RouteBody() body: BodyOf<typeof ROUTES.stockInDiameterRowList>): Promise<DiameterRow[]> {
      return this.queries.execute(new DiameterRowsQuery(kind, body.id));
    }

    /** (chosen) §7 Diameter edit submit: /stockIn/h/modifyDia, /stockOut/modifyDia. */
    @Route(routes.modifyDiameters)
    modifyDiameters(@RouteBody() body: BodyOf<typeof ROUTES.stockInModifyDiameters>): Promise<ModifiedSheet> {
      return this.commands.execute(new ModifyDiametersCommand(kind, body));
    }

    /** §7 /stockIn/d/getPrintData {id} (stock-out: the same, chosen): what the printed sheet shows. */
    @Route(routes.printData)
    printData(@RouteBody() body: BodyOf<typeof ROUTES.stockInPrintData>): Promise<SheetPrintData> {
      return this.queries.execute(new SheetPrintDataQuery(kind, body.id));
    }

    /** (chosen) downloadPrintPdf {id}: the printed sheet as an A4 PDF in the caller's language. */
    @Route(routes.printPdf)
    printPdf(@RouteBody() body: BodyOf<typeof ROUTES.stockInPrintPdf>, @Res() res: Response): Promise<void> {
      return this.queries.execute(new SheetPrintPdfQuery(kind, body.id, res));
    }
  }
  return SheetController;
}

/** §7 stock-in: /stockIn/h/pageSpu, confirm/{id}, delete/{id} (disable), changeCus, …; /stockIn/d/getDiaCategory. */
export const StockInController = sheetRoutes(
  SHEET_KIND.IN,
  {
    list: ROUTES.stockInList,
    create: ROUTES.stockInCreate,
    confirm: ROUTES.stockInConfirm,
    disable: ROUTES.stockInDisable,
    changeCustomer: ROUTES.stockInChangeCustomer,
    changeKind: ROUTES.stockInChangeKind,
    changeLocation: ROUTES.stockInChangeLocation,
    changeTransport: ROUTES.stockInChangeTransport,
    export: ROUTES.stockInExport,
    diameterExport: ROUTES.stockInDiameterExport,
    fittedExport: ROUTES.stockInFittedExport,
    importTemplate: ROUTES.stockInImportTemplate,
    import: ROUTES.stockInImport,
    merge: ROUTES.stockInMerge,
    diameterCategory: ROUTES.stockInDiameterCategory,
    woodPieces: ROUTES.stockInWoodPieceList,
    images: ROUTES.stockInDetailImageList,
    detailExport: ROUTES.stockInDetailExport,
    abnormal: ROUTES.stockInAbnormalList,
    diameterRows: ROUTES.stockInDiameterRowList,
    modifyDiameters: ROUTES.stockInModifyDiameters,
    printData: ROUTES.stockInPrintData,
    printPdf: ROUTES.stockInPrintPdf,
  },
  'entryXls',
);

/** §7 stock-out: /stockOut/pageData, confirm/{id}, delete/{id} (disable), changeCus, …; /stockOut/d/getDiaCategory. */
export const StockOutController = sheetRoutes(
  SHEET_KIND.OUT,
  {
    list: ROUTES.stockOutList,
    create: ROUTES.stockOutCreate,
    confirm: ROUTES.stockOutConfirm,
    disable: ROUTES.stockOutDisable,
    changeCustomer: ROUTES.stockOutChangeCustomer,
    changeKind: ROUTES.stockOutChangeKind,
    changeLocation: ROUTES.stockOutChangeLocation,
    changeTransport: ROUTES.stockOutChangeTransport,
    export: ROUTES.stockOutExport,
    diameterExport: ROUTES.stockOutDiameterExport,
    fittedExport: ROUTES.stockOutFittedExport,
    importTemplate: ROUTES.stockOutImportTemplate,
    import: ROUTES.stockOutImport,
    merge: ROUTES.stockOutMerge,
    diameterCategory: ROUTES.stockOutDiameterCategory,
    woodPieces: ROUTES.stockOutWoodPieceList,
    images: ROUTES.stockOutDetailImageList,
    detailExport: ROUTES.stockOutDetailExport,
    abnormal: ROUTES.stockOutAbnormalList,
    diameterRows: ROUTES.stockOutDiameterRowList,
    modifyDiameters: ROUTES.stockOutModifyDiameters,
    printData: ROUTES.stockOutPrintData,
    printPdf: ROUTES.stockOutPrintPdf,
  },
  'deliveryXls',
);
