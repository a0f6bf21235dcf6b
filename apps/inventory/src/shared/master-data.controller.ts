import { Inject } from '@nestjs/common';
import { type Command, CommandBus, type Query, QueryBus } from '@nestjs/cqrs';
import { type PageResult } from '@timber/contracts';
import { type BodyOf, RouteBody, RouteParams, type ServiceRoute } from '@timber/nest-kit';
import { type z } from 'zod';
import { Route } from '../route';

type InventoryRoute = ServiceRoute<'inventory'>;
/** A route whose body its schema gives. */
type WithBody = InventoryRoute & { body: z.ZodType };

/** How one master-data table answers the five calls every such table has: the route and what it sends. */
export interface MasterDataCalls<
  List extends WithBody,
  Create extends WithBody,
  Update extends WithBody,
  Row,
> {
  list: [List, (body: BodyOf<List>) => Query<PageResult<Row>>];
  create: [Create, (body: BodyOf<Create>) => Command<unknown>];
  update: [Update, (body: BodyOf<Update>) => Command<void>];
  /** del/{id} and the delete of a selection; deletes all of the ids or none */
  remove: [InventoryRoute, InventoryRoute, (ids: readonly string[]) => Command<void>];
}

/**
 * §7 Master data: the calls every master-data table has (pageData, save, update, del/{id} and the
 * delete of a selection), each served under its catalogue entry and its body checked by the
 * entry's schema. A table's controller extends this under `@Controller()` and adds its own calls
 * (hot toggle, delete-all).
 */
export function MasterDataRoutes<
  List extends WithBody,
  Create extends WithBody,
  Update extends WithBody,
  Row,
>(calls: MasterDataCalls<List, Create, Update, Row>) {
  const [deleteOne, deleteSelected, remove] = calls.remove;
  class MasterDataController {
    // Named tokens: this class has no decorator of its own, so no parameter types are emitted for it.
    constructor(
      @Inject(CommandBus) readonly commands: CommandBus,
      @Inject(QueryBus) readonly queries: QueryBus,
    ) {}

    @Route(calls.list[0])
    list(@RouteBody() body: BodyOf<List>): Promise<PageResult<Row>> {
      return this.queries.execute(calls.list[1](body));
    }

    @Route(calls.create[0])
    create(@RouteBody() body: BodyOf<Create>): Promise<unknown> {
      return this.commands.execute(calls.create[1](body));
    }

    @Route(calls.update[0])
    update(@RouteBody() body: BodyOf<Update>): Promise<void> {
      return this.commands.execute(calls.update[1](body));
    }

    @Route(deleteOne)
    deleteOne(@RouteParams() params: { id: string }): Promise<void> {
      return this.commands.execute(remove([params.id]));
    }

    @Route(deleteSelected)
    deleteSelected(@RouteBody() body: { ids: string[] }): Promise<void> {
      return this.commands.execute(remove(body.ids));
    }
  }
  return MasterDataController;
}
