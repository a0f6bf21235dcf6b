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

/**
 * Orders over its own HTTP API (what the BFF calls, with the same tokens), inventory played by the
 * test on the event streams: PostgreSQL with row-level security, the inbox, the outbox and its
 * relay, Redis Streams. Call it inside a suite's describe: it starts orders on a database of its
 * own before the suite's tests (the customers BUYER and OTHER of tenant A, OF_B of tenant B known)
 * and stops it after them; the service, the clients and the helpers below are the suite's.
 */
export function useOrdersSuite() {
  let drop: () => Promise<void>;
  let admin: Client;
  let orders: OrdersUnderTest;
  let api: ApiClient;
  let apiB: ApiClient;
  let spuSeq = 0;

  beforeAll(async () => {
    configureLogging('orders-test', 'warn');
    const db = await testDatabase('orders');
    drop = db.drop;
    admin = new Client({ connectionString: db.adminUrl });
    await admin.connect();
    orders = await startOrders(db.adminUrl);
    api = await orders.clientFor(TENANT_A);
    apiB = await orders.clientFor(TENANT_B);
    await orders.publish(
      customerSaved(TENANT_A, BUYER.id, BUYER.name),
      customerSaved(TENANT_A, OTHER.id, OTHER.name),
      customerSaved(TENANT_B, OF_B.id, OF_B.name),
    );
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from orders.customers');
      expect(rows).toHaveLength(3);
    });
  });

  afterAll(async () => {
    await orders.close();
    await admin.end();
    await drop();
  });

  const nextSpu = (kind: 1 | 2) =>
    `${kind === 1 ? 'IN' : 'OUT'}20261120-${String(++spuSeq).padStart(4, '0')}`;
  /** Publishes the confirmation of a stock-in (or stock-out) sheet of the buyer and waits until orders keeps it. */
  const confirmed = async (
    sheet: Partial<TestSheet> = {},
    tenantId = TENANT_A,
  ): Promise<{ spu: string; sheetId: string }> => {
    const kind = sheet.kind ?? 1;
    const spu = sheet.spu ?? nextSpu(kind);
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
    await orders.publish(event);
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from orders.sheets where spu = $1', [spu]);
      expect(rows).toHaveLength(1);
    });
    return { spu, sheetId: (event.payload as { sheetId: string }).sheetId };
  };
  const save = (spus: string[], extra: Record<string, unknown> = {}, as = api) =>
    as.post<OrderSaved>('/order/save', {
      orderType: 1,
      tradePartnerId: BUYER.id,
      spus: spus.join(','),
      ...extra,
    });
  const unsettled = async (body: Record<string, unknown> = {}, as = api) =>
    as.ok<PageResult<OrderSheet>>('POST', '/order/unsettled', { page: 1, pageSize: 100, ...body });
  /** A digest of every table of the schema, once the relay has published what the outbox holds. */
  const digest = async (): Promise<Record<string, string>> => {
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from orders.outbox where published_at is null');
      expect(rows).toHaveLength(0);
    });
    const result: Record<string, string> = {};
    for (const table of TABLES) {
      const { rows } = await admin.query<{ d: string | null }>(
        `select md5(string_agg(t::text, '|' order by t::text)) as d from orders.${table} t`,
      );
      result[table] = rows[0]!.d ?? '';
    }
    return result;
  };
  /** A call of the public share page: no login. */
  const publicCall = <T>(path: string, body: Record<string, unknown>) =>
    fetch(`${orders.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { code: number; msg: string; data: T },
    }));
  const download = async (path: string, body: Record<string, unknown>, as = api) => {
    const response = await fetch(`${orders.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${as.token!}`, lang: 'en' },
      body: JSON.stringify(body),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get('content-type'), bytes };
  };
  const worksheetRows = async (bytes: Buffer, index = 0): Promise<unknown[][]> => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[index]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  return {
    get admin(): Client {
      return admin;
    },
    get orders(): OrdersUnderTest {
      return orders;
    },
    /** a clerk of tenant A holding every permission */
    get api(): ApiClient {
      return api;
    },
    /** a clerk of tenant B */
    get apiB(): ApiClient {
      return apiB;
    },
    nextSpu,
    confirmed,
    save,
    unsettled,
    digest,
    publicCall,
    download,
    worksheetRows,
  };
}

export type OrdersSuite = ReturnType<typeof useOrdersSuite>;
