import { Body, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { type Command, CommandBus, type Query, QueryBus } from '@nestjs/cqrs';
import { idParamSchema, idsBodySchema, type PageResult } from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';

type Id = z.infer<typeof idParamSchema>;
type Ids = z.infer<typeof idsBodySchema>;

/** How one master-data table answers the five calls every such table has. */
export interface MasterDataCalls<
  List extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Row,
> {
  list: [List, (body: z.infer<List>) => Query<PageResult<Row>>];
  create: [Create, (body: z.infer<Create>) => Command<unknown>];
  update: [Update, (body: z.infer<Update>) => Command<void>];
  /** deletes all of the ids or none */
  remove: (ids: readonly string[]) => Command<void>;
}

/**
 * §7 Master data: the calls every master-data table has (pageData, save, update, del/{id} and the
 * delete of a selection), each body checked by its schema. A table's controller extends this under
 * its own `@Controller(prefix)` and adds its own calls (hot toggle, delete-all).
 */
export function MasterDataRoutes<
  List extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Row,
>(calls: MasterDataCalls<List, Create, Update, Row>) {
  class MasterDataController {
    // Named tokens: this class has no decorator of its own, so no parameter types are emitted for it.
    constructor(
      @Inject(CommandBus) readonly commands: CommandBus,
      @Inject(QueryBus) readonly queries: QueryBus,
    ) {}

    @Post('pageData')
    @HttpCode(200)
    list(@Body(new ZodPipe(calls.list[0])) body: z.infer<List>): Promise<PageResult<Row>> {
      return this.queries.execute(calls.list[1](body));
    }

    @Post('save')
    @HttpCode(200)
    create(@Body(new ZodPipe(calls.create[0])) body: z.infer<Create>): Promise<unknown> {
      return this.commands.execute(calls.create[1](body));
    }

    @Post('update')
    @HttpCode(200)
    update(@Body(new ZodPipe(calls.update[0])) body: z.infer<Update>): Promise<void> {
      return this.commands.execute(calls.update[1](body));
    }

    @Post('del/:id')
    @HttpCode(200)
    deleteOne(@Param(new ZodPipe(idParamSchema)) params: Id): Promise<void> {
      return this.commands.execute(calls.remove([params.id]));
    }

    @Post('delete')
    @HttpCode(200)
    deleteSelected(@Body(new ZodPipe(idsBodySchema)) body: Ids): Promise<void> {
      return this.commands.execute(calls.remove(body.ids));
    }
  }
  return MasterDataController;
}
