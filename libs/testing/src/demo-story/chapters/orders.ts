import { ROUTES } from '@timber/contracts';
import { type StoryChapter } from '../story';
import { STORY_DAYS, type StockStory, type StorySheet } from './stock';

/** Every this many days the office settles the sheets of the week before into orders. */
const SETTLING_EVERY = 10;
/** Orders older than this many days have been checked (the last ones await their check). */
const CHECKED_AFTER = 15;

/**
 * Orders (§2 Orders): every week the office settles each customer's confirmed sheets of the
 * weeks before into an inbound order (stock-in sheets) or an outbound one (stock-out sheets),
 * dated that day; orders older than fifteen days are checked, one checked order is written off and the
 * latest outbound order is shared with its customer. The last week's sheets are still unsettled.
 */
export function ordersChapter(made: StockStory): StoryChapter {
  return {
    name: 'orders',
    async run(story) {
      // orders settles the sheets it learnt of from inventory's events
      await story.settle(['orders']);
      const orders = story.api('orders');
      const settled = new Set<string>();
      const madeOrders: { id: string; orderType: 1 | 2; daysAgo: number }[] = [];
      for (let daysAgo = STORY_DAYS - SETTLING_EVERY; daysAgo >= SETTLING_EVERY; daysAgo -= SETTLING_EVERY) {
        for (const [orderType, sheets] of [
          [1, made.stockIn],
          [2, made.stockOut],
        ] as const) {
          const due = sheets.filter(
            (sheet: StorySheet) => sheet.confirmed && sheet.daysAgo > daysAgo && !settled.has(sheet.id),
          );
          const byCustomer = new Map<string, StorySheet[]>();
          for (const sheet of due) {
            byCustomer.set(sheet.customerId, [...(byCustomer.get(sheet.customerId) ?? []), sheet]);
          }
          for (const [customerId, customerSheets] of [...byCustomer.entries()].sort(([a], [b]) =>
            a.localeCompare(b),
          )) {
            await story.at(daysAgo, `${story.random.int(10, 16)}:${String(story.random.int(10, 59))}`);
            const order = await orders.ok<{ id: string }>('POST', ROUTES.orderSave.path, {
              orderType,
              tradePartnerId: customerId,
              spus: customerSheets.map((sheet) => sheet.spu).join(','),
              orderDate: story.day(daysAgo),
              ...(orderType === 1 ? { woodGrade: story.random.int(1, 3) } : {}),
            });
            customerSheets.forEach((sheet) => settled.add(sheet.id));
            madeOrders.push({ id: order.id, orderType, daysAgo });
          }
        }
      }
      // the checks, a few days after each order
      const checked: typeof madeOrders = [];
      for (const order of madeOrders.filter((o) => o.daysAgo > CHECKED_AFTER)) {
        await story.at(order.daysAgo - 3, '10:30');
        await orders.ok('POST', ROUTES.orderCheck.path.replace(':id', order.id));
        checked.push(order);
      }
      // a checked outbound order the customer never paid for: written off
      const writtenOff = checked.find((order) => order.orderType === 2 && order.daysAgo < 40);
      if (writtenOff) {
        await story.at(writtenOff.daysAgo - 5, '15:10');
        await orders.ok('POST', ROUTES.orderWriteOff.path.replace(':id', writtenOff.id));
      }
      // the latest outbound order, shared with its customer (a link valid for a week)
      const shared = madeOrders.filter((order) => order.orderType === 2).at(-1);
      if (shared) {
        await story.at(Math.max(shared.daysAgo - 1, 1), '11:00');
        await orders.ok('POST', ROUTES.shareCreate.path, { ids: [shared.id] });
      }
    },
  };
}
