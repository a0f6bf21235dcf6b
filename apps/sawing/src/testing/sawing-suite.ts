import { type Bench, type PageResult, type SawingOrderRow, type SawingOrderSaved } from '@timber/contracts';
import { configureLogging } from '@timber/nest-kit';
import { type ApiClient, expectEventually, type ServiceUnderTest, testDatabase } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { sheetConfirmed, startSawing, type StockTestLog, WOOD_KIND } from './sawing-fixtures';

export const TENANT_A = randomUUID();
export const TENANT_B = randomUUID();
export const DAY = '2026-11-20';
/** The tables of the sawing schema, whose digest proves a refused call wrote nothing. */
const TABLES = [
  'benches',
  'stock_sheets',
  'stock_logs',
  'order_numbers',
  'orders',
  'order_specs',
  'order_kinds',
  'manual_bench',
  'processing_days',
  'processing_kinds',
  'daily_sawn',
  'link_generations',
  'outbox',
];

/** L m, W mm, H mm, B pieces: 4 × 200 × 50 × 2 = 0.08 m3 */
export const SPEC = { L: 4, W: 200, H: 50, B: 2, lastBlocks: 28, woodGrade: 2 };

/**
 * Sawing over its own HTTP API (what the BFF calls, with the same tokens), inventory played by the
 * test on the event streams: PostgreSQL with row-level security, the inbox, the outbox and its
 * relay, Redis Streams. Call it inside a suite's describe: it starts sawing on a database of its
 * own before the suite's tests, with two benches of tenant A (01 and 02), and stops it after them;
 * the service, the clients and the helpers below are the suite's.
 */
export function useSawingSuite() {
  let drop: () => Promise<void>;
  let admin: Client;
  let sawing: ServiceUnderTest;
  let api: ApiClient;
  let apiB: ApiClient;
  let benchOne: Bench;
  let benchTwo: Bench;
  let logSeq = 0;

  beforeAll(async () => {
    configureLogging('sawing-test', 'warn');
    const db = await testDatabase('sawing');
    drop = db.drop;
    admin = new Client({ connectionString: db.adminUrl });
    await admin.connect();
    sawing = await startSawing(db.adminUrl);
    api = await sawing.clientFor(TENANT_A);
    apiB = await sawing.clientFor(TENANT_B);
    benchOne = await api.ok<Bench>('POST', '/cutting/machine/save', {
      machineNo: '01',
      name: 'Band saw one',
    });
    benchTwo = await api.ok<Bench>('POST', '/cutting/machine/save', {
      machineNo: '02',
      name: 'Band saw two',
    });
  });

  afterAll(async () => {
    await sawing.close();
    await admin.end();
    await drop();
  });

  /** Logs of 0.1 m3 each (1000 ten-thousandths), diameter class 30, length 4 m, fresh codes. */
  const logs = (count: number, fields: Partial<StockTestLog> = {}): StockTestLog[] =>
    Array.from({ length: count }, () => ({
      code: `W${String(++logSeq).padStart(5, '0')}`,
      dia: 30,
      length: 4,
      volumeE4: 1000,
      ...fields,
    }));
  /** Inventory confirms a stock-in sheet of these logs; waits until sawing keeps them. */
  const stockIn = async (
    items: StockTestLog[],
    tenantId = TENANT_A,
    woodKind = WOOD_KIND,
  ): Promise<{ sheetId: string; refs: { sheetId: string; woodCode: string }[] }> => {
    const event = sheetConfirmed(tenantId, 1, items, randomUUID(), woodKind);
    await sawing.publish(event);
    const { sheetId } = event.payload as { sheetId: string };
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from sawing.stock_logs where sheet_id = $1', [sheetId]);
      expect(rows).toHaveLength(items.length);
    });
    return { sheetId, refs: items.map((log) => ({ sheetId, woodCode: log.code })) };
  };
  const newOrder = async (bench: Bench, specs: unknown[] = [SPEC], as = api, cuttingDate = DAY) =>
    as.ok<SawingOrderSaved>('POST', '/cutting/record/saveData', {
      machineId: bench.id,
      cuttingDate,
      specsArr: specs,
    });
  const list = async (body: Record<string, unknown> = {}, as = api) =>
    as.ok<PageResult<SawingOrderRow>>('POST', '/cutting/record/pageData', { searchDate: DAY, ...body });
  const rowOf = async (id: string, as = api) => {
    const page = await list({ pageSize: 150 }, as);
    const row = page.records.find((r) => r.id === id);
    if (!row) {
      throw new Error(`order ${id} is not in the list`);
    }
    return row;
  };
  /** A digest of every table of the schema, once the relay has published what the outbox holds. */
  const digest = async (): Promise<Record<string, string>> => {
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from sawing.outbox where published_at is null');
      expect(rows).toHaveLength(0);
    });
    const result: Record<string, string> = {};
    for (const table of TABLES) {
      const { rows } = await admin.query<{ d: string | null }>(
        `select md5(string_agg(t::text, '|' order by t::text)) as d from sawing.${table} t`,
      );
      result[table] = rows[0]!.d ?? '';
    }
    return result;
  };
  /** The call is refused with this code (and message), and nothing of the schema changed. */
  const refusedWithNothingWritten = async (
    call: () => Promise<{ status: number; body: { code: number; msg: string } }>,
    code: number,
    msg?: string,
  ) => {
    const before = await digest();
    const answer = await call();
    expect(answer.body.code, answer.body.msg).toBe(code);
    if (msg !== undefined) {
      expect(answer.body.msg).toBe(msg);
    }
    expect(await digest()).toEqual(before);
  };
  const outboxEvents = async (type: string, orderId: string) => {
    const { rows } = await admin.query<{ payload: { logs: { sheetId: string; woodCode: string }[] } }>(
      `select payload from sawing.outbox where type = $1 and payload->>'orderId' = $2`,
      [type, orderId],
    );
    return rows.map((row) => row.payload);
  };

  return {
    get admin(): Client {
      return admin;
    },
    get sawing(): ServiceUnderTest {
      return sawing;
    },
    /** a user of tenant A holding every permission */
    get api(): ApiClient {
      return api;
    },
    /** a user of tenant B */
    get apiB(): ApiClient {
      return apiB;
    },
    /** tenant A's bench 01 */
    get benchOne(): Bench {
      return benchOne;
    },
    /** tenant A's bench 02 */
    get benchTwo(): Bench {
      return benchTwo;
    },
    logs,
    stockIn,
    newOrder,
    list,
    rowOf,
    refusedWithNothingWritten,
    outboxEvents,
  };
}
