import { Body, Controller, HttpCode, Param, Post, Res, UploadedFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AbnormalLog,
  type DetailExportQuery,
  detailExportQuerySchema,
  type DetailImages,
  detailImagesQuerySchema,
  type DiameterCategory,
  diameterCategoryQuerySchema,
  type DiameterRow,
  diameterRowsQuerySchema,
  DomainError,
  idParamSchema,
  type ModifiedSheet,
  modifyDiametersSchema,
  type PageResult,
  sheetChangeCustomerSchema,
  sheetChangeKindSchema,
  sheetChangeLocationSchema,
  sheetChangeTransportSchema,
  sheetConfirmSchema,
  sheetCreateSchema,
  sheetExportQuerySchema,
  sheetListQuerySchema,
  sheetMergeSchema,
  type SheetPrintData,
  sheetPrintQuerySchema,
  type SheetRow,
  stockInAbnormalQuerySchema,
  stockOutAbnormalQuerySchema,
  type WoodPiecePage,
  type WoodPieceQuery,
  woodPieceQuerySchema,
} from '@timber/contracts';
import { FileUpload, requestContext, ZodPipe } from '@timber/nest-kit';
import { type Response } from 'express';
import { type z } from 'zod';
import { DetailImagesQuery } from '../diameter-detail/queries/detail-images/detail-images.query';
import { DetailWorkbookQuery } from '../diameter-detail/queries/detail-workbook/detail-workbook.query';
import { DiameterCategoryQuery } from '../diameter-detail/queries/diameter-category/diameter-category.query';
import { WoodPiecesQuery } from '../diameter-detail/queries/wood-pieces/wood-pieces.query';
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

/** §9 upload part size: an import workbook may be up to 10 MB. */
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

type Create = z.infer<typeof sheetCreateSchema>;
type List = z.infer<typeof sheetListQuerySchema>;
type Confirm = z.infer<typeof sheetConfirmSchema>;
type Id = z.infer<typeof idParamSchema>;
type AbnormalBody = z.infer<typeof stockInAbnormalQuerySchema> | z.infer<typeof stockOutAbnormalQuerySchema>;

/** §7: the abnormal logs are asked for by stockInHId on stock-in, by stockOutHId on stock-out. */
const abnormalSheetId = (body: AbnormalBody): string =>
  'stockInHId' in body ? body.stockInHId : body.stockOutHId;

/** The routes of one kind of sheet: `h` is the §7 prefix of its header calls, `d` of its detail calls. */
function sheetRoutes(kind: SheetKind, h: string, d: string, list: string, fileField: string) {
  @Controller()
  class SheetController {
    constructor(
      readonly commands: CommandBus,
      readonly queries: QueryBus,
    ) {}

    @Post(`${h}/${list}`)
    @HttpCode(200)
    list(@Body(new ZodPipe(sheetListQuerySchema)) body: List): Promise<PageResult<SheetRow>> {
      return this.queries.execute(new ListSheetsQuery(kind, body));
    }

    @Post(`${h}/save`)
    @HttpCode(200)
    create(@Body(new ZodPipe(sheetCreateSchema)) body: Create): Promise<{ id: string; spu: string }> {
      return this.commands.execute(new CreateSheetCommand(kind, body));
    }

    @Post(`${h}/confirm/:id`)
    @HttpCode(200)
    confirm(
      @Param(new ZodPipe(idParamSchema)) params: Id,
      @Body(new ZodPipe(sheetConfirmSchema)) body: Confirm,
    ): Promise<void> {
      return this.commands.execute(new ConfirmSheetCommand(kind, params.id, body.manual === 1));
    }

    @Post(`${h}/delete/:id`)
    @HttpCode(200)
    disable(@Param(new ZodPipe(idParamSchema)) params: Id): Promise<void> {
      return this.commands.execute(new DisableSheetCommand(kind, params.id));
    }

    @Post(`${h}/changeCus`)
    @HttpCode(200)
    changeCustomer(
      @Body(new ZodPipe(sheetChangeCustomerSchema)) body: z.infer<typeof sheetChangeCustomerSchema>,
    ): Promise<void> {
      return this.commands.execute(
        new ChangeSheetCommand(kind, body.id, { field: 'customer', customerId: body.customerId }),
      );
    }

    @Post(`${h}/changeKind`)
    @HttpCode(200)
    changeKind(
      @Body(new ZodPipe(sheetChangeKindSchema)) body: z.infer<typeof sheetChangeKindSchema>,
    ): Promise<void> {
      return this.commands.execute(
        new ChangeSheetCommand(kind, body.id, { field: 'woodKind', woodKindId: body.woodKindId }),
      );
    }

    @Post(`${h}/changeLoc`)
    @HttpCode(200)
    changeLocation(
      @Body(new ZodPipe(sheetChangeLocationSchema)) body: z.infer<typeof sheetChangeLocationSchema>,
    ): Promise<void> {
      return this.commands.execute(
        new ChangeSheetCommand(kind, body.id, { field: 'location', locationId: body.locationId }),
      );
    }

    @Post(`${h}/changeTransportNum`)
    @HttpCode(200)
    changeTransport(
      @Body(new ZodPipe(sheetChangeTransportSchema)) body: z.infer<typeof sheetChangeTransportSchema>,
    ): Promise<void> {
      return this.commands.execute(
        new ChangeSheetCommand(kind, body.id, { field: 'transportNum', transportNum: body.transportNum }),
      );
    }

    @Post(`${h}/downloadExcel`)
    @HttpCode(200)
    download(
      @Body(new ZodPipe(sheetExportQuerySchema)) body: z.infer<typeof sheetExportQuerySchema>,
      @Res() res: Response,
    ): Promise<void> {
      return this.queries.execute(new ExportSheetsQuery(kind, body, res));
    }

    /** §7 downloadDia: the diameter sheet (one row per log) of the sheets the filters match. */
    @Post(`${h}/downloadDia`)
    @HttpCode(200)
    downloadDiameters(
      @Body(new ZodPipe(sheetExportQuerySchema)) body: z.infer<typeof sheetExportQuerySchema>,
      @Res() res: Response,
    ): Promise<void> {
      return this.queries.execute(new ExportDiametersQuery(kind, body, res));
    }

    /** §7 downloadFittedDia: per sheet, its logs by diameter class and length, with the sheet's total. */
    @Post(`${h}/downloadFittedDia`)
    @HttpCode(200)
    downloadFittedDiameters(
      @Body(new ZodPipe(sheetExportQuerySchema)) body: z.infer<typeof sheetExportQuerySchema>,
      @Res() res: Response,
    ): Promise<void> {
      return this.queries.execute(new ExportFittedDiametersQuery(kind, body, res));
    }

    @Post(`${h}/importTemplate`)
    @HttpCode(200)
    template(@Res() res: Response): Promise<void> {
      return writeImportTemplate(
        res,
        requestContext().locale,
        kind === SHEET_KIND.IN ? 'stock-in' : 'stock-out',
      );
    }

    /** §7: form file field entryXls (stock-in) or deliveryXls (stock-out). */
    @Post(`${h}/importExcel`)
    @HttpCode(200)
    @FileUpload(fileField, IMPORT_MAX_BYTES)
    import(
      @UploadedFile() file: { buffer: Buffer } | undefined,
    ): Promise<{ sheets: { id: string; spu: string; quantity: number }[] }> {
      if (!file) {
        throw new DomainError('IMPORT.NO_FILE', { field: fileField });
      }
      return this.commands.execute(new ImportSheetsCommand(kind, file.buffer));
    }

    @Post(`${h}/merge`)
    @HttpCode(200)
    merge(
      @Body(new ZodPipe(sheetMergeSchema)) body: z.infer<typeof sheetMergeSchema>,
    ): Promise<{ id: string; spu: string }> {
      return this.commands.execute(new MergeSheetsCommand(kind, body.orderNos));
    }

    @Post(`${d}/getDiaCategory`)
    @HttpCode(200)
    diameterCategory(
      @Body(new ZodPipe(diameterCategoryQuerySchema)) body: z.infer<typeof diameterCategoryQuerySchema>,
    ): Promise<DiameterCategory> {
      return this.queries.execute(new DiameterCategoryQuery(kind, body.id, body.standard));
    }

    /** §7 pageDetail: the sheet's wood pieces (§3), paged; dia and length keep one table row. */
    @Post(`${d}/pageDetail`)
    @HttpCode(200)
    woodPieces(@Body(new ZodPipe(woodPieceQuerySchema)) body: WoodPieceQuery): Promise<WoodPiecePage> {
      return this.queries.execute(new WoodPiecesQuery({ type: 'sheet', kind, id: body.id }, body));
    }

    /** (chosen) images: the distinct pictures of the sheet's logs ("view images"). */
    @Post(`${d}/images`)
    @HttpCode(200)
    images(@Body(new ZodPipe(detailImagesQuerySchema)) body: { id: string }): Promise<DetailImages> {
      return this.queries.execute(new DetailImagesQuery({ type: 'sheet', kind, id: body.id }));
    }

    /** §7 /{type}/d/downloadExcel {id, standard}: the diameter data detail as a workbook. */
    @Post(`${d}/downloadExcel`)
    @HttpCode(200)
    downloadDetail(
      @Body(new ZodPipe(detailExportQuerySchema)) body: DetailExportQuery,
      @Res() res: Response,
    ): Promise<void> {
      return this.queries.execute(
        new DetailWorkbookQuery({ type: 'sheet', kind, id: body.id }, body.standard, res),
      );
    }

    /** §7 abnormal logs by stockInHId or stockOutHId (§3 Abnormal wood). */
    @Post(`${d}/abnormal`)
    @HttpCode(200)
    abnormal(
      @Body(new ZodPipe(kind === SHEET_KIND.IN ? stockInAbnormalQuerySchema : stockOutAbnormalQuerySchema))
      body: AbnormalBody,
    ): Promise<AbnormalLog[]> {
      return this.queries.execute(new AbnormalLogsQuery(kind, abnormalSheetId(body)));
    }

    /** (chosen) §3 Diameter rows of the diameter edit. */
    @Post(`${d}/diameters`)
    @HttpCode(200)
    diameterRows(
      @Body(new ZodPipe(diameterRowsQuerySchema)) body: z.infer<typeof diameterRowsQuerySchema>,
    ): Promise<DiameterRow[]> {
      return this.queries.execute(new DiameterRowsQuery(kind, body.id));
    }

    /** (chosen) §7 Diameter edit submit: /stockIn/h/modifyDia, /stockOut/modifyDia. */
    @Post(`${h}/modifyDia`)
    @HttpCode(200)
    modifyDiameters(
      @Body(new ZodPipe(modifyDiametersSchema)) body: z.infer<typeof modifyDiametersSchema>,
    ): Promise<ModifiedSheet> {
      return this.commands.execute(new ModifyDiametersCommand(kind, body));
    }
  }
  return SheetController;
}

/** §7 stock-in: /stockIn/h/pageSpu, confirm/{id}, delete/{id} (disable), changeCus, …; /stockIn/d/getDiaCategory. */
export const StockInController = sheetRoutes(SHEET_KIND.IN, 'stockIn/h', 'stockIn/d', 'pageSpu', 'entryXls');

/** §7 stock-out: /stockOut/pageData, confirm/{id}, delete/{id} (disable), changeCus, …; /stockOut/d/getDiaCategory. */
export const StockOutController = sheetRoutes(
  SHEET_KIND.OUT,
  'stockOut',
  'stockOut/d',
  'pageData',
  'deliveryXls',
);

/** §7 /stockIn/d/getPrintData {id}: the printed stock-in sheet (§7 names no such call for stock-out). */
@Controller('stockIn/d')
export class StockInPrintController {
  constructor(private readonly queries: QueryBus) {}

  @Post('getPrintData')
  @HttpCode(200)
  printData(
    @Body(new ZodPipe(sheetPrintQuerySchema)) body: z.infer<typeof sheetPrintQuerySchema>,
  ): Promise<SheetPrintData> {
    return this.queries.execute(new SheetPrintDataQuery(SHEET_KIND.IN, body.id));
  }
}
