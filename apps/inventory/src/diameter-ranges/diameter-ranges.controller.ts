import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type DeletedCount,
  type DiameterRange,
  diameterRangeCreateSchema,
  diameterRangeListQuerySchema,
  diameterRangeUpdateSchema,
  emptyBodySchema,
  idParamSchema,
  idsBodySchema,
  type PageResult,
} from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { CreateDiameterRangeCommand } from './commands/create-diameter-range/create-diameter-range.command';
import { DeleteAllDiameterRangesCommand } from './commands/delete-all-diameter-ranges/delete-all-diameter-ranges.command';
import { DeleteDiameterRangesCommand } from './commands/delete-diameter-ranges/delete-diameter-ranges.command';
import { UpdateDiameterRangeCommand } from './commands/update-diameter-range/update-diameter-range.command';
import { ListDiameterRangesQuery } from './queries/list-diameter-ranges/list-diameter-ranges.query';

/** §7 Master data: /wdc pageData, save, update, del/{id}; plus delete of a selection and delete-all. */
@Controller('wdc')
export class DiameterRangesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('pageData')
  @HttpCode(200)
  list(
    @Body(new ZodPipe(diameterRangeListQuerySchema)) body: z.infer<typeof diameterRangeListQuerySchema>,
  ): Promise<PageResult<DiameterRange>> {
    return this.queries.execute(new ListDiameterRangesQuery(body));
  }

  @Post('save')
  @HttpCode(200)
  create(
    @Body(new ZodPipe(diameterRangeCreateSchema)) body: z.infer<typeof diameterRangeCreateSchema>,
  ): Promise<{ id: string }> {
    return this.commands.execute(new CreateDiameterRangeCommand(body));
  }

  @Post('update')
  @HttpCode(200)
  update(
    @Body(new ZodPipe(diameterRangeUpdateSchema)) body: z.infer<typeof diameterRangeUpdateSchema>,
  ): Promise<void> {
    return this.commands.execute(new UpdateDiameterRangeCommand(body));
  }

  @Post('del/:id')
  @HttpCode(200)
  deleteOne(@Param(new ZodPipe(idParamSchema)) params: z.infer<typeof idParamSchema>): Promise<void> {
    return this.commands.execute(new DeleteDiameterRangesCommand([params.id]));
  }

  @Post('delete')
  @HttpCode(200)
  deleteSelected(@Body(new ZodPipe(idsBodySchema)) body: z.infer<typeof idsBodySchema>): Promise<void> {
    return this.commands.execute(new DeleteDiameterRangesCommand(body.ids));
  }

  @Post('deleteAll')
  @HttpCode(200)
  deleteAll(
    @Body(new ZodPipe(emptyBodySchema)) _body: z.infer<typeof emptyBodySchema>,
  ): Promise<DeletedCount> {
    return this.commands.execute(new DeleteAllDiameterRangesCommand());
  }
}
