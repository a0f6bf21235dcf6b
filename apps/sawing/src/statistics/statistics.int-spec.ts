import {
  type Bench,
  type LogCategory,
  type SawingOrderSaved,
  type SawingRanking,
  type SawingSpec,
  type VolumeShare,
} from '@timber/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SPEC, TENANT_A, useSawingSuite } from '../testing/sawing-suite';

describe('sawing: benches and sawing orders (real PostgreSQL, Redis)', () => {
  const suite = useSawingSuite();
  const { logs, stockIn, newOrder, list, refusedWithNothingWritten, outboxEvents } = suite;

  it('ranks the benches and shares the volume by variety over the closed orders of a range', async () => {
    const day = '2026-10-01';
    const larch = { id: randomUUID(), name: 'Larch' };
    const saw = async (bench: Bench, pine: number, larchLogs: number) => {
      const order = await newOrder(bench, [SPEC], suite.api, day);
      const refs = [
        ...(pine > 0 ? (await stockIn(logs(pine))).refs : []),
        ...(larchLogs > 0 ? (await stockIn(logs(larchLogs), TENANT_A, larch)).refs : []),
      ];
      await suite.api.ok('POST', '/cutting/record/saveLogs', { id: order.id, logs: refs });
      return order;
    };
    // bench 01: 0.4 m3 of pine, boards counted 0.2 (50 %); an open order's 0.1 counts in logTotalVol only
    const x = await saw(suite.benchOne, 4, 0);
    await suite.api.ok('POST', '/cutting/record/close', { id: x.id, woodVol: 0.2 });
    await saw(suite.benchOne, 1, 0);
    // bench 02: 0.2 pine + 0.2 larch, and 0.1 larch merged in; boards of the specs, 0.08 (16 %)
    const y = await saw(suite.benchTwo, 2, 2);
    const z = await saw(suite.benchTwo, 0, 1);
    await suite.api.ok('POST', '/cutting/record/merge', { orderids: `${y.id},${z.id}` });
    await suite.api.ok('POST', '/cutting/record/close', { id: y.id });
    // a deleted order counts nowhere
    const gone = await saw(suite.benchTwo, 1, 0);
    await suite.api.ok('POST', '/cutting/record/delete', { orderid: gone.id });

    const range = { startDate: day, endDate: day };
    const ranking = await suite.api.ok<SawingRanking>('POST', '/cutting/record/ranking', range);
    expect(ranking).toEqual({
      logProcessingTotalVol: 0.9,
      logTotalVol: 1,
      avgOutturn: 31.11, // 0.28 / 0.9
      avgDia: 30,
      ranking: [
        {
          rank: 1,
          benchId: suite.benchOne.id,
          benchNo: '01',
          benchName: 'Band saw one',
          outturn: 50,
          vol: 0.4,
          woodVol: 0.2,
          avgDia: 30,
        },
        {
          rank: 2,
          benchId: suite.benchTwo.id,
          benchNo: '02',
          benchName: 'Band saw two',
          outturn: 16,
          vol: 0.5,
          woodVol: 0.08,
          avgDia: 30,
        },
      ],
    });
    const byVolume = await suite.api.ok<SawingRanking>('POST', '/cutting/record/ranking', {
      ...range,
      orderBy: 'vol',
    });
    expect(byVolume.ranking.map((r) => r.benchNo)).toEqual(['02', '01']);
    // larch only: bench 02's 0.3 of 0.5, its boards shared by log volume
    const ofLarch = await suite.api.ok<SawingRanking>('POST', '/cutting/record/ranking', {
      ...range,
      kind: larch.id,
    });
    expect(ofLarch.ranking).toEqual([
      expect.objectContaining({ benchNo: '02', vol: 0.3, woodVol: 0.048, outturn: 16 }),
    ]);
    expect(ofLarch).toMatchObject({ logProcessingTotalVol: 0.3, logTotalVol: 0.3 });

    expect(await suite.api.ok<VolumeShare>('POST', '/cutting/record/reportforms', range)).toEqual([
      { dim: 'log', name: ['Pine', 'Larch'], value: [0.6, 0.3] },
      { dim: 'board', name: ['Pine', 'Larch'], value: [0.232, 0.048] },
    ]);
    const kinds = await suite.api.ok<LogCategory[]>('POST', '/cutting/record/findLogCategory', {});
    expect(kinds.map((k) => k.name)).toEqual(expect.arrayContaining(['Larch', 'Pine']));
    // splitting z off the closed y, and deleting the closed x, sum the day again
    await suite.api.ok('POST', '/cutting/record/split', { orderid: z.id });
    await suite.api.ok('POST', '/cutting/record/delete', { orderid: x.id });
    const after = await suite.api.ok<SawingRanking>('POST', '/cutting/record/ranking', range);
    expect(after.ranking).toEqual([
      expect.objectContaining({ benchNo: '02', vol: 0.4, woodVol: 0.08, outturn: 20 }),
    ]);
    expect(after).toMatchObject({ logProcessingTotalVol: 0.4, logTotalVol: 0.6 }); // open: z's 0.1 and w's 0.1
    // another day has none; an end before the start is refused; another tenant sees none
    expect(
      (
        await suite.api.ok<SawingRanking>('POST', '/cutting/record/ranking', {
          startDate: '2026-10-02',
          endDate: '2026-10-30',
        })
      ).ranking,
    ).toEqual([]);
    expect(
      (await suite.api.post('/cutting/record/ranking', { startDate: day, endDate: '2026-09-30' })).body.code,
    ).toBe(400001);
    expect((await suite.apiB.ok<SawingRanking>('POST', '/cutting/record/ranking', range)).ranking).toEqual(
      [],
    );
  });

  it('reopens a closed order (rtd): its outturn leaves the statistics until it is closed again', async () => {
    const day = '2026-08-10';
    const range = { startDate: day, endDate: day };
    const ranking = () => suite.api.ok<SawingRanking>('POST', '/cutting/record/ranking', range);
    const order = await newOrder(suite.benchOne, [SPEC, { ...SPEC, L: 2 }], suite.api, day); // boards 0.08 + 0.04
    await suite.api.ok('POST', '/cutting/record/saveLogs', {
      id: order.id,
      logs: (await stockIn(logs(4))).refs,
    });
    await suite.api.ok('POST', '/cutting/record/close', { id: order.id, woodVol: 0.2 });
    expect((await ranking()).ranking).toEqual([
      expect.objectContaining({ benchNo: '01', vol: 0.4, woodVol: 0.2, outturn: 50 }),
    ]);

    const reopened = await suite.api.ok<SawingOrderSaved>('POST', `/cutting/record/rtd/${order.id}`);
    expect(reopened).toEqual({ id: order.id, orderNo: order.orderNo, state: 0 });
    const row = (await list({ searchDate: day, pageSize: 150 })).records.find((r) => r.id === order.id);
    // open again with its logs and specifications; the boards counted at closing are counted again at the next close
    expect(row).toMatchObject({
      state: 0,
      logQty: 4,
      logVol: 0.4,
      woodSysVol: 0.12,
      woodVol: null,
      manualOutturn: null,
    });
    expect(
      (await suite.api.ok<SawingSpec[]>('POST', `/cutting/record/querySpecs/${order.id}`)).map(
        (s) => s.woodLength,
      ),
    ).toEqual([4, 2]);
    expect(await outboxEvents('sawing.order.reopened', order.id)).toEqual([
      { orderId: order.id, orderNo: order.orderNo, benchId: suite.benchOne.id },
    ]);
    // out of the ranking and the processed logs; its logs still count among the range's logs (an open order's)
    expect(await ranking()).toMatchObject({ ranking: [], logProcessingTotalVol: 0, logTotalVol: 0.4 });
    const { rows: sums } = await suite.admin.query<{ log: number; board: number }>(
      `select coalesce(sum(log_e4), 0)::float8 as log, coalesce(sum(board_e4), 0)::float8 as board
         from sawing.daily_sawn where day = $1`,
      [day],
    );
    expect(sums).toEqual([{ log: 0, board: 0 }]);

    // an open order is not reopened; nor a deleted or merged one, one unknown or another tenant's
    const notClosed = `Order ${order.orderNo} is not closed: only a closed order can be reopened`;
    await refusedWithNothingWritten(
      () => suite.api.post(`/cutting/record/rtd/${order.id}`),
      402719,
      notClosed,
    );
    const gone = await newOrder(suite.benchOne, [SPEC], suite.api, day);
    await suite.api.ok('POST', '/cutting/record/delete', { orderid: gone.id });
    await refusedWithNothingWritten(() => suite.api.post(`/cutting/record/rtd/${gone.id}`), 402719);
    const merged = await newOrder(suite.benchOne, [SPEC], suite.api, day);
    await suite.api.ok('POST', '/cutting/record/merge', { orderids: `${order.id},${merged.id}` });
    await refusedWithNothingWritten(() => suite.api.post(`/cutting/record/rtd/${merged.id}`), 402719);
    await refusedWithNothingWritten(() => suite.api.post(`/cutting/record/rtd/${randomUUID()}`), 402701);
    await refusedWithNothingWritten(() => suite.api.post('/cutting/record/rtd/not-an-id'), 400001);

    // closed again (with the order merged into it): counted once, with the new boards
    await suite.api.ok('POST', '/cutting/record/close', { id: order.id, woodVol: 0.16 });
    await refusedWithNothingWritten(() => suite.apiB.post(`/cutting/record/rtd/${order.id}`), 402701);
    expect((await ranking()).ranking).toEqual([
      expect.objectContaining({ benchNo: '01', vol: 0.4, woodVol: 0.16, outturn: 40 }),
    ]);
    // reopened and closed again: the same figures, nothing counted twice
    await suite.api.ok('POST', `/cutting/record/rtd/${order.id}`);
    await suite.api.ok('POST', '/cutting/record/close', { id: order.id, woodVol: 0.16 });
    expect(await ranking()).toMatchObject({ logProcessingTotalVol: 0.4, logTotalVol: 0.4, avgOutturn: 40 });
    const closed = (await list({ searchDate: day, pageSize: 150 })).records.find((r) => r.id === order.id);
    expect(closed).toMatchObject({ state: 1, woodVol: 0.16, manualOutturn: 40 });
    expect(await outboxEvents('sawing.order.reopened', order.id)).toHaveLength(2);
  });
});
