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

/** The set-up of one suite: started before its tests, stopped after them. */
export class SawingSuite {
  private drop!: () => Promise<void>;
  admin!: Client;
  sawing!: ServiceUnderTest;
  /** a user of tenant A holding every permission */
  api!: ApiClient;
  /** a user of tenant B */
  apiB!: ApiClient;
  /** tenant A's bench 01 */
  benchOne!: Bench;
  /** tenant A's bench 02 */
  benchTwo!: Bench;
  private logSeq = 0;

  async start(): Promise<void> {
    configureLogging('sawing-test', 'warn');
    const db = await testDatabase('sawing');
    this.drop = db.drop;
    this.admin = new Client({ connectionString: db.adminUrl });
    await this.admin.connect();
    this.sawing = await startSawing(db.adminUrl);
    this.api = await this.sawing.clientFor(TENANT_A);
    this.apiB = await this.sawing.clientFor(TENANT_B);
    this.benchOne = await this.api.ok<Bench>('POST', '/cutting/machine/save', {
      machineNo: '01',
      name: 'Band saw one',
    });
    this.benchTwo = await this.api.ok<Bench>('POST', '/cutting/machine/save', {
      machineNo: '02',
      name: 'Band saw two',
    });
  }

  async stop(): Promise<void> {
    await this.sawing.close();
    await this.admin.end();
    await this.drop();
  }

  /** Logs of 0.1 m3 each (1000 ten-thousandths), diameter class 30, length 4 m, fresh codes. */
  readonly logs = (count: number, fields: Partial<StockTestLog> = {}): StockTestLog[] =>
    Array.from({ length: count }, () => ({
      code: `W${String(++this.logSeq).padStart(5, '0')}`,
      dia: 30,
      length: 4,
      volumeE4: 1000,
      ...fields,
    }));
  /** Inventory confirms a stock-in sheet of these logs; waits until sawing keeps them. */
  readonly stockIn = async (
    items: StockTestLog[],
    tenantId = TENANT_A,
    woodKind = WOOD_KIND,
  ): Promise<{ sheetId: string; refs: { sheetId: string; woodCode: string }[] }> => {
    const event = sheetConfirmed(tenantId, 1, items, randomUUID(), woodKind);
    await this.sawing.publish(event);
    const { sheetId } = event.payload as { sheetId: string };
    await expectEventually(async () => {
      const { rows } = await this.admin.query('select 1 from sawing.stock_logs where sheet_id = $1', [
        sheetId,
      ]);
      expect(rows).toHaveLength(items.length);
    });
    return { sheetId, refs: items.map((log) => ({ sheetId, woodCode: log.code })) };
  };
  readonly newOrder = async (bench: Bench, specs: unknown[] = [SPEC], as = this.api, cuttingDate = DAY) =>
    as.ok<SawingOrderSaved>('POST', '/cutting/record/saveData', {
      machineId: bench.id,
      cuttingDate,
      specsArr: specs,
    });
  readonly list = async (body: Record<string, unknown> = {}, as = this.api) =>
    as.ok<PageResult<SawingOrderRow>>('POST', '/cutting/record/pageData', { searchDate: DAY, ...body });
  readonly rowOf = async (id: string, as = this.api) => {
    const page = await this.list({ pageSize: 150 }, as);
    const row = page.records.find((r) => r.id === id);
    if (!row) {
      throw new Error(`order ${id} is not in the list`);
    }
    return row;
  };
  /** A digest of every table of the schema, once the relay has published what the outbox holds. */
  private readonly digest = async (): Promise<Record<string, string>> => {
    await expectEventually(async () => {
      const { rows } = await this.admin.query('select 1 from sawing.outbox where published_at is null');
      expect(rows).toHaveLength(0);
    });
    const result: Record<string, string> = {};
    for (const table of TABLES) {
      const { rows } = await this.admin.query<{ d: string | null }>(
        `select md5(string_agg(t::text, '|' order by t::text)) as d from sawing.${table} t`,
      );
      result[table] = rows[0]!.d ?? '';
    }
    return result;
  };
  /** The call is refused with this code (and message), and nothing of the schema changed. */
  readonly refusedWithNothingWritten = async (
    call: () => Promise<{ status: number; body: { code: number; msg: string } }>,
    code: number,
    msg?: string,
  ) => {
    const before = await this.digest();
    const answer = await call();
    expect(answer.body.code, answer.body.msg).toBe(code);
    if (msg !== undefined) {
      expect(answer.body.msg).toBe(msg);
    }
    expect(await this.digest()).toEqual(before);
  };
  readonly outboxEvents = async (type: string, orderId: string) => {
    const { rows } = await this.admin.query<{ payload: { logs: { sheetId: string; woodCode: string }[] } }>(
      `select payload from sawing.outbox where type = $1 and payload->>'orderId' = $2`,
      [type, orderId],
    );
    return rows.map((row) => row.payload);
  };
}

/**
 * Sawing over its own HTTP API (what the BFF calls, with the same tokens), inventory played by the
 * test on the event streams: PostgreSQL with row-level security, the inbox, the outbox and its
 * relay, Redis Streams. Call it inside a suite's describe: it starts sawing on a database of its
 * own before the suite's tests, with two benches of tenant A (01 and 02), and stops it after them;
 * the service, its clients and helpers are the SawingSuite's.
 */
export function useSawingSuite(): SawingSuite {
  const suite = new SawingSuite();
  beforeAll(() => suite.start());
  afterAll(() => suite.stop());
  return suite;
}
