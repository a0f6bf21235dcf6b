import { type PageResult, type SawingLog, type SawingOrderSaved, type SawingSpec } from '@timber/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DAY, SPEC, useSawingSuite } from '../testing/sawing-suite';

describe('sawing: benches and sawing orders (real PostgreSQL, Redis)', () => {
  const suite = useSawingSuite();
  const { logs, stockIn, newOrder, list, rowOf, refusedWithNothingWritten, outboxEvents } = suite;

  it('saws an order from stock logs: logs taken once, figures and outturns, closed once', async () => {
    const { refs } = await stockIn(logs(4)); // 0.4 m3
    const order = await newOrder(suite.benchOne, [SPEC, { ...SPEC, L: 2.5, W: 100, H: 25, B: 4 }]);
    expect(order).toMatchObject({ state: 0 });
    expect(order.orderNo).toMatch(/^JG20261120-\d{4}$/);
    await suite.api.ok('POST', '/cutting/record/saveLogs', { id: order.id, logs: refs.slice(0, 3) });
    expect(await outboxEvents('sawing.order.logs-taken', order.id)).toEqual([
      { orderId: order.id, orderNo: order.orderNo, logs: refs.slice(0, 3) },
    ]);
    // a log taken is no other order's
    const other = await newOrder(suite.benchOne);
    await refusedWithNothingWritten(
      () => suite.api.post('/cutting/record/saveLogs', { id: other.id, logs: [refs[2], refs[3]] }),
      402713,
      `These logs are not in stock or were taken by another order: ${refs[2]!.woodCode}`,
    );
    expect(await rowOf(order.id)).toMatchObject({
      woodCuttingMachineId: suite.benchOne.id,
      machineNum: '01',
      cuttingDate: DAY,
      woodSpecs: '50*200',
      length: 4,
      woodGrade: 2,
      category: 'Pine',
      logQty: 3,
      logVol: 0.3,
      woodSysVol: 0.105, // 0.08 + 2.5 × 0.1 × 0.025 × 4 = 0.105
      sysOutturn: 35,
      woodVol: null,
      manualOutturn: null,
      state: 0,
    });
    const logsPage = await suite.api.ok<PageResult<SawingLog>>('POST', '/cutting/record/pagelog/01', {
      id: order.id,
      page: 1,
    });
    expect(logsPage.total).toBe(3);
    expect((await suite.api.post('/cutting/record/pagelog/02', { id: order.id, page: 1 })).body.code).toBe(
      402701,
    );

    await suite.api.ok('POST', '/cutting/record/close', { id: order.id, woodVol: 0.12 });
    expect(await rowOf(order.id)).toMatchObject({
      state: 1,
      woodVol: 0.12,
      manualOutturn: 40,
      sysOutturn: 35,
    });
    expect(await outboxEvents('sawing.order.closed', order.id)).toHaveLength(1);
    await refusedWithNothingWritten(
      () => suite.api.post('/cutting/record/close', { id: order.id }),
      402703,
      `Order ${order.orderNo} is not open: only an open order can be closed, edited, merged or given logs`,
    );
    await refusedWithNothingWritten(
      () =>
        suite.api.post('/cutting/record/saveData', {
          id: order.id,
          machineId: suite.benchOne.id,
          cuttingDate: DAY,
          specsArr: [SPEC],
        }),
      402703,
    );
  });

  it('refuses bad specifications, outturn over 100 % and unknown fields, writing nothing', async () => {
    const save = (specsArr: unknown[], extra: Record<string, unknown> = {}) =>
      suite.api.post('/cutting/record/saveData', {
        machineId: suite.benchOne.id,
        cuttingDate: DAY,
        specsArr,
        ...extra,
      });
    await refusedWithNothingWritten(
      () => save([SPEC, { ...SPEC, L: 15.5 }]),
      402706,
      'Spec 2: length cannot exceed 15M',
    );
    await refusedWithNothingWritten(() => save([{ ...SPEC, W: 0 }]), 402707);
    await refusedWithNothingWritten(() => save([{ ...SPEC, H: -20 }]), 402707);
    await refusedWithNothingWritten(
      () => save([SPEC, SPEC, { ...SPEC, B: null }]),
      402705,
      'Spec 3 parameters incomplete',
    );
    await refusedWithNothingWritten(() => save([SPEC], { colour: 'red' }), 400001);
    await refusedWithNothingWritten(() => save([]), 400001);
    await refusedWithNothingWritten(() => save([SPEC], { machineId: randomUUID() }), 402714);
    // 0.1 m3 of logs, then boards of 0.16 m3: refused on edit and at closing
    const { refs } = await stockIn(logs(1));
    const order = await newOrder(suite.benchOne);
    await suite.api.ok('POST', '/cutting/record/saveLogs', { id: order.id, logs: refs });
    await refusedWithNothingWritten(
      () => save([{ ...SPEC, B: 4 }], { id: order.id }),
      402708,
      'Outturn cannot exceed 100 %: the boards (0.160 m³) are more than the logs (0.100 m³)',
    );
    await refusedWithNothingWritten(
      () => suite.api.post('/cutting/record/close', { id: order.id, woodVol: 0.101 }),
      402708,
    );
    await suite.api.ok('POST', '/cutting/record/close', { id: order.id, woodVol: 0.1 });
    expect(await rowOf(order.id)).toMatchObject({ manualOutturn: 100, sysOutturn: 80 });
  });

  it('merges open orders of one machine, shows them under the first, splits one off', async () => {
    const a = await newOrder(suite.benchTwo);
    const b = await newOrder(suite.benchTwo);
    const c = await newOrder(suite.benchTwo);
    const elsewhere = await newOrder(suite.benchOne);
    await suite.api.ok('POST', '/cutting/record/saveLogs', { id: b.id, logs: (await stockIn(logs(2))).refs });
    await refusedWithNothingWritten(
      () => suite.api.post('/cutting/record/merge', { orderids: `${a.id},${elsewhere.id}` }),
      402704,
      'Only orders of one saw machine can be merged',
    );
    const merged = await suite.api.ok<SawingOrderSaved>('POST', '/cutting/record/merge', {
      orderids: `${c.id},${b.id},${a.id}`,
    });
    expect(merged.id).toBe(a.id); // the oldest keeps them
    const row = await rowOf(a.id);
    expect(row.mergeOrders.map((m) => m.id)).toEqual([b.id, c.id]);
    expect(row).toMatchObject({ logQty: 2, logVol: 0.2, sysOutturn: 40 });
    const ids = (await list({ machineNum: '02', pageSize: 150 })).records.map((r) => r.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(b.id);
    const logsOfA = await suite.api.ok<PageResult<SawingLog>>('POST', '/cutting/record/pagelog/02', {
      id: a.id,
      page: 1,
    });
    expect(logsOfA.total).toBe(2);
    // a merged order is split, not restored; nor merged again, closed or deleted
    await refusedWithNothingWritten(
      () => suite.api.post('/cutting/record/restore', { orderid: b.id }),
      402711,
    );
    await refusedWithNothingWritten(() => suite.api.post('/cutting/record/close', { id: b.id }), 402703);
    await refusedWithNothingWritten(
      () => suite.api.post('/cutting/record/delete', { orderid: b.id }),
      402715,
    );
    await refusedWithNothingWritten(
      () => suite.api.post('/cutting/record/delete', { orderid: a.id }),
      402710,
    );
    await refusedWithNothingWritten(() => suite.api.post('/cutting/record/split', { orderid: a.id }), 402709);
    await suite.api.ok('POST', '/cutting/record/split', { orderid: b.id });
    expect(await rowOf(b.id)).toMatchObject({ state: 0, mergedInto: null, logQty: 2 });
    expect((await rowOf(a.id)).mergeOrders.map((m) => m.id)).toEqual([c.id]);
  });

  it('deletes an order, its logs back in stock; restores it open without them', async () => {
    const { refs } = await stockIn(logs(2));
    const order = await newOrder(suite.benchOne);
    await suite.api.ok('POST', '/cutting/record/saveLogs', { id: order.id, logs: refs });
    await suite.api.ok('POST', '/cutting/record/delete', { orderid: order.id });
    const [deleted, ...more] = await outboxEvents('sawing.order.deleted', order.id);
    expect(more).toEqual([]);
    const byCode = (a: { woodCode: string }, b: { woodCode: string }) => a.woodCode.localeCompare(b.woodCode);
    expect(deleted).toMatchObject({ orderId: order.id, orderNo: order.orderNo });
    expect([...deleted!.logs].sort(byCode)).toEqual([...refs].sort(byCode));
    expect(await rowOf(order.id)).toMatchObject({ state: 3, logQty: 0 });
    const { rows } = await suite.admin.query(
      'select 1 from sawing.stock_logs where order_id is null and sheet_id = $1',
      [refs[0]!.sheetId],
    );
    expect(rows).toHaveLength(2);
    await refusedWithNothingWritten(
      () => suite.api.post('/cutting/record/delete', { orderid: order.id }),
      402715,
    );
    await suite.api.ok('POST', '/cutting/record/restore', { orderid: order.id });
    expect(await rowOf(order.id)).toMatchObject({ state: 0, logQty: 0 });
    await refusedWithNothingWritten(
      () => suite.api.post('/cutting/record/restore', { orderid: order.id }),
      402711,
    );
    // the logs are free for another order
    const next = await newOrder(suite.benchOne);
    await suite.api.ok('POST', '/cutting/record/saveLogs', { id: next.id, logs: refs });
  });

  it('edits specifications: a saved one deleted through a call, never the first', async () => {
    const order = await newOrder(suite.benchOne, [SPEC, { ...SPEC, L: 3 }, { ...SPEC, L: 2 }]);
    const specs = await suite.api.ok<SawingSpec[]>('POST', `/cutting/record/querySpecs/${order.id}`);
    expect(specs.map((s) => s.woodLength)).toEqual([4, 3, 2]);
    expect(specs[0]).toMatchObject({ woodSpecs: '50*200', woodBlocks: 2, lastBlocks: 28, woodGrade: 2 });
    await refusedWithNothingWritten(
      () => suite.api.post(`/cutting/record/deleteSpecs/${specs[0]!.id}`),
      402712,
    );
    await suite.api.ok('POST', `/cutting/record/deleteSpecs/${specs[1]!.id}`);
    expect(
      (await suite.api.ok<SawingSpec[]>('POST', `/cutting/record/querySpecs/${order.id}`)).map((s) => s.id),
    ).toEqual([specs[0]!.id, specs[2]!.id]);
    expect((await rowOf(order.id)).woodSysVol).toBe(0.12); // 0.08 + 0.04
  });
});
