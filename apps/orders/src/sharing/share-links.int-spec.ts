import {
  type DetailImages,
  type PageResult,
  type ShareCreated,
  type ShareLink,
  type SharePage,
} from '@timber/contracts';
import { testTenantName } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUYER, TENANT_A, TENANT_B, useOrdersSuite } from '../testing/orders-suite';
import { signShareToken, signShareTokenV1 } from './domain/share-token';

describe('orders: settling confirmed sheets (real PostgreSQL, Redis)', () => {
  const suite = useOrdersSuite();
  const { confirmed, save, digest, publicCall } = suite;

  describe('share links (the public /shareOrder page)', () => {
    let orderId: string;
    let orderNo: string;
    let share: ShareCreated;

    beforeAll(async () => {
      const sheet = await confirmed({
        logs: [
          { dia: 30, length: 4, volumeE4: 3300, picture: 'https://device.example/s1.jpg' },
          { dia: 30, length: 4, volumeE4: 3300, picture: 'https://device.example/s2.jpg' },
        ],
      });
      ({ id: orderId, orderNo } = (await save([sheet.spu])).body.data);
      share = await suite.api.ok<ShareCreated>('POST', '/order/share/create', {
        ids: [orderId],
        expiresInHours: 2,
      });
    });

    it('shows the orders a link names to anyone holding it, without a login', async () => {
      expect(share.path).toBe(`/shareOrder?token=${share.token}`);
      expect(new Date(share.expiresAt).getTime() - Date.now()).toBeGreaterThan(7_000_000);
      expect(share.token).not.toContain(orderNo);
      const page = await publicCall<SharePage>('/order/business', {
        token: share.token,
        page: 1,
        pageSize: 10,
      });
      expect(page.body.code, page.body.msg).toBe(0);
      expect(page.body.data).toMatchObject({
        total: 1,
        expiresAt: share.expiresAt,
        records: [
          {
            orderNo,
            title: 'Inbound order',
            orderDate: expect.any(String) as string,
            shipper: BUYER.name,
            consignee: testTenantName(TENANT_A), // the company sharing the link, by name (issue 35)
            totalQty: 2,
            totalVol: 0.66,
            kind: 'Larch',
            transportNum: 'MGL8823',
            diaCategory: [{ dia: 30, length: 4, qty: 2, vol: 0.66 }],
          },
        ],
      });
      const images = await publicCall<DetailImages>('/order/business/img', { token: share.token });
      expect(images.body.data.records.map((image) => image.url)).toEqual([
        'https://device.example/s1.jpg',
        'https://device.example/s2.jpg',
      ]);
      // a version-1 token (orders only, handed out before sheets could be shared) still opens its link
      const v1 = signShareTokenV1(suite.orders.config.SHARE_TOKEN_SECRET, {
        tenantId: TENANT_A,
        tokenId: share.tokenId,
        ids: [orderId],
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      });
      const old = await publicCall<SharePage>('/order/business', { token: v1, page: 1 });
      expect([old.body.code, old.body.data.kind, old.body.data.records[0]!.orderNo]).toEqual([
        0,
        'order',
        orderNo,
      ]);
      const zh = await fetch(`${suite.orders.baseUrl}/order/business`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'zh' },
        body: JSON.stringify({ token: share.token, page: 1 }),
      });
      expect(((await zh.json()) as { data: SharePage }).data.records[0]!.title).toBe('入库订单');
      const links = await suite.api.ok<PageResult<ShareLink>>('POST', '/order/share/list', { page: 1 });
      expect(links.records[0]).toMatchObject({
        tokenId: share.tokenId,
        orderNos: orderNo,
        state: 'active',
        creator: 'clerk',
      });
    });

    it('refuses an altered token, whatever byte changed, and a token signed with another secret', async () => {
      const [body, signature] = share.token.split('.') as [string, string];
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { i: string[] };
      const otherOrder = randomUUID();
      const altered = [
        `${Buffer.from(JSON.stringify({ ...claims, i: [otherOrder] })).toString('base64url')}.${signature}`,
        `${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
        `${body.slice(0, -1)}${body.endsWith('A') ? 'B' : 'A'}.${signature}`,
        `${body}.`,
        'not-a-token',
        signShareToken('another-secret-of-at-least-32-characters', {
          tenantId: TENANT_A,
          tokenId: share.tokenId,
          kind: 'order',
          ids: [orderId],
          expiresAt: Math.floor(Date.now() / 1000) + 3600,
        }),
      ];
      for (const token of altered) {
        const answer = await publicCall('/order/business', { token, page: 1 });
        expect({ token, status: answer.status, code: answer.body.code }).toEqual({
          token,
          status: 403,
          code: 402611,
        });
        expect(answer.body.msg).toBe("This share link is not valid: it was altered or is not this company's");
        expect((await publicCall('/order/business/img', { token })).body.code).toBe(402611);
      }
    });

    it('refuses an expired token, and one whose link has expired', async () => {
      const secret = suite.orders.config.SHARE_TOKEN_SECRET;
      const expired = signShareToken(secret, {
        tenantId: TENANT_A,
        tokenId: share.tokenId,
        kind: 'order',
        ids: [orderId],
        expiresAt: Math.floor(Date.now() / 1000) - 1,
      });
      const answer = await publicCall('/order/business', { token: expired, page: 1 });
      expect([answer.status, answer.body.code, answer.body.msg]).toEqual([
        410,
        402612,
        'This share link has expired',
      ]);
      const other = await suite.api.ok<ShareCreated>('POST', '/order/share/create', { ids: [orderId] });
      await suite.admin.query(
        `update orders.share_links set expires_at = now() - interval '1 second' where id = $1`,
        [other.tokenId],
      );
      expect((await publicCall('/order/business', { token: other.token })).body.code).toBe(402612);
      const links = await suite.api.ok<PageResult<ShareLink>>('POST', '/order/share/list', { page: 1 });
      expect(links.records.find((link) => link.tokenId === other.tokenId)!.state).toBe('expired');
    });

    it('refuses a token of another tenant: signed for a link that tenant does not have, or revoked by another tenant', async () => {
      const secret = suite.orders.config.SHARE_TOKEN_SECRET;
      // a token naming tenant B with A's link and order (only the server's secret could sign it)
      const crossed = signShareToken(secret, {
        tenantId: TENANT_B,
        tokenId: share.tokenId,
        kind: 'order',
        ids: [orderId],
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      });
      expect((await publicCall('/order/business', { token: crossed })).body.code).toBe(402611);
      // a link whose token names orders other than its own
      const widened = signShareToken(secret, {
        tenantId: TENANT_A,
        tokenId: share.tokenId,
        kind: 'order',
        ids: [orderId, randomUUID()],
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      });
      expect((await publicCall('/order/business', { token: widened })).body.code).toBe(402611);
      const before = await digest();
      const byB = await suite.apiB.post('/order/share/revoke', { token: share.token });
      expect([byB.status, byB.body.code, byB.body.msg]).toEqual([
        403,
        402614,
        'This share link belongs to another company',
      ]);
      expect((await suite.apiB.post('/order/share/revoke', { tokenId: share.tokenId })).body.code).toBe(
        402615,
      );
      expect(await digest()).toEqual(before);
      expect((await publicCall('/order/business', { token: share.token })).body.code).toBe(0);
      const bad = await suite.api.post('/order/share/revoke', { token: share.token, tokenId: share.tokenId });
      expect(bad.body.code).toBe(400001);
    });

    it('refuses a revoked link from then on, its tenant revoking it by id or by token', async () => {
      const byToken = await suite.api.ok<ShareCreated>('POST', '/order/share/create', { ids: [orderId] });
      await suite.api.ok('POST', '/order/share/revoke', { token: byToken.token });
      expect((await publicCall('/order/business', { token: byToken.token })).body).toMatchObject({
        code: 402613,
        msg: 'This share link was revoked',
      });
      await suite.api.ok('POST', '/order/share/revoke', { tokenId: share.tokenId });
      await suite.api.ok('POST', '/order/share/revoke', { tokenId: share.tokenId });
      const page = await publicCall('/order/business', { token: share.token });
      expect([page.status, page.body.code]).toEqual([410, 402613]);
      expect((await publicCall('/order/business/img', { token: share.token })).body.code).toBe(402613);
      const links = await suite.api.ok<PageResult<ShareLink>>('POST', '/order/share/list', {
        page: 1,
        pageSize: 20,
      });
      expect(links.records.find((link) => link.tokenId === share.tokenId)!.state).toBe('revoked');
    });

    it('shares only live orders of the tenant', async () => {
      expect((await suite.api.post('/order/share/create', { ids: [randomUUID()] })).body.code).toBe(402601);
      const sheet = await confirmed();
      const { id } = (await save([sheet.spu])).body.data;
      const link = await suite.api.ok<ShareCreated>('POST', '/order/share/create', { ids: [id, orderId] });
      await suite.api.ok('POST', `/order/del/${id}`);
      const page = await publicCall<SharePage>('/order/business', { token: link.token });
      expect(page.body.data.records.map((order) => order.orderNo)).toEqual([orderNo]);
    });
  });

  describe('share links of confirmed sheets (the stock-in and stock-out lists’ share mode)', () => {
    let first: { spu: string; sheetId: string };
    let second: { spu: string; sheetId: string };
    let share: ShareCreated;
    const soon = () => Math.floor(Date.now() / 1000) + 3600;

    beforeAll(async () => {
      first = await confirmed({
        logs: [
          { dia: 24, length: 4, volumeE4: 2200, picture: 'https://device.example/in-a.jpg' },
          { dia: 24, length: 4, volumeE4: 2200, picture: 'https://device.example/in-a.jpg' },
          { dia: 30, length: 6, volumeE4: 5400, picture: 'https://device.example/in-b.jpg' },
        ],
      });
      second = await confirmed({
        logs: [{ dia: 40, length: 4, volumeE4: 6040, picture: '' }],
      });
      share = await suite.api.ok<ShareCreated>('POST', '/order/share/create', {
        spus: [second.spu, first.spu],
      });
    });

    it('shows the sheets a link names to anyone holding it, without a login: each one record, its SPU as the number', async () => {
      expect(share.path).toBe(`/shareOrder?token=${share.token}`);
      expect(share.token).not.toContain(first.spu);
      const claims = JSON.parse(Buffer.from(share.token.split('.')[0]!, 'base64url').toString()) as object;
      expect(claims).toMatchObject({ v: 2, k: 's', i: [second.sheetId, first.sheetId] });
      const page = await publicCall<SharePage>('/order/business', { token: share.token, page: 1 });
      expect(page.body.code, page.body.msg).toBe(0);
      expect(page.body.data).toMatchObject({
        total: 2,
        kind: 'sheet',
        expiresAt: share.expiresAt,
        records: [
          {
            orderNo: second.spu,
            title: 'Stock-in sheet',
            shipper: BUYER.name,
            consignee: testTenantName(TENANT_A), // the company sharing the link, by name (issue 35)
            totalQty: 1,
            totalVol: 0.604,
            kind: 'Larch',
            transportNum: 'MGL8823',
            spus: second.spu,
            diaCategory: [{ dia: 40, length: 4, qty: 1, vol: 0.604 }],
          },
          {
            orderNo: first.spu,
            totalQty: 3,
            totalVol: 0.98,
            diaCategory: [
              { dia: 24, length: 4, qty: 2, vol: 0.44 },
              { dia: 30, length: 6, qty: 1, vol: 0.54 },
            ],
          },
        ],
      });
      expect(page.body.data.records[0]!.orderDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const pageTwo = await publicCall<SharePage>('/order/business', {
        token: share.token,
        page: 2,
        pageSize: 1,
      });
      expect(pageTwo.body.data.records.map((record) => record.orderNo)).toEqual([first.spu]);
      const images = await publicCall<DetailImages>('/order/business/img', { token: share.token });
      expect(images.body.data).toEqual({
        total: 2,
        records: [
          { url: 'https://device.example/in-a.jpg', count: 2 },
          { url: 'https://device.example/in-b.jpg', count: 1 },
        ],
      });
      const zh = await fetch(`${suite.orders.baseUrl}/order/business`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'zh' },
        body: JSON.stringify({ token: share.token, page: 1 }),
      });
      expect(((await zh.json()) as { data: SharePage }).data.records[0]!.title).toBe('入库单');
      const out = await confirmed({ kind: 2 });
      const outLink = await suite.api.ok<ShareCreated>('POST', '/order/share/create', { spus: [out.spu] });
      const outPage = await publicCall<SharePage>('/order/business', { token: outLink.token });
      expect(outPage.body.data.records[0]).toMatchObject({
        orderNo: out.spu,
        title: 'Stock-out sheet',
        shipper: testTenantName(TENANT_A),
        consignee: BUYER.name,
      });
      const links = await suite.api.ok<PageResult<ShareLink>>('POST', '/order/share/list', { page: 1 });
      expect(links.records.find((link) => link.tokenId === share.tokenId)).toMatchObject({
        kind: 'sheet',
        orderNos: [first.spu, second.spu].sort().join(','),
        state: 'active',
      });
    });

    it('refuses an altered token, one of the other kind, an expired one and one of another tenant', async () => {
      const secret = suite.orders.config.SHARE_TOKEN_SECRET;
      const [body, signature] = share.token.split('.') as [string, string];
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
      const refusals: [string, string, number][] = [
        [
          'another sheet in the body',
          `${Buffer.from(JSON.stringify({ ...claims, i: [randomUUID()] })).toString('base64url')}.${signature}`,
          402611,
        ],
        [
          'the kind flipped in the body',
          `${Buffer.from(JSON.stringify({ ...claims, k: 'o' })).toString('base64url')}.${signature}`,
          402611,
        ],
        [
          'signed, but as an order link of the same ids',
          signShareToken(secret, {
            tenantId: TENANT_A,
            tokenId: share.tokenId,
            kind: 'order',
            ids: [second.sheetId, first.sheetId],
            expiresAt: soon(),
          }),
          402611,
        ],
        [
          'signed for another tenant',
          signShareToken(secret, {
            tenantId: TENANT_B,
            tokenId: share.tokenId,
            kind: 'sheet',
            ids: [second.sheetId, first.sheetId],
            expiresAt: soon(),
          }),
          402611,
        ],
        [
          'expired',
          signShareToken(secret, {
            tenantId: TENANT_A,
            tokenId: share.tokenId,
            kind: 'sheet',
            ids: [second.sheetId, first.sheetId],
            expiresAt: Math.floor(Date.now() / 1000) - 1,
          }),
          402612,
        ],
      ];
      for (const [why, token, code] of refusals) {
        expect({ why, code: (await publicCall('/order/business', { token })).body.code }).toEqual({
          why,
          code,
        });
        expect({ why, code: (await publicCall('/order/business/img', { token })).body.code }).toEqual({
          why,
          code,
        });
      }
      const before = await digest();
      expect((await suite.apiB.post('/order/share/revoke', { token: share.token })).body.code).toBe(402614);
      expect((await suite.apiB.post('/order/share/revoke', { tokenId: share.tokenId })).body.code).toBe(
        402615,
      );
      expect(await digest()).toEqual(before);
      expect((await publicCall('/order/business', { token: share.token })).body.code).toBe(0);
    });

    it('refuses a revoked sheet link from then on, and lists it revoked', async () => {
      const link = await suite.api.ok<ShareCreated>('POST', '/order/share/create', { spus: [first.spu] });
      expect((await publicCall('/order/business', { token: link.token })).body.code).toBe(0);
      await suite.api.ok('POST', '/order/share/revoke', { tokenId: link.tokenId });
      expect((await publicCall('/order/business', { token: link.token })).body).toMatchObject({
        code: 402613,
        msg: 'This share link was revoked',
      });
      expect((await publicCall('/order/business/img', { token: link.token })).body.code).toBe(402613);
      const links = await suite.api.ok<PageResult<ShareLink>>('POST', '/order/share/list', { page: 1 });
      expect(links.records.find((row) => row.tokenId === link.tokenId)!.state).toBe('revoked');
    });

    it('refuses, writing nothing, SPUs that are not confirmed sheets of the tenant, naming them', async () => {
      const ofB = await confirmed({}, TENANT_B);
      const before = await digest();
      const refused = await suite.api.post('/order/share/create', {
        spus: [first.spu, 'IN20991231-0001', ofB.spu],
      });
      expect([refused.status, refused.body.code, refused.body.msg]).toEqual([
        404,
        402605,
        `Not confirmed sheets of this company (never confirmed, disabled or deleted): IN20991231-0001, ${ofB.spu}`,
      ]);
      for (const body of [
        { spus: [] },
        { spus: [first.spu], ids: [randomUUID()] },
        {},
        { spus: Array.from({ length: 51 }, (_, i) => `IN${i}`) },
        { spus: [first.spu], extra: 1 },
      ]) {
        expect({ body, code: (await suite.api.post('/order/share/create', body)).body.code }).toEqual({
          body,
          code: 400001,
        });
      }
      expect(await digest()).toEqual(before);
    });

    it('asks for the sheet list’s permission, not the orders’: stock/entry for stock-in, stock/deliver for stock-out', async () => {
      const out = await confirmed({ kind: 2 });
      const inOnly = await suite.orders.clientFor(TENANT_A, ['stock', 'stock/entry']);
      const ordersOnly = await suite.orders.clientFor(TENANT_A, ['order', 'order/orderIn', 'order/orderOut']);
      const before = await digest();
      for (const [who, client, spus] of [
        ['the stock-in list, a stock-out sheet', inOnly, [out.spu]],
        ['the stock-in list, both kinds', inOnly, [first.spu, out.spu]],
        ['the orders only', ordersOnly, [first.spu]],
        ['the orders only, an unknown SPU', ordersOnly, ['IN20991231-0009']],
      ] as const) {
        const answer = await client.post('/order/share/create', { spus });
        expect({ who, status: answer.status, code: answer.body.code }).toEqual({
          who,
          status: 403,
          code: 403001,
        });
      }
      expect(await digest()).toEqual(before);
      const mine = await inOnly.ok<ShareCreated>('POST', '/order/share/create', { spus: [first.spu] });
      // the stock-in list sees its sheet links, not the orders' nor the stock-out ones
      const listed = await inOnly.ok<PageResult<ShareLink>>('POST', '/order/share/list', {
        page: 1,
        pageSize: 100,
      });
      expect(listed.records.length).toBe(listed.total);
      expect(listed.records.every((link) => link.kind === 'sheet')).toBe(true);
      expect(listed.records.map((link) => link.tokenId)).toContain(mine.tokenId);
      expect(listed.records.some((link) => link.orderNos.includes(out.spu))).toBe(false);
      const orderLink = (
        await suite.api.ok<PageResult<ShareLink>>('POST', '/order/share/list', { page: 1, pageSize: 100 })
      ).records.find((link) => link.kind === 'order')!;
      expect((await inOnly.post('/order/share/revoke', { tokenId: orderLink.tokenId })).body.code).toBe(
        403001,
      );
      expect((await inOnly.post('/order/share/create', { ids: [randomUUID()] })).body.code).toBe(403001);
      expect((await ordersOnly.post('/order/share/revoke', { tokenId: mine.tokenId })).body.code).toBe(
        403001,
      );
      const stranger = await suite.orders.clientFor(TENANT_A, ['info', 'info/woodType']);
      expect((await stranger.post('/order/share/list', { page: 1 })).body.code).toBe(403001);
      await inOnly.ok('POST', '/order/share/revoke', { tokenId: mine.tokenId });
    });
  });
});
