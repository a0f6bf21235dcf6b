import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  idParamSchema,
  idsBodySchema,
  locationCreateSchema,
  locationListQuerySchema,
  locationUpdateSchema,
  type PageResult,
  type WarehouseLocation,
} from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { CreateLocationCommand } from './commands/create-location/create-location.command';
import { DeleteLocationsCommand } from './commands/delete-locations/delete-locations.command';
import { UpdateLocationCommand } from './commands/update-location/update-location.command';
import { ListLocationsQuery } from './queries/list-locations/list-locations.query';

/** §7 Master data: /location pageData, save, update, del/{id}; plus bulk delete. */
@Controller('location')
export class LocationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('pageData')
  @HttpCode(200)
  list(
    @Body(new ZodPipe(locationListQuerySchema)) body: z.infer<typeof locationListQuerySchema>,
  ): Promise<PageResult<WarehouseLocation>> {
    return this.queries.execute(new ListLocationsQuery(body));
  }

  @Post('save')
  @HttpCode(200)
  create(
    @Body(new ZodPipe(locationCreateSchema)) body: z.infer<typeof locationCreateSchema>,
  ): Promise<{ id: string }> {
    return this.commands.execute(new CreateLocationCommand(body));
  }

  @Post('update')
  @HttpCode(200)
  update(@Body(new ZodPipe(locationUpdateSchema)) body: z.infer<typeof locationUpdateSchema>): Promise<void> {
    return this.commands.execute(new UpdateLocationCommand(body));
  }

  @Post('del/:id')
  @HttpCode(200)
  deleteOne(@Param(new ZodPipe(idParamSchema)) params: z.infer<typeof idParamSchema>): Promise<void> {
    return this.commands.execute(new DeleteLocationsCommand([params.id]));
  }

  @Post('delete')
  @HttpCode(200)
  deleteSelected(@Body(new ZodPipe(idsBodySchema)) body: z.infer<typeof idsBodySchema>): Promise<void> {
    return this.commands.execute(new DeleteLocationsCommand(body.ids));
  }
}
