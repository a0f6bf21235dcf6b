import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  idParamSchema,
  type PageResult,
  sheetConfirmSchema,
  sheetCreateSchema,
  sheetListQuerySchema,
  type SheetRow,
} from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { ConfirmSheetCommand } from './commands/confirm-sheet/confirm-sheet.command';
import { CreateSheetCommand } from './commands/create-sheet/create-sheet.command';
import { DisableSheetCommand } from './commands/disable-sheet/disable-sheet.command';
import { SHEET_KIND, type SheetKind } from './domain/sheet-rules';
import { ListSheetsQuery } from './queries/list-sheets/list-sheets.query';

type Create = z.infer<typeof sheetCreateSchema>;
type List = z.infer<typeof sheetListQuerySchema>;
type Confirm = z.infer<typeof sheetConfirmSchema>;
type Id = z.infer<typeof idParamSchema>;

/** The routes of one kind of sheet, under the §7 prefixes of that kind. */
function sheetRoutes(
  kind: SheetKind,
  paths: { list: string; save: string; confirm: string; disable: string },
  prefix: string,
) {
  @Controller(prefix)
  class SheetController {
    constructor(
      readonly commands: CommandBus,
      readonly queries: QueryBus,
    ) {}

    @Post(paths.list)
    @HttpCode(200)
    list(@Body(new ZodPipe(sheetListQuerySchema)) body: List): Promise<PageResult<SheetRow>> {
      return this.queries.execute(new ListSheetsQuery(kind, body));
    }

    @Post(paths.save)
    @HttpCode(200)
    create(@Body(new ZodPipe(sheetCreateSchema)) body: Create): Promise<{ id: string; spu: string }> {
      return this.commands.execute(new CreateSheetCommand(kind, body));
    }

    @Post(`${paths.confirm}/:id`)
    @HttpCode(200)
    confirm(
      @Param(new ZodPipe(idParamSchema)) params: Id,
      @Body(new ZodPipe(sheetConfirmSchema)) body: Confirm,
    ): Promise<void> {
      return this.commands.execute(new ConfirmSheetCommand(kind, params.id, body.manual === 1));
    }

    @Post(`${paths.disable}/:id`)
    @HttpCode(200)
    disable(@Param(new ZodPipe(idParamSchema)) params: Id): Promise<void> {
      return this.commands.execute(new DisableSheetCommand(kind, params.id));
    }
  }
  return SheetController;
}

/** §7 stock-in: /stockIn/h/pageSpu, /stockIn/h/confirm/{id}, /stockIn/h/delete/{id} (disable); save chosen. */
export const StockInController = sheetRoutes(
  SHEET_KIND.IN,
  { list: 'pageSpu', save: 'save', confirm: 'confirm', disable: 'delete' },
  'stockIn/h',
);

/** §7 stock-out: /stockOut/pageData, /stockOut/confirm/{id}, /stockOut/delete/{id} (disable); save chosen. */
export const StockOutController = sheetRoutes(
  SHEET_KIND.OUT,
  { list: 'pageData', save: 'save', confirm: 'confirm', disable: 'delete' },
  'stockOut',
);
