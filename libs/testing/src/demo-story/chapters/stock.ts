import { ROUTES } from '@timber/contracts';
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
/** Standards the yard measures under, with their weight: mostly China's, some GOST and JAS. */
const STANDARDS = [
  ['ch', 6],
  ['rus_stp', 2],
  ['jas', 1],
] as const;
const LENGTHS = [2, 2.5, 3, 3.8, 4, 5.9, 6];

/** Days of the story (days ago), from three months back to today. */
export const STORY_DAYS = 91;

/** The sheets the chapter made, for the later chapters (orders settle them). */
export interface StockStory {
  stockIn: { id: string; spu: string; daysAgo: number; customerId: string; confirmed: boolean }[];
  stockOut: { id: string; spu: string; daysAgo: number; customerId: string; confirmed: boolean }[];
}

const times = (story: StoryContext, count: number): string[] =>
  Array.from({ length: count }, () => story.random.int(7 * 60 + 30, 17 * 60 + 30))
    .sort((a, b) => a - b)
    .map(
      (minutes) =>
        `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    );

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
        ['00000000-0000-4000-8000-000000000001'],
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
      // logs in stock by location and kind, as the story knows them
      const inStock = new Map<string, number>();
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
        if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) {
          continue;
        }
        const lorries = story.random.int(2, 4);
        const outgoing = story.random.chance(0.4) && daysAgo < STORY_DAYS - 10 ? 1 : 0;
        const moments = times(story, lorries + outgoing);
        for (const [index, time] of moments.entries()) {
          await story.at(daysAgo, time);
          const outbound = index === moments.length - 1 && outgoing === 1;
          const location = story.random.pick(yards);
          const kind = weighted(story, kinds);
          const customer = story.random.pick(refs.customers);
          const key = `${location.id}/${kind.id}`;
          const length = story.random.pick(LENGTHS);
          let rows: { dia: number; qty: number }[];
          if (outbound) {
            const held = [...inStock.entries()].filter(([, quantity]) => quantity >= 40);
            if (held.length === 0) {
              continue;
            }
            const [heldKey, quantity] = story.random.pick(held);
            const take = story.random.int(10, Math.floor(quantity / 2));
            rows = spread(story, take, 16, 30);
            const [locationId, kindId] = heldKey.split('/') as [string, string];
            const sheet = await inventory.ok<{ id: string; spu: string }>(
              'POST',
              ROUTES.stockOutCreate.path,
              {
                date,
                standard: 'ch',
                locationId,
                kindId,
                supplier: customer.id,
                vehicleLicense: plate(story),
                len: length,
                diameters: rows,
              },
            );
            const confirmed = daysAgo > 1 || story.random.chance(0.5);
            if (confirmed) {
              await inventory.ok('POST', ROUTES.stockOutConfirm.path.replace(':id', sheet.id), { manual: 0 });
              inStock.set(heldKey, quantity - take);
            }
            made.stockOut.push({ ...sheet, daysAgo, customerId: customer.id, confirmed });
            continue;
          }
          const logs = story.random.int(25, 90);
          rows = spread(story, logs, 14, 44);
          const standard = weighted(story, STANDARDS);
          const sheet = await inventory.ok<{ id: string; spu: string }>('POST', ROUTES.stockInCreate.path, {
            sheetType: story.random.chance(0.25) ? 2 : 1,
            date,
            standard,
            locationId: location.id,
            kindId: kind.id,
            supplier: customer.id,
            vehicleLicense: plate(story),
            len: length,
            diameters: rows,
          });
          const confirmed = daysAgo > 2 || story.random.chance(0.4);
          if (confirmed) {
            await inventory.ok('POST', ROUTES.stockInConfirm.path.replace(':id', sheet.id), { manual: 0 });
            inStock.set(key, (inStock.get(key) ?? 0) + logs);
          }
          made.stockIn.push({ ...sheet, daysAgo, customerId: customer.id, confirmed });
        }
      }
    },
  };
}

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
