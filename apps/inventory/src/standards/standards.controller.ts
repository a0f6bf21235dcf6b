import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type CustomStandard,
  customStandardListQuerySchema,
  customStandardSaveSchema,
  customStandardUpdateSchema,
  idParamSchema,
  measureLogRequestSchema,
  type MeasureLogResponse,
  type PageResult,
} from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { CreateCustomStandardCommand } from './commands/create-custom-standard/create-custom-standard.command';
import { DeleteCustomStandardCommand } from './commands/delete-custom-standard/delete-custom-standard.command';
import { UpdateCustomStandardCommand } from './commands/update-custom-standard/update-custom-standard.command';
import { ListCustomStandardsQuery } from './queries/list-custom-standards/list-custom-standards.query';
import { MeasureLogQuery } from './queries/measure-log/measure-log.query';

/** A tenant's own measurement standards, and one log measured under any standard. */
@Controller('standard')
export class StandardsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('custom/pageData')
  @HttpCode(200)
  list(
    @Body(new ZodPipe(customStandardListQuerySchema)) body: z.infer<typeof customStandardListQuerySchema>,
  ): Promise<PageResult<CustomStandard>> {
    return this.queries.execute(new ListCustomStandardsQuery(body.page, body.pageSize));
  }

  @Post('custom/save')
  @HttpCode(200)
  create(
    @Body(new ZodPipe(customStandardSaveSchema)) body: z.infer<typeof customStandardSaveSchema>,
  ): Promise<{ id: string; code: string }> {
    return this.commands.execute(new CreateCustomStandardCommand(body.definition));
  }

  @Post('custom/update')
  @HttpCode(200)
  update(
    @Body(new ZodPipe(customStandardUpdateSchema)) body: z.infer<typeof customStandardUpdateSchema>,
  ): Promise<void> {
    return this.commands.execute(new UpdateCustomStandardCommand(body.id, body.definition));
  }

  @Post('custom/del/:id')
  @HttpCode(200)
  delete(@Param(new ZodPipe(idParamSchema)) params: z.infer<typeof idParamSchema>): Promise<void> {
    return this.commands.execute(new DeleteCustomStandardCommand(params.id));
  }

  @Post('measure')
  @HttpCode(200)
  measure(
    @Body(new ZodPipe(measureLogRequestSchema)) body: z.infer<typeof measureLogRequestSchema>,
  ): Promise<MeasureLogResponse> {
    return this.queries.execute(new MeasureLogQuery(body));
  }
}
