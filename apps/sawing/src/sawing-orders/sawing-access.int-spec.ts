import { type Bench, type PageResult, type SawingLog } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { DAY, SPEC, TENANT_A, useSawingSuite } from '../testing/sawing-suite';

describe('sawing: benches and sawing orders (real PostgreSQL, Redis)', () => {
  const suite = useSawingSuite();
  const { logs, stockIn, newOrder, list, refusedWithNothingWritten } = suite;

  it('keeps each tenant to its own benches, orders and logs (row-level security)', async () => {
    const { refs } = await stockIn(logs(1));
    const order = await newOrder(suite.benchOne);
    expect(await suite.apiB.ok<Bench[]>('POST', '/cutting/machine/listAll', {})).toEqual([]);
    expect((await list({}, suite.apiB)).total).toBe(0);
    expect(
      (await suite.apiB.ok<PageResult<SawingLog>>('POST', '/cutting/stockLog/pageData', { page: 1 })).total,
    ).toBe(0);
    await refusedWithNothingWritten(() => suite.apiB.post('/cutting/record/close', { id: order.id }), 402701);
    await refusedWithNothingWritten(
      () => suite.apiB.post('/cutting/record/delete', { orderid: order.id }),
      402701,
    );
    await refusedWithNothingWritten(
      () =>
        suite.apiB.post('/cutting/record/saveData', {
          machineId: suite.benchOne.id,
          cuttingDate: DAY,
          specsArr: [SPEC],
        }),
      402714,
    );
    const benchOfB = await suite.apiB.ok<Bench>('POST', '/cutting/machine/save', {
      machineNo: '01',
      name: 'B’s saw',
    });
    const orderOfB = await newOrder(benchOfB, [SPEC], suite.apiB);
    await refusedWithNothingWritten(
      () => suite.apiB.post('/cutting/record/saveLogs', { id: orderOfB.id, logs: refs }),
      402713,
    );
  });

  it('answers only callers holding stock/sawTable (403001), in their language', async () => {
    const none = await suite.sawing.clientFor(TENANT_A, ['stock/list']);
    for (const [path, body] of [
      ['/cutting/machine/listAll', {}],
      ['/cutting/record/pageData', {}],
      ['/cutting/machine/save', { machineNo: '09', name: 'x' }],
    ] as const) {
      const answer = await none.post(path, body);
      expect([answer.status, answer.body.code]).toEqual([403, 403001]);
    }
    const holder = await suite.sawing.clientFor(TENANT_A, ['stock', 'stock/sawTable'], 'zh');
    expect((await holder.post('/cutting/machine/listAll', {})).body.code).toBe(0);
    const tooLong = await holder.post('/cutting/record/saveData', {
      machineId: suite.benchOne.id,
      cuttingDate: DAY,
      specsArr: [{ ...SPEC, L: 16 }],
    });
    expect(tooLong.body).toMatchObject({ code: 402706, msg: '规格1：长度不能超过15M' });
  });
});
