import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  type DeletedCount,
  diameterRangeCreateSchema,
  diameterRangeListQuerySchema,
  diameterRangeUpdateSchema,
  emptyBodySchema,
} from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { MasterDataRoutes } from '../shared/master-data.controller';
import { CreateDiameterRangeCommand } from './commands/create-diameter-range/create-diameter-range.command';
import { DeleteAllDiameterRangesCommand } from './commands/delete-all-diameter-ranges/delete-all-diameter-ranges.command';
import { DeleteDiameterRangesCommand } from './commands/delete-diameter-ranges/delete-diameter-ranges.command';
import { UpdateDiameterRangeCommand } from './commands/update-diameter-range/update-diameter-range.command';
import { ListDiameterRangesQuery } from './queries/list-diameter-ranges/list-diameter-ranges.query';

/** §7 Master data: /wdc pageData, save, update, del/{id}; plus delete of a selection and delete-all. */
@Controller('wdc')
export class DiameterRangesController extends MasterDataRoutes({
  list: [diameterRangeListQuerySchema, (body) => new ListDiameterRangesQuery(body)],
  create: [diameterRangeCreateSchema, (body) => new CreateDiameterRangeCommand(body)],
  update: [diameterRangeUpdateSchema, (body) => new UpdateDiameterRangeCommand(body)],
  remove: (ids) => new DeleteDiameterRangesCommand(ids),
}) {
  @Post('deleteAll')
  @HttpCode(200)
  deleteAll(
    @Body(new ZodPipe(emptyBodySchema)) _body: z.infer<typeof emptyBodySchema>,
  ): Promise<DeletedCount> {
    return this.commands.execute(new DeleteAllDiameterRangesCommand());
  }
}
