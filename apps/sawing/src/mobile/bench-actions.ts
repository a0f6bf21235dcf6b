import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type PageResult,
  type SawingOrderClose,
  type SawingOrderRow,
  type SawingOrderSaved,
  type SawingSpec,
  type SawingSpecInput,
  type SawingState,
} from '@timber/contracts';
import {
  CloseSawingOrderCommand,
  DeleteSawingOrderCommand,
  ListSawingOrdersQuery,
  ListSawingSpecsQuery,
  MergeSawingOrdersCommand,
  ReopenSawingOrderCommand,
  RestoreSawingOrderCommand,
  SaveSawingOrderCommand,
  SplitSawingOrderCommand,
} from '../sawing-orders';
import { BenchEditing } from './bench-editing';
import { BenchFloor, type FloorBench } from './bench-floor';

/** §7 delete, restore and split-restore by orderid; §4 the phone's cancel-close. */
type OrderAction = 'delete' | 'restore' | 'split' | 'cancelClose';

/**
 * What the floor does to one bench's orders (§2 mobile bench page: close, edit, merge, restore,
 * delete; §4 and cancel-close), for the bench's signed link and the mobile app alike: each order checked to be the
 * bench's, then the back office's own command (its one transaction, rules and events).
 */
@Injectable()
export class BenchActions {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly floor: BenchFloor,
    private readonly editing: BenchEditing,
  ) {}

  list(
    bench: FloorBench,
    query: { page: number; pageSize: number; date?: string | undefined },
    state?: SawingState,
  ): Promise<PageResult<SawingOrderRow>> {
    const { page, pageSize, date } = query;
    return this.queries.execute(
      new ListSawingOrdersQuery({ page, pageSize, searchDate: date, machineNum: bench.machineNo }, state),
    );
  }

  async specs(bench: FloorBench, id: string): Promise<SawingSpec[]> {
    await this.floor.ordersOf(bench, [id]);
    return this.queries.execute(new ListSawingSpecsQuery(id));
  }

  async close(bench: FloorBench, input: SawingOrderClose): Promise<SawingOrderSaved> {
    await this.floor.ordersOf(bench, [input.id]);
    return this.commands.execute(new CloseSawingOrderCommand(input));
  }

  async edit(bench: FloorBench, id: string, specsArr: SawingSpecInput[]): Promise<SawingOrderSaved> {
    const [order] = await this.floor.ordersOf(bench, [id]);
    return this.commands.execute(
      new SaveSawingOrderCommand({ id, machineId: bench.id, cuttingDate: order!.cuttingDate, specsArr }),
    );
  }

  /** §4 merging is manage mode's: refused while an order of the bench is being edited on a phone. */
  async merge(bench: FloorBench, orderids: string[]): Promise<SawingOrderSaved> {
    await this.floor.ordersOf(bench, orderids);
    await this.editing.assertNoneEdited(bench);
    return this.commands.execute(new MergeSawingOrdersCommand({ orderids }));
  }

  /** §4 the phone opens (or leaves) an order of the bench for editing. */
  async markEditing(bench: FloorBench, id: string, editing: boolean): Promise<null> {
    await this.floor.ordersOf(bench, [id]);
    await this.editing.mark(bench, id, editing);
    return null;
  }

  /** §4 manage mode opens only while no order of the bench is being edited. */
  async manage(bench: FloorBench): Promise<null> {
    await this.editing.assertNoneEdited(bench);
    return null;
  }

  async act(bench: FloorBench, action: OrderAction, orderid: string): Promise<SawingOrderSaved> {
    await this.floor.ordersOf(bench, [orderid]);
    switch (action) {
      case 'delete':
        return this.commands.execute(new DeleteSawingOrderCommand(orderid));
      case 'restore':
        return this.commands.execute(new RestoreSawingOrderCommand(orderid));
      case 'split':
        return this.commands.execute(new SplitSawingOrderCommand(orderid));
      case 'cancelClose':
        // §4 mobile cancel-close: the reopen (rtd) command, the first spec kept with nothing counted
        return this.commands.execute(new ReopenSawingOrderCommand(orderid, { cancelClose: true }));
    }
  }
}
