import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  idParamSchema,
  idsBodySchema,
  type PageResult,
  type WoodSpec,
  woodSpecCreateSchema,
  type WoodSpecHot,
  woodSpecListQuerySchema,
  woodSpecUpdateSchema,
} from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { CreateWoodSpecCommand } from './commands/create-wood-spec/create-wood-spec.command';
import { DeleteWoodSpecsCommand } from './commands/delete-wood-specs/delete-wood-specs.command';
import { ToggleWoodSpecHotCommand } from './commands/toggle-wood-spec-hot/toggle-wood-spec-hot.command';
import { UpdateWoodSpecCommand } from './commands/update-wood-spec/update-wood-spec.command';
import { ListWoodSpecsQuery } from './queries/list-wood-specs/list-wood-specs.query';

/** §7 Master data: /specs pageData, save, update, del/{id}, toggle/{id}; plus delete of a selection. */
@Controller('specs')
export class WoodSpecsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('pageData')
  @HttpCode(200)
  list(
    @Body(new ZodPipe(woodSpecListQuerySchema)) body: z.infer<typeof woodSpecListQuerySchema>,
  ): Promise<PageResult<WoodSpec>> {
    return this.queries.execute(new ListWoodSpecsQuery(body));
  }

  @Post('save')
  @HttpCode(200)
  create(
    @Body(new ZodPipe(woodSpecCreateSchema)) body: z.infer<typeof woodSpecCreateSchema>,
  ): Promise<{ id: string }> {
    return this.commands.execute(new CreateWoodSpecCommand(body));
  }

  @Post('update')
  @HttpCode(200)
  update(@Body(new ZodPipe(woodSpecUpdateSchema)) body: z.infer<typeof woodSpecUpdateSchema>): Promise<void> {
    return this.commands.execute(new UpdateWoodSpecCommand(body));
  }

  @Post('toggle/:id')
  @HttpCode(200)
  toggleHot(@Param(new ZodPipe(idParamSchema)) params: z.infer<typeof idParamSchema>): Promise<WoodSpecHot> {
    return this.commands.execute(new ToggleWoodSpecHotCommand(params.id));
  }

  @Post('del/:id')
  @HttpCode(200)
  deleteOne(@Param(new ZodPipe(idParamSchema)) params: z.infer<typeof idParamSchema>): Promise<void> {
    return this.commands.execute(new DeleteWoodSpecsCommand([params.id]));
  }

  @Post('delete')
  @HttpCode(200)
  deleteSelected(@Body(new ZodPipe(idsBodySchema)) body: z.infer<typeof idsBodySchema>): Promise<void> {
    return this.commands.execute(new DeleteWoodSpecsCommand(body.ids));
  }
}
