import {
  type InvoiceableOrder,
  type InvoiceRow,
  type OperatorInvoiceRow,
  type PageResult,
} from '@timber/contracts';
import { type ApiClient, expectEventually } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { type Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingSuite, sheetConfirmed, startBillingSuite } from './testing/billing-fixtures';

const OPERATOR = randomUUID();
const TENANT = randomUUID();
const OTHER = randomUUID();

/** A day `days` from today (UTC: the test client's time-zone offset is 0), yyyy-MM-dd. */
const dayFromToday = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * An invoice's life (issue 18): the platform operator lists every tenant's requested invoices,
 * issues one under its number and date or rejects it with a reason, once; a rejected invoice's
 * consumption orders may be invoiced again; every decision is an outbox event. Real PostgreSQL, Redis.
 */
describe('billing: the operator issues and rejects invoice requests (real PostgreSQL, Redis)', () => {
  let suite: BillingSuite;
  let admin: Client;
  let operator: ApiClient;
  let api: ApiClient;
  let other: ApiClient;
  /** the tenant's three consumption orders, and the other tenant's one */
  let orders: InvoiceableOrder[];
  let otherOrders: InvoiceableOrder[];
  /** the tenant's invoices A (order 0), B (order 1), and the other tenant's C */
  let invoiceA: InvoiceRow;
  let invoiceB: InvoiceRow;
  let invoiceC: InvoiceRow;

  const uninvoiced = async (client: ApiClient): Promise<InvoiceableOrder[]> =>
    (await client.post<PageResult<InvoiceableOrder>>('/ledger/pageUnInv', { page: 1 })).body.data.records;
  const apply = async (client: ApiClient, ids: string[]): Promise<InvoiceRow> => {
    const answer = await client.post<InvoiceRow>('/invRecord/apply', { ids });
    expect(answer.body.code, answer.body.msg).toBe(0);
    return answer.body.data;
  };
  const invoicesOf = async (client: ApiClient): Promise<InvoiceRow[]> =>
    (await client.post<PageResult<InvoiceRow>>('/invRecord/list', { page: 1 })).body.data.records;
  const outbox = async (type: string) =>
    (
      await admin.query<{ tenant_id: string; partition_key: string; payload: Record<string, unknown> }>(
        'select tenant_id, partition_key, payload from billing.outbox where type = $1 order by seq',
        [type],
      )
    ).rows;
  /** every invoice, item and outbox event (without published_at, which the relay sets at its pace) */
  const digest = async (): Promise<string> => {
    const { rows } = await admin.query<{ d: string }>(
      `select concat_ws(' ',
          (select md5(string_agg(t::text, '|' order by t::text)) from billing.invoices t),
          (select md5(string_agg(t::text, '|' order by t::text)) from billing.invoice_items t),
          (select md5(string_agg(t::text, '|' order by t::text))
             from (select event_id, type, payload from billing.outbox) t)) as d`,
    );
    return rows[0]!.d;
  };

  beforeAll(async () => {
    suite = await startBillingSuite('billing_invoices', OPERATOR);
    admin = suite.admin;
    operator = await suite.billing.clientFor(OPERATOR);
    api = await suite.billing.clientFor(TENANT);
    other = await suite.billing.clientFor(OTHER);
    for (const tenantId of [TENANT, OTHER]) {
      await operator.post('/bill/account/save', {
        tenantId,
        creditLimit: 1000,
        fees: [{ feeItemId: 'sheet', price: 2.5 }],
      });
    }
    await suite.billing.publish(
      sheetConfirmed(TENANT, 'IN20261127-0001', 10_000),
      sheetConfirmed(TENANT, 'IN20261127-0002', 10_000),
      sheetConfirmed(TENANT, 'IN20261127-0003', 10_000),
      sheetConfirmed(OTHER, 'IN20261127-0001', 10_000),
    );
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from billing.movements');
      expect(rows).toHaveLength(4);
    });
    orders = (await uninvoiced(api)).reverse();
    otherOrders = await uninvoiced(other);
    invoiceA = await apply(api, [orders[0]!.id]);
    invoiceB = await apply(api, [orders[1]!.id]);
    invoiceC = await apply(other, [otherOrders[0]!.id]);
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('lists every tenant’s requested invoices for the operator, oldest first, paged by pageSize or limit', async () => {
    const first = await operator.post<PageResult<OperatorInvoiceRow>>('/invRecord/requested', {
      page: 1,
      pageSize: 2,
    });
    expect(first.body.code, first.body.msg).toBe(0);
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.records).toEqual([
      {
        ...invoiceA,
        tenantId: TENANT,
        requestedBy: 'cashier',
      },
      { ...invoiceB, tenantId: TENANT, requestedBy: 'cashier' },
    ]);
    expect(invoiceA).toMatchObject({
      amount: 2.5,
      orderCount: 1,
      status: 0,
      statusDesc: 'Requested',
      invoiceNo: null,
      invoiceDate: null,
      rejectReason: null,
      decideTime: null,
    });
    const second = await operator.post<PageResult<OperatorInvoiceRow>>('/invRecord/requested', {
      page: 2,
      limit: 2,
    });
    expect(second.body.data).toEqual({
      total: 3,
      records: [{ ...invoiceC, tenantId: OTHER, requestedBy: 'cashier' }],
    });
  });

  it('refuses anyone but the operator, with the envelope, writing nothing', async () => {
    const before = await digest();
    // a tenant's own administrator holds every key of its tenant, `system` too: the tenant decides
    const noSystem = await suite.billing.clientFor(OPERATOR, ['invoice']);
    for (const client of [api, other, noSystem]) {
      for (const [path, body] of [
        [`/invRecord/issue/${invoiceB.id}`, { invoiceNo: 'X-1', invoiceDate: dayFromToday(-1) }],
        [`/invRecord/reject/${invoiceB.id}`, { reason: 'not ours' }],
        ['/invRecord/requested', { page: 1 }],
      ] as const) {
        const refused = await client.post(path, body);
        expect([refused.status, refused.body], path).toEqual([
          403,
          { code: 403001, msg: expect.any(String) as string, data: null },
        ]);
      }
    }
    expect(await digest()).toBe(before);
  });

  it('issues a requested invoice under its number and date, an outbox event, leaving the other tenant’s as it was', async () => {
    const day = dayFromToday(-1);
    const issued = await operator.post<OperatorInvoiceRow>(`/invRecord/issue/${invoiceA.id}`, {
      invoiceNo: '  INV-2026-0001 ',
      invoiceDate: day,
    });
    expect(issued.body.code, issued.body.msg).toBe(0);
    expect(issued.body.data).toMatchObject({
      id: invoiceA.id,
      tenantId: TENANT,
      status: 1,
      statusDesc: 'Issued',
      invoiceNo: 'INV-2026-0001',
      invoiceDate: day,
      rejectReason: null,
    });
    expect(issued.body.data.decideTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // the tenant sees it issued, with its number and date
    const { tenantId: _tenant, requestedBy: _by, ...asTenantSees } = issued.body.data;
    expect((await invoicesOf(api)).find((row) => row.id === invoiceA.id)).toEqual(asTenantSees);
    // the other tenant's invoice is untouched, and it sees none of this tenant's
    expect(await invoicesOf(other)).toEqual([invoiceC]);
    // no longer awaiting a decision
    const waiting = (await operator.post<PageResult<OperatorInvoiceRow>>('/invRecord/requested', { page: 1 }))
      .body.data;
    expect(waiting.records.map((row) => row.id)).toEqual([invoiceB.id, invoiceC.id]);
    // the decision's event, under the invoice's tenant; the operation log's, under the operator's
    expect(await outbox('billing.invoice.issued')).toEqual([
      {
        tenant_id: TENANT,
        partition_key: invoiceA.id,
        payload: {
          invoiceId: invoiceA.id,
          invoiceNo: 'INV-2026-0001',
          invoiceDate: day,
          amountCents: 250,
          decidedBy: expect.any(String) as string,
        },
      },
    ]);
    const logged = (await outbox('billing.operation.performed')).filter(
      (event) => event.payload.operation === 'invoiceIssue',
    );
    expect(logged).toEqual([
      expect.objectContaining({
        tenant_id: OPERATOR,
        payload: expect.objectContaining({
          params: expect.objectContaining({ id: invoiceA.id, invoiceDate: day }) as unknown,
        }) as unknown,
      }),
    ]);
    // its order stays invoiced
    expect((await api.post('/invRecord/apply', { ids: [orders[0]!.id] })).body.code).toBe(402806);
  });

  it('refuses a second decision with a clear message, writing nothing', async () => {
    const before = await digest();
    const again = await operator.post(`/invRecord/issue/${invoiceA.id}`, {
      invoiceNo: 'INV-2026-0002',
      invoiceDate: dayFromToday(-1),
    });
    expect([again.status, again.body.code]).toEqual([409, 402808]);
    expect(again.body.msg).toMatch(
      /^This invoice was already issued at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}: only a requested invoice can be issued or rejected$/,
    );
    const reject = await operator.post(`/invRecord/reject/${invoiceA.id}`, { reason: 'too late' });
    expect([reject.status, reject.body.code]).toEqual([409, 402808]);
    expect(await digest()).toBe(before);
  });

  it('refuses a number the tenant used, a future or impossible date, bad bodies and unknown invoices, writing nothing', async () => {
    const before = await digest();
    const taken = await operator.post(`/invRecord/issue/${invoiceB.id}`, {
      invoiceNo: 'INV-2026-0001',
      invoiceDate: dayFromToday(-1),
    });
    expect([taken.status, taken.body.code, taken.body.msg]).toEqual([
      409,
      402809,
      'Invoice number INV-2026-0001 is already used by another invoice of this tenant',
    ]);
    const future = await operator.post(`/invRecord/issue/${invoiceB.id}`, {
      invoiceNo: 'INV-2026-0009',
      invoiceDate: dayFromToday(2),
    });
    expect([future.status, future.body.code]).toEqual([400, 402810]);
    for (const body of [
      { invoiceNo: '', invoiceDate: dayFromToday(-1) },
      { invoiceNo: '   ', invoiceDate: dayFromToday(-1) },
      { invoiceNo: 'x'.repeat(51), invoiceDate: dayFromToday(-1) },
      { invoiceNo: 'INV-1' },
      { invoiceNo: 'INV-1', invoiceDate: '2026-02-30' },
      { invoiceNo: 'INV-1', invoiceDate: '2026-13-01' },
      { invoiceNo: 'INV-1', invoiceDate: dayFromToday(-1), status: 1 },
    ]) {
      const bad = await operator.post(`/invRecord/issue/${invoiceB.id}`, body);
      expect([bad.status, bad.body.code], JSON.stringify(body)).toEqual([400, 400001]);
    }
    for (const body of [{}, { reason: '' }, { reason: '  ' }, { reason: 'x'.repeat(201) }]) {
      const bad = await operator.post(`/invRecord/reject/${invoiceB.id}`, body);
      expect([bad.status, bad.body.code], JSON.stringify(body)).toEqual([400, 400001]);
    }
    const unknown = await operator.post(`/invRecord/reject/${randomUUID()}`, { reason: 'who?' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 402807]);
    expect(await digest()).toBe(before);
  });

  it('lets the same number be used by another tenant', async () => {
    const issued = await operator.post<OperatorInvoiceRow>(`/invRecord/issue/${invoiceC.id}`, {
      invoiceNo: 'INV-2026-0001',
      invoiceDate: dayFromToday(0),
    });
    expect(issued.body.code, issued.body.msg).toBe(0);
    expect(issued.body.data).toMatchObject({ tenantId: OTHER, status: 1, invoiceNo: 'INV-2026-0001' });
    expect((await invoicesOf(api)).find((row) => row.id === invoiceB.id)?.status).toBe(0);
  });

  it('rejects a requested invoice with the reason and releases its orders to be invoiced again', async () => {
    expect((await uninvoiced(api)).map((order) => order.id)).toEqual([orders[2]!.id]);
    const rejected = await operator.post<OperatorInvoiceRow>(`/invRecord/reject/${invoiceB.id}`, {
      reason: ' The company name on the request is wrong ',
    });
    expect(rejected.body.code, rejected.body.msg).toBe(0);
    expect(rejected.body.data).toMatchObject({
      id: invoiceB.id,
      status: 2,
      statusDesc: 'Rejected',
      invoiceNo: null,
      invoiceDate: null,
      rejectReason: 'The company name on the request is wrong',
    });
    const seen = (await invoicesOf(api)).find((row) => row.id === invoiceB.id);
    expect(seen).toMatchObject({ status: 2, rejectReason: 'The company name on the request is wrong' });
    expect(seen?.decideTime).toBeTruthy();
    // the rejected invoice keeps what it held; its order is invoiceable again
    const { rows: items } = await admin.query<{ movement_id: string; released: boolean }>(
      'select movement_id, released_at is not null as released from billing.invoice_items where invoice_id = $1',
      [invoiceB.id],
    );
    expect(items).toEqual([{ movement_id: orders[1]!.id, released: true }]);
    expect((await uninvoiced(api)).map((order) => order.id).sort()).toEqual(
      [orders[1]!.id, orders[2]!.id].sort(),
    );
    expect(await outbox('billing.invoice.rejected')).toEqual([
      {
        tenant_id: TENANT,
        partition_key: invoiceB.id,
        payload: {
          invoiceId: invoiceB.id,
          reason: 'The company name on the request is wrong',
          amountCents: 250,
          movementIds: [orders[1]!.id],
          decidedBy: expect.any(String) as string,
        },
      },
    ]);
    // a new request over it is taken, and it is in one live invoice again
    const again = await apply(api, [orders[1]!.id, orders[2]!.id]);
    expect(again).toMatchObject({ amount: 5, orderCount: 2, status: 0 });
    expect((await api.post('/invRecord/apply', { ids: [orders[1]!.id] })).body.code).toBe(402806);
    // the rejected invoice cannot be decided again
    const issue = await operator.post(`/invRecord/issue/${invoiceB.id}`, {
      invoiceNo: 'INV-2026-0003',
      invoiceDate: dayFromToday(0),
    });
    expect([issue.status, issue.body.code]).toEqual([409, 402808]);
    expect(issue.body.msg).toContain('already rejected');
  });
});
