import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  idParamSchema,
  idsBodySchema,
  type PageResult,
  type WoodKind,
  woodKindCreateSchema,
  woodKindListQuerySchema,
  woodKindUpdateSchema,
} from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { CreateWoodKindCommand } from './commands/create-wood-kind/create-wood-kind.command';
import { DeleteWoodKindsCommand } from './commands/delete-wood-kinds/delete-wood-kinds.command';
import { UpdateWoodKindCommand } from './commands/update-wood-kind/update-wood-kind.command';
import { ListWoodKindsQuery } from './queries/list-wood-kinds/list-wood-kinds.query';

/** §7 Master data: /wk pageData, save, update, del/{id}; plus delete of a selection. */
@Controller('wk')
export class WoodKindsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('pageData')
  @HttpCode(200)
  list(
    @Body(new ZodPipe(woodKindListQuerySchema)) body: z.infer<typeof woodKindListQuerySchema>,
  ): Promise<PageResult<WoodKind>> {
    return this.queries.execute(new ListWoodKindsQuery(body));
  }

  @Post('save')
  @HttpCode(200)
  create(
    @Body(new ZodPipe(woodKindCreateSchema)) body: z.infer<typeof woodKindCreateSchema>,
  ): Promise<{ id: string }> {
    return this.commands.execute(new CreateWoodKindCommand(body));
  }

  @Post('update')
  @HttpCode(200)
  update(@Body(new ZodPipe(woodKindUpdateSchema)) body: z.infer<typeof woodKindUpdateSchema>): Promise<void> {
    return this.commands.execute(new UpdateWoodKindCommand(body));
  }

  @Post('del/:id')
  @HttpCode(200)
  deleteOne(@Param(new ZodPipe(idParamSchema)) params: z.infer<typeof idParamSchema>): Promise<void> {
    return this.commands.execute(new DeleteWoodKindsCommand([params.id]));
  }

  @Post('delete')
  @HttpCode(200)
  deleteSelected(@Body(new ZodPipe(idsBodySchema)) body: z.infer<typeof idsBodySchema>): Promise<void> {
    return this.commands.execute(new DeleteWoodKindsCommand(body.ids));
  }
}
