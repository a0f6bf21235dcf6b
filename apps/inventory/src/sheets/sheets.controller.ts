import { Body, Controller, HttpCode, Param, Post, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  type DiameterCategory,
  diameterCategoryQuerySchema,
  DomainError,
  idParamSchema,
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
  type SheetRow,
} from '@timber/contracts';
import { requestContext, ZodPipe } from '@timber/nest-kit';
import { type Response } from 'express';
import { type z } from 'zod';
import { ChangeSheetCommand } from './commands/change-sheet/change-sheet.command';
import { ConfirmSheetCommand } from './commands/confirm-sheet/confirm-sheet.command';
import { CreateSheetCommand } from './commands/create-sheet/create-sheet.command';
import { DisableSheetCommand } from './commands/disable-sheet/disable-sheet.command';
import { ImportSheetsCommand } from './commands/import-sheets/import-sheets.command';
import { MergeSheetsCommand } from './commands/merge-sheets/merge-sheets.command';
import { SHEET_KIND, type SheetKind } from './domain/sheet-rules';
import { DiameterCategoryQuery } from './queries/diameter-category/diameter-category.query';
import { ExportSheetsQuery } from './queries/export-sheets/export-sheets.query';
import { writeImportTemplate } from './queries/export-sheets/import-template';
import { ListSheetsQuery } from './queries/list-sheets/list-sheets.query';

/** §9 upload part size: an import workbook may be up to 10 MB. */
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

type Create = z.infer<typeof sheetCreateSchema>;
type List = z.infer<typeof sheetListQuerySchema>;
type Confirm = z.infer<typeof sheetConfirmSchema>;
type Id = z.infer<typeof idParamSchema>;

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
    @UseInterceptors(FileInterceptor(fileField, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } }))
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
