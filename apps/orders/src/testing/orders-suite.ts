import { type OrderSaved, type OrderSheet, type PageResult } from '@timber/contracts';
import { configureLogging } from '@timber/nest-kit';
import { type ApiClient, expectEventually, testDatabase } from '@timber/testing';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  confirmation,
  customerSaved,
  type OrdersUnderTest,
  startOrders,
  type TestSheet,
} from './orders-fixtures';

export const TENANT_A = randomUUID();
export const TENANT_B = randomUUID();
export const BUYER = { id: randomUUID(), name: 'Northern Forest Products' };
export const OTHER = { id: randomUUID(), name: 'Harbin Timber Trading' };
export const OF_B = { id: randomUUID(), name: 'Suifenhe Import' };
/** The tables of the orders schema, whose digest proves a refused call wrote nothing. */
const TABLES = [
  'customers',
  'sheets',
  'sheet_logs',
  'order_numbers',
  'orders',
  'order_sheets',
  'order_classes',
  'share_links',
  'outbox',
  'processed_events',
];

/** The set-up of one suite: started before its tests, stopped after them. */
export class OrdersSuite {
  private drop!: () => Promise<void>;
  admin!: Client;
  orders!: OrdersUnderTest;
  /** a clerk of tenant A holding every permission */
  api!: ApiClient;
  /** a clerk of tenant B */
  apiB!: ApiClient;
  private spuSeq = 0;

  async start(): Promise<void> {
    configureLogging('orders-test', 'warn');
    const db = await testDatabase('orders');
    this.drop = db.drop;
    this.admin = new Client({ connectionString: db.adminUrl });
    await this.admin.connect();
    this.orders = await startOrders(db.adminUrl);
    this.api = await this.orders.clientFor(TENANT_A);
    this.apiB = await this.orders.clientFor(TENANT_B);
    await this.orders.publish(
      customerSaved(TENANT_A, BUYER.id, BUYER.name),
      customerSaved(TENANT_A, OTHER.id, OTHER.name),
      customerSaved(TENANT_B, OF_B.id, OF_B.name),
    );
    await expectEventually(async () => {
      const { rows } = await this.admin.query('select 1 from orders.customers');
      expect(rows).toHaveLength(3);
    });
  }

  async stop(): Promise<void> {
    await this.orders.close();
    await this.admin.end();
    await this.drop();
  }

  readonly nextSpu = (kind: 1 | 2) =>
    `${kind === 1 ? 'IN' : 'OUT'}20261120-${String(++this.spuSeq).padStart(4, '0')}`;
  /** Publishes the confirmation of a stock-in (or stock-out) sheet of the buyer and waits until orders keeps it. */
  readonly confirmed = async (
    sheet: Partial<TestSheet> = {},
    tenantId = TENANT_A,
  ): Promise<{ spu: string; sheetId: string }> => {
    const kind = sheet.kind ?? 1;
    const spu = sheet.spu ?? this.nextSpu(kind);
    const event = confirmation(tenantId, {
      kind,
      spu,
      customer: BUYER,
      logs: [
        { dia: 20, length: 4, volumeE4: 1540, picture: `https://device.example/${spu}/1.jpg` },
        { dia: 20, length: 4, volumeE4: 1540, picture: `https://device.example/${spu}/1.jpg` },
        { dia: 34, length: 4, volumeE4: 4230, picture: `https://device.example/${spu}/2.jpg` },
      ],
      ...sheet,
    });
    await this.orders.publish(event);
    await expectEventually(async () => {
      const { rows } = await this.admin.query('select 1 from orders.sheets where spu = $1', [spu]);
      expect(rows).toHaveLength(1);
    });
    return { spu, sheetId: (event.payload as { sheetId: string }).sheetId };
  };
  readonly save = (spus: string[], extra: Record<string, unknown> = {}, as = this.api) =>
    as.post<OrderSaved>('/order/save', {
      orderType: 1,
      tradePartnerId: BUYER.id,
      spus: spus.join(','),
      ...extra,
    });
  readonly unsettled = async (body: Record<string, unknown> = {}, as = this.api) =>
    as.ok<PageResult<OrderSheet>>('POST', '/order/unsettled', { page: 1, pageSize: 100, ...body });
  /** A digest of every table of the schema, once the relay has published what the outbox holds. */
  readonly digest = async (): Promise<Record<string, string>> => {
    await expectEventually(async () => {
      const { rows } = await this.admin.query('select 1 from orders.outbox where published_at is null');
      expect(rows).toHaveLength(0);
    });
    const result: Record<string, string> = {};
    for (const table of TABLES) {
      const { rows } = await this.admin.query<{ d: string | null }>(
        `select md5(string_agg(t::text, '|' order by t::text)) as d from orders.${table} t`,
      );
      result[table] = rows[0]!.d ?? '';
    }
    return result;
  };
  /** A call of the public share page: no login. */
  readonly publicCall = <T>(path: string, body: Record<string, unknown>) =>
    fetch(`${this.orders.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { code: number; msg: string; data: T },
    }));
  readonly download = async (path: string, body: Record<string, unknown>, as = this.api) => {
    const response = await fetch(`${this.orders.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${as.token!}`, lang: 'en' },
      body: JSON.stringify(body),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get('content-type'), bytes };
  };
  readonly worksheetRows = async (bytes: Buffer, index = 0): Promise<unknown[][]> => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[index]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };
}

/**
 * Orders over its own HTTP API (what the BFF calls, with the same tokens), inventory played by the
 * test on the event streams: PostgreSQL with row-level security, the inbox, the outbox and its
 * relay, Redis Streams. Call it inside a suite's describe: it starts orders on a database of its
 * own before the suite's tests (the customers BUYER and OTHER of tenant A, OF_B of tenant B known)
 * and stops it after them; the service, its clients and helpers are the OrdersSuite's.
 */
export function useOrdersSuite(): OrdersSuite {
  const suite = new OrdersSuite();
  beforeAll(() => suite.start());
  afterAll(() => suite.stop());
  return suite;
}
