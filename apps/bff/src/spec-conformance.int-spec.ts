import {
  type ApiEnvelope,
  type ApiRoute,
  clientPasswordHash,
  isListQuerySchema,
  isPageResultSchema,
  type OrderSaved,
  type OrderSheet,
  type PageResult,
  ROUTES,
  type SawLinks,
  type ShareCreated,
  type SheetRow,
  type StockRow,
} from '@timber/contracts';
import { type ApiClient, expectEventually, startTestStack, type TestStack } from '@timber/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** What the lists that need more than paging are asked about: rows made in beforeAll. */
interface Made {
  stockInSheetId: string;
  stockOutSheetId: string;
  stockRowId: string;
  /** an order settling two of the stock-in sheets, and a share link of it */
  orderId: string;
  shareToken: string;
  /** a sawing order of bench `machineNum` that took two logs in stock */
  sawingOrderId: string;
  machineNum: string;
  /** the tenant's number and that bench's signed link (the mobile bench page) */
  cusNo: string;
  benchSign: string;
}

/**
 * The fields a list needs beyond paging, by the id of its spec route (an alias takes its spec
 * route's). A new list with a required field fails the test below until it is named here.
 */
const LIST_NEEDS: Record<string, (made: Made) => Record<string, unknown>> = {
  stockInWoodPieceList: (made) => ({ id: made.stockInSheetId }),
  stockOutWoodPieceList: (made) => ({ id: made.stockOutSheetId }),
  stockWoodPieceList: (made) => ({ id: made.stockRowId }),
  orderSpuList: (made) => ({ id: made.orderId }),
  orderWoodList: (made) => ({ id: made.orderId }),
  shareOrderList: (made) => ({ token: made.shareToken }),
  sawingOrderLogList: (made) => ({ id: made.sawingOrderId }),
  sawBenchList: (made) => ({ cusNo: made.cusNo, machineNo: made.machineNum, sign: made.benchSign }),
  appSawbenchDoingList: (made) => ({ machineNo: made.machineNum }),
  appSawbenchOnfinishList: (made) => ({ machineNo: made.machineNum }),
};

/** The path parameters of a list's path (`:name`), from the rows made in beforeAll. */
const pathOf = (path: string, made: Made): string =>
  path.replace(/:machineNum\b/, encodeURIComponent(made.machineNum));

/** Every list of the catalogue: the routes answering a page result that take a list query. */
const LISTS = Object.entries(ROUTES as Record<string, ApiRoute>).filter(
  ([, route]) => isPageResultSchema(route.data) && isListQuerySchema(route.body),
);

const specId = (id: string): string => id.replace(/Alias$/, '');

/**
 * A client written to spec §7 works unchanged: every list of the route catalogue, driven through
 * the BFF as the demo administrator with `{page, pageSize}`, with `{page, limit}` and with a field
 * no list knows, answers `{code: 0, data: {records, total}}` and honours the page size. The lists
 * come from the catalogue, so a new list route is covered without touching this test.
 */
describe('spec §7 conformance of the lists (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  let api: ApiClient;
  /** the mobile app's client (an app user's token), for the lists of /app/* */
  let app: ApiClient;
  let made: Made;

  beforeAll(async () => {
    system = await startTestStack('conformance');
    api = await system.loginAs('admin');
    // four stock rows (two locations × two kinds), two of them sold out again, and two cameras: the
    // stock, sheet, wood piece and camera lists each hold more than one page of one row
    const lookup = { page: 1, pageSize: 2 };
    const [locations, kinds, customers] = await Promise.all([
      api.ok<PageResult<{ id: string }>>('POST', '/location/pageData', lookup),
      api.ok<PageResult<{ id: string }>>('POST', '/wk/pageData', lookup),
      api.ok<PageResult<{ id: string }>>('POST', '/cus/pageData', lookup),
    ]);
    const diameters = [
      { dia: 20, qty: 2 },
      { dia: 30, qty: 1 },
    ];
    const sheet = (locationId: string, kindId: string) => ({
      date: new Date().toISOString().slice(0, 10),
      standard: 'ch',
      locationId,
      kindId,
      supplier: customers.records[0]!.id,
      len: 4,
      diameters,
    });
    const places = locations.records.flatMap((location) =>
      kinds.records.map((kind) => sheet(location.id, kind.id)),
    );
    const stockIn: string[] = [];
    for (const place of places) {
      const { id } = await api.ok<{ id: string }>('POST', '/stockIn/h/save', place);
      await api.ok('POST', `/stockIn/h/confirm/${id}`, { manual: 0 });
      stockIn.push(id);
    }
    const stockOut: string[] = [];
    for (const place of places.slice(0, 2)) {
      const { id } = await api.ok<{ id: string }>('POST', '/stockOut/save', place);
      await api.ok('POST', `/stockOut/confirm/${id}`, { manual: 0 });
      stockOut.push(id);
    }
    for (const cameraNO of ['conf-1', 'conf-2']) {
      const camera = { channelNO: '1', cameraNO, ip: '192.168.1.64', rtspPort: 554, codec: 'H.265' };
      await api.ok('POST', '/ipcamera/add', { ...camera, adminPwd: 'Hik12345' });
    }
    const held = await api.ok<PageResult<StockRow>>('POST', '/stock/pageSpu', { page: 1, pageSize: 1 });
    // orders learns of the confirmed stock-in sheets from inventory's events: two of them settled in one order
    const unsettled = await expectEventually(async () => {
      const page = await api.ok<PageResult<OrderSheet>>('POST', '/order/unsettled', {
        page: 1,
        pageSize: 10,
      });
      expect(page.total).toBe(stockIn.length);
      return page.records;
    }, 20_000);
    const order = await api.ok<OrderSaved>('POST', '/order/save', {
      orderType: 1,
      tradePartnerId: customers.records[0]!.id,
      spus: unsettled
        .slice(0, 2)
        .map((sheet) => sheet.spu)
        .join(','),
    });
    const share = await api.ok<ShareCreated>('POST', '/order/share/create', { ids: [order.id] });
    // sawing learns of the logs in stock from the same events (the stock-outs take some away, maybe
    // after a first look): two orders of today, the first taking two logs still in stock
    const bench = await api.ok<{ id: string; machineNo: string }>('POST', '/cutting/machine/save', {
      machineNo: 'C1',
      name: 'Conformance saw',
    });
    const today = new Date().toISOString().slice(0, 10);
    const sawingOrders: string[] = [];
    for (let i = 0; i < 2; i++) {
      const saved = await api.ok<{ id: string }>('POST', '/cutting/record/saveData', {
        machineId: bench.id,
        cuttingDate: today,
        specsArr: [{ L: 1, W: 10, H: 10, B: 1 }],
      });
      sawingOrders.push(saved.id);
    }
    await expectEventually(async () => {
      const page = await api.ok<PageResult<{ sheetId: string; woodCode: string }>>(
        'POST',
        '/cutting/stockLog/pageData',
        { page: 1, pageSize: 2 },
      );
      expect(page.records).toHaveLength(2);
      await api.ok('POST', '/cutting/record/saveLogs', {
        id: sawingOrders[0],
        logs: page.records.map((log) => ({ sheetId: log.sheetId, woodCode: log.woodCode })),
      });
    }, 20_000);
    const links = await api.ok<SawLinks>('POST', '/cutting/board/links');
    app = system.client();
    app.token = (
      await app.ok<{ accessToken: string }>('POST', '/appcus/login', {
        username: 'driver01',
        password: clientPasswordHash('Driver123'),
      })
    ).accessToken;
    made = {
      cusNo: links.cusNo,
      benchSign: links.benches.find((b) => b.machineNo === bench.machineNo)!.sign,
      stockInSheetId: stockIn[0]!,
      stockOutSheetId: stockOut[0]!,
      stockRowId: held.records[0]!.id,
      orderId: order.id,
      shareToken: share.token,
      sawingOrderId: sawingOrders[0]!,
      machineNum: bench.machineNo,
    };
    const sheets = await api.ok<PageResult<SheetRow>>('POST', '/stockOut/pageData', { page: 1 });
    expect(sheets.total).toBe(2);
    // The operation log learns of the writes above from the services' events, a moment later: the
    // lists are compared once it has stopped growing (no new entry for 2 s), or /sys/logs would
    // count an entry more between two of its pages.
    let logged = -1;
    for (let tries = 0; tries < 30; tries++) {
      const { total } = await api.ok<PageResult<unknown>>('POST', '/sys/logs', { page: 1, pageSize: 1 });
      if (total === logged) {
        break;
      }
      logged = total;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  });
  afterAll(() => system.stop());

  const ask = async (
    path: string,
    body: Record<string, unknown>,
    client: ApiClient = api,
  ): Promise<PageResult<unknown>> => {
    const answer = await client.call<PageResult<unknown>>('POST', path, body);
    expect(answer.status, `${path} ${JSON.stringify(body)}: ${answer.body.msg}`).toBe(200);
    const envelope: ApiEnvelope<PageResult<unknown>> = answer.body;
    expect(envelope).toMatchObject({ code: 0, msg: expect.any(String) as string });
    expect(Array.isArray(envelope.data.records), path).toBe(true);
    expect(Number.isInteger(envelope.data.total) && envelope.data.total >= 0, path).toBe(true);
    return envelope.data;
  };

  it('answers every list with {code 0, data {records, total}} and its page size, sent as pageSize or limit', async () => {
    const covered: { path: string; total: number }[] = [];
    for (const [id, route] of LISTS) {
      const required = route.body!.safeParse({}).error?.issues.map((issue) => issue.path.join('.')) ?? [];
      const needs = LIST_NEEDS[specId(id)];
      expect(
        required.length === 0 || needs !== undefined,
        `${id} needs ${required.join(', ')}: add it to LIST_NEEDS`,
      ).toBe(true);
      const extra = needs ? needs(made) : {};
      const path = pathOf(route.path, made);
      const client = route.app ? app : api;
      const bySize = await ask(path, { ...extra, page: 1, pageSize: 1 }, client);
      const byLimit = await ask(path, { ...extra, page: 1, limit: 1 }, client);
      const next = await ask(path, { ...extra, page: 2, limit: 1, noListKnowsThis: 'x' }, client);
      const two = await ask(path, { ...extra, page: 1, pageSize: 2, orderBy: 'whatever' }, client);
      const total = bySize.total;
      expect(bySize.records, route.path).toHaveLength(Math.min(1, total));
      expect(byLimit, route.path).toEqual(bySize);
      expect([next.total, two.total], route.path).toEqual([total, total]);
      expect(next.records, route.path).toHaveLength(Math.min(1, Math.max(0, total - 1)));
      expect(two.records, route.path).toHaveLength(Math.min(2, total));
      if (total >= 2) {
        expect(next.records[0], route.path).not.toEqual(bySize.records[0]);
        expect(two.records, route.path).toEqual([...bySize.records, ...next.records]);
      }
      covered.push({ path: route.path, total });
    }
    expect(covered).toHaveLength(LISTS.length);
    const paged = covered.filter((list) => list.total >= 2).length;
    console.log(
      [
        `spec §7 conformance: ${covered.length} list paths driven with {page, pageSize}, {page, limit} and an unknown field (${paged} of them more than one page of one row):`,
        ...covered.map((list) => `  POST /api${list.path}  total ${list.total}`),
      ].join('\n'),
    );
  });

  it('has every catalogue path served by its owning service under the same path', async () => {
    const unserved: string[] = [];
    for (const [id, route] of Object.entries(ROUTES as Record<string, ApiRoute>)) {
      const path = route.path.replace(/:(\w+)/g, '1');
      // no token: a path the service serves answers 401 (or 400 for a public one), an unknown one 404001
      const answer = await fetch(`${system.stack.upstreamUrl(route.upstream)}${path}`, {
        method: route.method,
        headers: { 'content-type': 'application/json' },
        ...(route.method === 'GET' ? {} : { body: '{}' }),
      });
      const body = (await answer.json()) as { code: number };
      if (answer.status === 404 && body.code === 404001) {
        unserved.push(`${id}: ${route.method} ${route.upstream}${route.path}`);
      }
    }
    expect(unserved).toEqual([]);
  });
});
