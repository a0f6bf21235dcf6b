import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  idParamSchema,
  woodSpecCreateSchema,
  type WoodSpecHot,
  woodSpecListQuerySchema,
  woodSpecUpdateSchema,
} from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { MasterDataRoutes } from '../shared/master-data.controller';
import { CreateWoodSpecCommand } from './commands/create-wood-spec/create-wood-spec.command';
import { DeleteWoodSpecsCommand } from './commands/delete-wood-specs/delete-wood-specs.command';
import { ToggleWoodSpecHotCommand } from './commands/toggle-wood-spec-hot/toggle-wood-spec-hot.command';
import { UpdateWoodSpecCommand } from './commands/update-wood-spec/update-wood-spec.command';
import { ListWoodSpecsQuery } from './queries/list-wood-specs/list-wood-specs.query';

/** §7 Master data: /specs pageData, save, update, del/{id}, toggle/{id}; plus delete of a selection. */
@Controller('specs')
export class WoodSpecsController extends MasterDataRoutes({
  list: [woodSpecListQuerySchema, (body) => new ListWoodSpecsQuery(body)],
  create: [woodSpecCreateSchema, (body) => new CreateWoodSpecCommand(body)],
  update: [woodSpecUpdateSchema, (body) => new UpdateWoodSpecCommand(body)],
  remove: (ids) => new DeleteWoodSpecsCommand(ids),
}) {
  @Post('toggle/:id')
  @HttpCode(200)
  toggleHot(@Param(new ZodPipe(idParamSchema)) params: z.infer<typeof idParamSchema>): Promise<WoodSpecHot> {
    return this.commands.execute(new ToggleWoodSpecHotCommand(params.id));
  }
}
