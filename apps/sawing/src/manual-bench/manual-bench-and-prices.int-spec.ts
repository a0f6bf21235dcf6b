import { type ManualBenchRecord, type PageResult, type ProcessingPrice } from '@timber/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { WOOD_KIND } from '../testing/sawing-fixtures';
import { useSawingSuite } from '../testing/sawing-suite';

describe('sawing: benches and sawing orders (real PostgreSQL, Redis)', () => {
  const suite = useSawingSuite();
  const { logs, stockIn, refusedWithNothingWritten } = suite;

  // logs of the wood kind in sawing's stock, so that a manual bench day may name it (in one suite
  // with the sawing order tests, theirs did)
  beforeAll(async () => {
    await stockIn(logs(1));
  });

  it('keeps manual bench days and the processing prices of a day', async () => {
    const day = '2026-09-15';
    const entry = { cuttingDate: day, logKindId: WOOD_KIND.id, logVol: 2.5, woodVol: 1.5 };
    await refusedWithNothingWritten(
      () => suite.api.post('/oldBench/saveData', { ...entry, logKindId: randomUUID() }),
      402716,
    );
    await refusedWithNothingWritten(
      () => suite.api.post('/oldBench/saveData', { ...entry, woodVol: 2.501 }),
      402708,
    );
    await refusedWithNothingWritten(
      () => suite.api.post('/oldBench/saveData', { ...entry, logVol: 1.2345 }),
      400001,
    );
    await refusedWithNothingWritten(
      () => suite.api.post('/oldBench/saveData', { ...entry, logVol: 0 }),
      400001,
    );
    const record = await suite.api.ok<ManualBenchRecord>('POST', '/oldBench/saveData', entry);
    expect(record).toMatchObject({
      cuttingDate: day,
      logKind: 'Pine',
      logVol: 2.5,
      woodVol: 1.5,
      outturn: 60,
    });
    const changed = await suite.api.ok<ManualBenchRecord>('POST', '/oldBench/editData', {
      id: record.id,
      ...entry,
      logVol: 3,
    });
    expect(changed).toMatchObject({ id: record.id, logVol: 3, outturn: 50 });
    const listed = await suite.api.ok<PageResult<ManualBenchRecord>>('POST', '/oldBench/listData', {
      cuttingDate: day,
    });
    expect(listed).toEqual({ records: [changed], total: 1 });

    // a day not priced yet offers the kinds sawn that day
    expect(
      await suite.api.ok<ProcessingPrice>('POST', '/logProcessing/listData', { processingDate: day }),
    ).toEqual({
      processingDate: day,
      processingUnitPrice: null,
      saved: false,
      logProcessing: [{ kindId: WOOD_KIND.id, kindName: 'Pine', logVol: 3, logUnitPrice: null }],
    });
    await refusedWithNothingWritten(
      () =>
        suite.api.post('/logProcessing/saveData', {
          processingDate: day,
          logProcessing: [{ kindId: WOOD_KIND.id, logVol: 3 }],
        }),
      402717,
      'Pine: the log volume has no price',
    );
    await refusedWithNothingWritten(
      () =>
        suite.api.post('/logProcessing/saveData', {
          processingDate: day,
          logProcessing: [{ kindId: WOOD_KIND.id, logVol: 3, logUnitPrice: 12.345 }],
        }),
      400001,
    );
    const priced = {
      processingDate: day,
      processingUnitPrice: 35.5,
      logProcessing: [{ kindId: WOOD_KIND.id, logVol: 3, logUnitPrice: 820.25 }],
    };
    const saved = await suite.api.ok<ProcessingPrice>('POST', '/logProcessing/saveData', priced);
    expect(saved).toEqual({
      ...priced,
      saved: true,
      logProcessing: [{ kindId: WOOD_KIND.id, kindName: 'Pine', logVol: 3, logUnitPrice: 820.25 }],
    });
    const { rows } = await suite.admin.query(
      'select unit_price_cents::text as cents from sawing.processing_kinds',
    );
    expect(rows).toEqual([{ cents: '82025' }]);
    expect(
      await suite.api.ok<ProcessingPrice>('POST', '/logProcessing/listData', { processingDate: day }),
    ).toEqual(saved);

    await suite.api.ok('POST', '/oldBench/delData', { id: record.id });
    expect(
      (await suite.api.ok<PageResult<ManualBenchRecord>>('POST', '/oldBench/listData', { cuttingDate: day }))
        .total,
    ).toBe(0);
    await refusedWithNothingWritten(() => suite.api.post('/oldBench/delData', { id: record.id }), 402718);
    await refusedWithNothingWritten(
      () => suite.apiB.post('/oldBench/editData', { id: record.id, ...entry }),
      402716,
    );
  });
});
