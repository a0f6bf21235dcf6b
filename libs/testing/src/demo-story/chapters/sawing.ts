import {
  type Bench,
  randomSource,
  ROUTES,
  type SawingOrderSaved,
  type SawingSpecInput,
} from '@timber/contracts';
import { DEMO_TENANT_ID } from '../../demo-seed';
import { type StoryChapter, type StoryContext, StoryRandom } from '../story';
import { STORY_DAYS } from './stock';

/** The yard's saw benches: machine number, name, and how often each runs. */
const BENCHES = [
  { machineNo: '01', name: 'Band saw 1', weight: 5 },
  { machineNo: '02', name: 'Band saw 2', weight: 4 },
  { machineNo: '03', name: 'Frame saw', weight: 2 },
] as const;

/** The boards the yard cuts, thickness × width in mm. */
const PROFILES = [
  [25, 100],
  [25, 150],
  [32, 150],
  [40, 100],
  [50, 100],
  [50, 150],
  [50, 200],
  [75, 200],
  [100, 100],
] as const;

/** Grades of an order's boards (1 common, 2 semi-fine, 3 fine), with their weight. */
const GRADES = [
  [1, 6],
  [2, 3],
  [3, 1],
] as const;

/** What a cubic metre of logs of a kind is priced at on the processing-price tab (yuan). */
const LOG_PRICES: Record<string, number> = {
  Pine: 1080,
  Larch: 1280,
  Spruce: 1150,
  Birch: 1420,
  'Radiata pine': 980,
  Oak: 3400,
};

/** A log in stock as sawing knows it (its copy of inventory's confirmed stock-in sheets). */
interface FreeLog {
  sheetId: string;
  woodCode: string;
  kindId: string;
  kindName: string;
  /** its kind, location and length: the logs one order saws together */
  group: string;
  lengthM: number;
  diameter: number;
  volumeE4: number;
  stockedAt: number;
}

/** An order of the day: its bench, its logs and specifications, and whether it is closed. */
interface DayOrder {
  bench: Bench;
  logs: FreeLog[];
  specs: SawingSpecInput[];
  /** the boards counted at closing (m3); null: the order stays open */
  woodVol: number | null;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

function weighted<T>(random: StoryRandom, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random.next() * total;
  for (const [item, weight] of items) {
    draw -= weight;
    if (draw < 0) {
      return item;
    }
  }
  return items[items.length - 1]![0];
}

/**
 * The logs in stock no order has taken, oldest first (what the stock chapter left; ordered by
 * what the story made, not by the order events happened to arrive in): in sawing's
 * copy and in inventory's stock both. A stock-out takes as many logs out of each, but each picks
 * its own (inventory by the logs' readings, sawing by diameter and length class), so a log one
 * still holds may be gone from the other; an order takes only logs both hold, so both lose them.
 */
async function freeLogs(story: StoryContext): Promise<FreeLog[]> {
  const { rows } = await story.db.query<{
    sheet_id: string;
    wood_code: string;
    wood_kind_id: string;
    wood_kind_name: string;
    location_id: string;
    length: number;
    diameter: number | null;
    volume_e4: number;
    stocked_at: Date;
  }>(
    `select l.sheet_id, l.wood_code, l.wood_kind_id, l.wood_kind_name, l.location_id,
            coalesce(l.length_class, l.length_m)::float8 as length, l.diameter_class as diameter, l.volume_e4,
            l.stocked_at
       from sawing.stock_logs l
       join inventory.stock_pieces p
         on p.tenant_id = l.tenant_id and p.in_sheet_id = l.sheet_id and p.wood_code = l.wood_code
      where l.tenant_id = $1 and l.order_id is null and l.out_at is null and p.out_at is null
      order by l.stocked_at, l.sheet_id, l.seq`,
    [DEMO_TENANT_ID],
  );
  return rows.map((row) => ({
    sheetId: row.sheet_id,
    woodCode: row.wood_code,
    kindId: row.wood_kind_id,
    kindName: row.wood_kind_name,
    group: `${row.wood_kind_id}/${row.location_id}/${row.length}`,
    lengthM: row.length,
    diameter: row.diameter ?? 0,
    volumeE4: row.volume_e4,
    stockedAt: row.stocked_at.getTime(),
  }));
}

/**
 * The logs one order saws: of one kind, location and length, delivered before the day, the
 * oldest first, from a pile of 40 logs or more, never sawn to its last log (at most 60 % of it at
 * once).
 */
function pickLogs(random: StoryRandom, pool: FreeLog[], taken: Set<FreeLog>, before: number): FreeLog[] {
  const groups = new Map<string, FreeLog[]>();
  for (const log of pool) {
    if (!taken.has(log) && log.stockedAt < before) {
      const pile = groups.get(log.group);
      if (pile) {
        pile.push(log);
      } else {
        groups.set(log.group, [log]);
      }
    }
  }
  const piles = [...groups.values()].filter((logs) => logs.length >= 40);
  if (piles.length === 0) {
    return [];
  }
  const pile = weighted(
    random,
    piles.map((logs) => [logs, logs.length] as const),
  );
  const logs = pile.slice(0, Math.min(random.int(35, 80), Math.floor(pile.length * 0.6)));
  for (const log of logs) {
    taken.add(log);
  }
  return logs;
}

/**
 * The specifications of an order sawing these logs: one to three board profiles at the logs'
 * length, their pieces making 56-66 % of the logs' volume (the theoretical outturn).
 */
function specsFor(random: StoryRandom, logs: readonly FreeLog[]): SawingSpecInput[] {
  const logM3 = logs.reduce((sum, log) => sum + log.volumeE4, 0) / 10_000;
  const target = logM3 * random.between(0.56, 0.66, 3);
  const length = Math.floor(logs[0]!.lengthM * 10) / 10;
  const count = weighted(random, [
    [1, 3],
    [2, 4],
    [3, 2],
  ] as const);
  const left = [...PROFILES];
  const profiles = Array.from({ length: count }, () => left.splice(random.int(0, left.length - 1), 1)[0]!);
  const shares = profiles.map(() => random.between(1, 3));
  const shareTotal = shares.reduce((sum, share) => sum + share, 0);
  const diameters = logs.map((log) => log.diameter).sort((a, b) => a - b);
  const woodGrade = weighted(random, GRADES);
  return profiles.map(([thickness, width], index) => ({
    L: length,
    W: width,
    H: thickness,
    B: Math.max(
      1,
      Math.floor((target * shares[index]!) / shareTotal / ((length * width * thickness) / 1_000_000)),
    ),
    lastBlocks: diameters[Math.floor(diameters.length / 2)]!,
    woodGrade,
  }));
}

/** The boards' volume of specifications in m3 (as sawing reckons it: cm × mm × mm). */
const boardM3 = (specs: readonly SawingSpecInput[]) =>
  specs.reduce((sum, spec) => sum + Math.round(spec.L! * 100) * spec.W! * spec.H! * spec.B!, 0) / 100_000_000;

/**
 * Sawing (the yard's three months): the yard owns three benches; on about half the working days
 * one or two of them saw an order each, of logs of one kind, location and length taken from stock
 * (logs delivered on earlier days, "enter processed logs"), closed in the afternoon with the boards
 * counted; some Saturdays the old hand bench saws a few cubic metres; each evening the day's
 * processing prices are entered. Yesterday a bench's order was left open, and today one order is
 * closed and one still open, so the bench screen opens on data.
 */
export function sawingChapter(): StoryChapter {
  return {
    name: 'sawing',
    async run(story) {
      const sawing = story.api('sawing');
      await story.settle(['sawing']); // the logs of the stock chapter's sheets reached sawing
      const pool = await freeLogs(story);
      const taken = new Set<FreeLog>();
      const firstDay = STORY_DAYS - 4;
      await story.at(firstDay + 1, '09:00');
      const benches: Bench[] = [];
      for (const bench of BENCHES) {
        benches.push(
          await sawing.ok<Bench>('POST', ROUTES.benchSave.path, {
            machineNo: bench.machineNo,
            name: bench.name,
          }),
        );
      }
      const weights = benches.map((bench, index) => [bench, BENCHES[index]!.weight] as const);
      const [bandSawOne, bandSawTwo, frameSaw] = benches as [Bench, Bench, Bench];
      let unitPrice = 68;

      for (let daysAgo = firstDay; daysAgo >= 0; daysAgo--) {
        const date = story.day(daysAgo);
        const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
        const dayStart = Date.parse(`${date}T00:00:00Z`);
        if (daysAgo > 1 && (weekday === 0 || !story.random.chance(0.5))) {
          continue;
        }
        // which benches run today: yesterday the frame saw's order was left open, today one is still open
        let running: Bench[];
        if (daysAgo === 1) {
          running = [bandSawOne, frameSaw];
        } else if (daysAgo === 0) {
          running = [bandSawOne, bandSawTwo];
        } else {
          const first = weighted(story.random, weights);
          running = story.random.chance(0.5)
            ? [
                first,
                weighted(
                  story.random,
                  weights.filter(([bench]) => bench !== first),
                ),
              ]
            : [first];
          running.sort((a, b) => a.machineNo.localeCompare(b.machineNo));
        }
        // what depends on the logs in stock draws from the day's own source: the days, benches and
        // hand bench of the story stay as they are whatever logs sawing's copy offers
        const random = new StoryRandom(randomSource(story.random.int(0, 2 ** 31)));
        const orders: DayOrder[] = [];
        for (const bench of running) {
          const logs = pickLogs(random, pool, taken, dayStart);
          if (logs.length === 0) {
            continue;
          }
          const specs = specsFor(random, logs);
          const open = (daysAgo === 1 && bench === frameSaw) || (daysAgo === 0 && bench === bandSawTwo);
          const logM3 = logs.reduce((sum, log) => sum + log.volumeE4, 0) / 10_000;
          const counted = Math.min(
            round(boardM3(specs) * random.between(0.9, 1.02, 3), 3),
            Math.floor(logM3 * 1000) / 1000,
          );
          orders.push({ bench, logs, specs, woodVol: open ? null : counted });
        }
        // mornings: each order opened on its bench, its logs entered from stock
        const made: string[] = [];
        for (const [index, order] of orders.entries()) {
          const minutes = 7 * 60 + 20 + index * 25 + random.int(0, 15);
          await story.at(daysAgo, clock(minutes));
          const saved = await sawing.ok<SawingOrderSaved>('POST', ROUTES.sawingOrderSave.path, {
            machineId: order.bench.id,
            cuttingDate: date,
            specsArr: order.specs,
          });
          made.push(saved.id);
          await sawing.ok('POST', ROUTES.sawingTakeLogs.path, {
            id: saved.id,
            logs: order.logs.map((log) => ({ sheetId: log.sheetId, woodCode: log.woodCode })),
          });
        }
        // afternoons: the orders closed with the boards counted
        for (const [index, order] of orders.entries()) {
          if (order.woodVol === null) {
            continue;
          }
          await story.at(daysAgo, clock(15 * 60 + 30 + index * 30 + random.int(0, 20)));
          await sawing.ok('POST', ROUTES.sawingOrderClose.path, { id: made[index], woodVol: order.woodVol });
        }
        // what the day sawed, by wood kind (m3 of logs, in ten-thousandths)
        const sawn = new Map<string, { name: string; e4: number }>();
        const saw = (kindId: string, name: string, e4: number) =>
          sawn.set(kindId, { name, e4: (sawn.get(kindId)?.e4 ?? 0) + e4 });
        for (const order of orders.filter((order) => order.woodVol !== null)) {
          for (const log of order.logs) {
            saw(log.kindId, log.kindName, log.volumeE4);
          }
        }
        // some Saturdays (and today) the old hand bench saws a few cubic metres of one kind
        const kinds = [
          ...new Map(
            pool.filter((log) => log.stockedAt < dayStart).map((log) => [log.kindId, log.kindName]),
          ).entries(),
        ].sort(([, a], [, b]) => a.localeCompare(b));
        if (kinds.length > 0 && (daysAgo === 0 || (weekday === 6 && story.random.chance(0.7)))) {
          const [kindId, kindName] = story.random.pick(kinds);
          const logVol = story.random.between(1.5, 5, 3);
          await story.at(daysAgo, '16:50');
          await sawing.ok('POST', ROUTES.manualBenchCreate.path, {
            cuttingDate: date,
            logKindId: kindId,
            logVol,
            woodVol: round(logVol * story.random.between(0.5, 0.62, 3), 3),
          });
          saw(kindId, kindName, Math.round(logVol * 10_000));
        }
        // evenings: the day's processing prices (today's are entered tomorrow)
        if (daysAgo > 0 && sawn.size > 0) {
          if (daysAgo < 40) {
            unitPrice = 72; // the price of sawing went up half-way
          }
          await story.at(daysAgo, '17:45');
          await sawing.ok('POST', ROUTES.processingPriceSave.path, {
            processingDate: date,
            processingUnitPrice: unitPrice,
            logProcessing: [...sawn.entries()].map(([kindId, kind]) => ({
              kindId,
              logVol: round(kind.e4 / 10_000, 3),
              logUnitPrice: Math.round((LOG_PRICES[kind.name] ?? 1100) * random.between(0.97, 1.03, 3)),
            })),
          });
        }
      }
    },
  };
}
