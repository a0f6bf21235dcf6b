import { ROUTES } from '@timber/contracts';
import { DEMO_TENANT_ID } from '../../demo-seed';
import { type StoryChapter, type StoryContext } from '../story';

/** The yard's references (the base seed's rows): locations, wood kinds and customers by name. */
interface References {
  locations: { id: string; name: string }[];
  kinds: { id: string; name: string }[];
  customers: { id: string; name: string }[];
}

/** How often each wood kind comes in (the demo's kinds, by name; the rest rarely). */
const KIND_WEIGHTS: Record<string, number> = {
  Pine: 5,
  Larch: 4,
  Spruce: 3,
  Birch: 2,
  'Radiata pine': 2,
  Oak: 1,
};
/**
 * The standard each kind is measured under (the trade it comes from): Russian larch under GOST,
 * radiata pine for the Japanese trade under JAS, the rest under China's. One standard per kind
 * keeps a stock row's logs and the sheets that take them out measured alike.
 */
const STANDARD_OF_KIND: Record<string, string> = { Larch: 'rus_stp', 'Radiata pine': 'jas' };
const LENGTHS = [2, 2.5, 3, 3.8, 4, 5.9, 6];

/** Days of the story (days ago), from three months back to today. */
export const STORY_DAYS = 91;

/** The sheets the chapter made, for the later chapters (orders settle them). */
export interface StockStory {
  stockIn: StorySheet[];
  stockOut: StorySheet[];
}
export interface StorySheet {
  id: string;
  spu: string;
  daysAgo: number;
  customerId: string;
  confirmed: boolean;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A working day's moments: between 07:30 and 17:30, in order. */
const times = (story: StoryContext, count: number): string[] =>
  Array.from({ length: count }, () => story.random.int(7 * 60 + 30, 17 * 60 + 30))
    .sort((a, b) => a - b)
    .map(hhmm);

/** Today's lorries: in the six hours before the story began (none in its first quarter hour). */
function todaysTimes(story: StoryContext, count: number): string[] {
  const last = story.minutesToday - 5;
  if (last < 10) {
    return [];
  }
  return Array.from({ length: count }, () => story.random.int(Math.max(0, last - 360), last))
    .sort((a, b) => a - b)
    .map(hhmm);
}

function weighted<T>(story: StoryContext, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = story.random.next() * total;
  for (const [item, weight] of items) {
    draw -= weight;
    if (draw < 0) {
      return item;
    }
  }
  return items[items.length - 1]![0];
}

async function references(story: StoryContext): Promise<References> {
  const rows = async (table: string) =>
    (
      await story.db.query<{ id: string; name: string }>(
        `select id, name from inventory.${table} where tenant_id = $1 order by created_at, name`,
        [DEMO_TENANT_ID],
      )
    ).rows;
  return {
    locations: await rows('locations'),
    kinds: await rows('wood_kinds'),
    customers: await rows('customers'),
  };
}

/**
 * Stock (the yard's three months): each working day (not Sundays) two to four lorries of logs
 * come in, each a stock-in sheet measured by hand under a standard (diameter rows), confirmed
 * within the day, but for a few of the last days still waiting; every two or three days a
 * customer takes logs away on a stock-out sheet, never more than half of what that location holds
 * of the kind. Stock-age rules watch the logs that lie long.
 */
export function stockChapter(made: StockStory): StoryChapter {
  return {
    name: 'stock',
    async run(story) {
      const inventory = story.api('inventory');
      const refs = await references(story);
      const kinds = refs.kinds
        .filter((kind) => KIND_WEIGHTS[kind.name] !== undefined)
        .map((kind) => [kind, KIND_WEIGHTS[kind.name]!] as const);
      // the logs in stock by location and kind (diameter, length), oldest first, as the story knows them
      const inStock = new Map<string, Log[]>();
      const yards = refs.locations.filter((location) => location.name.startsWith('Yard'));
      await story.at(STORY_DAYS - 1, '08:00');
      for (const [minimum, months] of [
        [40, 2],
        [150, 1],
      ] as const) {
        await inventory.ok('POST', ROUTES.stockAgeRuleCreate.path, { minimum, months });
      }
      for (let daysAgo = STORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
        const date = story.day(daysAgo);
        // the counts are made on their days whatever the weekday (a count on a shut Sunday, with no
        // lorry moving logs, is the easiest): the story has one finished and one in progress on any date
        if (daysAgo === FINISHED_COUNT_DAYS_AGO) {
          await stockCount(story, { locationId: yards[0]!.id, date, state: 'finished', refs, inStock });
        }
        if (daysAgo === OPEN_COUNT_DAYS_AGO) {
          await stockCount(story, { locationId: yards[1]!.id, date, state: 'in progress', refs, inStock });
        }
        // the yard is shut on Sundays; but today, whatever day it is, lorries have come in already
        if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0 && daysAgo > 0) {
          continue;
        }
        const lorries = story.random.int(2, 4);
        const outgoing = story.random.chance(0.4) && daysAgo < STORY_DAYS - 10 && daysAgo > 0 ? 1 : 0;
        const moments = daysAgo === 0 ? todaysTimes(story, lorries) : times(story, lorries + outgoing);
        for (const [index, time] of moments.entries()) {
          await story.at(daysAgo, time);
          const outbound = index === moments.length - 1 && outgoing === 1;
          const location = story.random.pick(yards);
          const kind = weighted(story, kinds);
          const customer = story.random.pick(refs.customers);
          const key = `${location.id}/${kind.id}`;
          const length = story.random.pick(LENGTHS);
          if (outbound) {
            const held = [...inStock.entries()].filter(([, logs]) => logs.length >= 40);
            if (held.length === 0) {
              continue;
            }
            const [heldKey, logs] = story.random.pick(held);
            // the customer takes logs of the oldest in the row (the product matches them so)
            const take = logs.slice(0, story.random.int(10, Math.floor(logs.length / 2)));
            const [locationId, kindId] = heldKey.split('/') as [string, string];
            const sheet = await inventory.ok<{ id: string; spu: string }>(
              'POST',
              ROUTES.stockOutCreate.path,
              {
                date,
                standard: standardOf(refs, kindId),
                locationId,
                kindId,
                supplier: customer.id,
                vehicleLicense: plate(story),
                diameters: rowsOf(take),
              },
            );
            const confirmed = daysAgo > 1 || story.random.chance(0.5);
            if (confirmed) {
              await inventory.ok('POST', ROUTES.stockOutConfirm.path.replace(':id', sheet.id), { manual: 0 });
              inStock.set(heldKey, logs.slice(take.length));
            }
            made.stockOut.push({ ...sheet, daysAgo, customerId: customer.id, confirmed });
            continue;
          }
          const rows = spread(story, story.random.int(25, 90), 14, 44);
          const sheet = await inventory.ok<{ id: string; spu: string }>('POST', ROUTES.stockInCreate.path, {
            sheetType: story.random.chance(0.25) ? 2 : 1,
            date,
            standard: standardOf(refs, kind.id),
            locationId: location.id,
            kindId: kind.id,
            supplier: customer.id,
            vehicleLicense: plate(story),
            len: length,
            diameters: rows,
          });
          // the last days' sheets partly wait; today's first lorry is confirmed already
          const confirmed = daysAgo > 2 || story.random.chance(0.4) || (daysAgo === 0 && index === 0);
          if (confirmed) {
            await inventory.ok('POST', ROUTES.stockInConfirm.path.replace(':id', sheet.id), { manual: 0 });
            inStock.set(key, [
              ...(inStock.get(key) ?? []),
              ...rows.flatMap((row) =>
                Array.from({ length: row.qty }, () => ({ dia: row.dia, len: length })),
              ),
            ]);
          }
          made.stockIn.push({ ...sheet, daysAgo, customerId: customer.id, confirmed });
        }
      }
    },
  };
}

/** The finished stock count, of Yard A, this many days ago; the one in progress, of Yard B. */
const FINISHED_COUNT_DAYS_AGO = 31;
const OPEN_COUNT_DAYS_AGO = 1;

interface CountLine {
  diaId: string;
  kindName: string;
  dia: number;
  length: number;
  qty: number;
}

/**
 * A stock count of a location at 07:00 (§2 Inventory: stock count): the plan lists what the book
 * holds; the counters find most lines as booked, one in nine with a log or two more or fewer. A finished
 * count's differences become stock adjustments (and the story's own record of the logs in stock
 * follows them); the one in progress has half its lines counted.
 */
async function stockCount(
  story: StoryContext,
  {
    locationId,
    date,
    state,
    refs,
    inStock,
  }: {
    locationId: string;
    date: string;
    state: 'finished' | 'in progress';
    refs: References;
    inStock: Map<string, Log[]>;
  },
): Promise<void> {
  const inventory = story.api('inventory');
  const daysAgo = state === 'finished' ? FINISHED_COUNT_DAYS_AGO : OPEN_COUNT_DAYS_AGO;
  // the plan takes the pieces in stock at its moment: their arrival, stamped by PostgreSQL, at the story's
  await story.restamp();
  await story.at(daysAgo, '07:00');
  const plan = await inventory.ok<{ id: string }>('POST', ROUTES.countPlanCreate.path, {
    planTime: date,
    loc: locationId,
  });
  const lines: CountLine[] = [];
  for (let page = 1; ; page++) {
    const found = await inventory.ok<{ records: CountLine[]; total: number }>(
      'POST',
      ROUTES.countLineList.path,
      {
        id: plan.id,
        page,
        pageSize: 500,
      },
    );
    lines.push(...found.records);
    if (lines.length >= found.total || found.records.length === 0) {
      break;
    }
  }
  const counted = state === 'finished' ? lines : lines.filter((_, index) => index % 2 === 0);
  for (const [index, line] of counted.entries()) {
    if (index % 10 === 0) {
      await story.at(
        daysAgo,
        `0${7 + Math.floor((index / counted.length) * 3)}:${String(index % 60).padStart(2, '0')}`,
      );
    }
    const difference = index % 9 === 4 ? story.random.pick([-2, -1, 1, 2]) : 0;
    const checkQty = Math.max(0, line.qty + difference);
    await inventory.ok('POST', ROUTES.countLineCount.path, { diaId: line.diaId, checkQty });
    if (state === 'finished' && checkQty !== line.qty) {
      const kindId = refs.kinds.find((kind) => kind.name === line.kindName)?.id;
      const key = `${locationId}/${kindId}`;
      const logs = inStock.get(key) ?? [];
      // the line's logs: its diameter, and the shortest length that falls in its length class (a
      // class is the longest class length not over the log's: 5.9 m is 5.5 under GOST, 5.8 under JAS)
      const lengths = logs
        .filter((log) => log.dia === line.dia && log.len >= line.length - 0.001)
        .map((log) => log.len);
      const isLine = (log: Log) => log.dia === line.dia && log.len === Math.min(...lengths);
      if (checkQty > line.qty) {
        const like = logs.find(isLine) ?? { dia: line.dia, len: line.length };
        logs.push(...Array.from({ length: checkQty - line.qty }, () => ({ ...like })));
      } else {
        for (let missing = line.qty - checkQty; missing > 0; missing--) {
          const at = logs.findLastIndex(isLine);
          if (at >= 0) {
            logs.splice(at, 1);
          }
        }
      }
      inStock.set(key, logs);
    }
  }
  if (state === 'finished') {
    await story.at(daysAgo, '10:30');
    await inventory.ok('POST', ROUTES.countPlanFinish.path.replace(':id', plan.id));
    // its adjustments reach the stock by inventory's own event: before the day's next lorry
    await story.settle(['inventory']);
  }
}

interface Log {
  dia: number;
  len: number;
}

/** Logs as a sheet's diameter rows: one row per diameter and length. */
function rowsOf(logs: readonly Log[]): { dia: number; len: number; qty: number }[] {
  const rows = new Map<string, { dia: number; len: number; qty: number }>();
  for (const log of logs) {
    const key = `${log.dia}/${log.len}`;
    const row = rows.get(key) ?? { ...log, qty: 0 };
    row.qty += 1;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.len - b.len || a.dia - b.dia);
}

const standardOf = (refs: References, kindId: string) =>
  STANDARD_OF_KIND[refs.kinds.find((kind) => kind.id === kindId)?.name ?? ''] ?? 'ch';

/** `total` logs in diameter rows (even cm from `low` to `high`), most near the middle. */
function spread(
  story: StoryContext,
  total: number,
  low: number,
  high: number,
): { dia: number; qty: number }[] {
  const counts = new Map<number, number>();
  for (let i = 0; i < total; i++) {
    const middle = (low + high) / 2;
    const dia = Math.min(
      high,
      Math.max(
        low,
        2 * Math.round((middle + ((story.random.next() + story.random.next() - 1) * (high - low)) / 2) / 2),
      ),
    );
    counts.set(dia, (counts.get(dia) ?? 0) + 1);
  }
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([dia, qty]) => ({ dia, qty }));
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** A lorry's plate: three letters and four digits. */
const plate = (story: StoryContext) =>
  `${story.random.pick([...LETTERS])}${story.random.pick([...LETTERS])}${story.random.pick([...LETTERS])}${story.random.int(1000, 9999)}`;
