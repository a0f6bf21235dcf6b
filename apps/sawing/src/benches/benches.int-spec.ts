import { type Bench } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { useSawingSuite } from '../testing/sawing-suite';

describe('sawing: benches and sawing orders (real PostgreSQL, Redis)', () => {
  const suite = useSawingSuite();
  const { newOrder, refusedWithNothingWritten } = suite;

  it('adds, renames and deletes benches; a machine number is one bench’s', async () => {
    expect(
      (await suite.api.ok<Bench[]>('POST', '/cutting/machine/listAll', {})).map((b) => b.machineNo),
    ).toEqual(['01', '02']);
    await refusedWithNothingWritten(
      () => suite.api.post('/cutting/machine/save', { machineNo: '01', name: 'Another' }),
      402702,
      'Machine number 01 is already used by another saw machine',
    );
    const third = await suite.api.ok<Bench>('POST', '/cutting/machine/save', {
      machineNo: '03',
      name: 'Old',
    });
    const renamed = await suite.api.ok<Bench>('POST', '/cutting/machine/save', {
      id: third.id,
      machineNo: '03',
      name: 'Circular saw',
    });
    expect(renamed).toMatchObject({ id: third.id, name: 'Circular saw' });
    await suite.api.ok('POST', `/cutting/machine/delete/${third.id}`);
    expect(
      (await suite.api.ok<Bench[]>('POST', '/cutting/machine/listAll', {})).map((b) => b.machineNo),
    ).toEqual(['01', '02']);
    // its number is free again
    const again = await suite.api.ok<Bench>('POST', '/cutting/machine/save', {
      machineNo: '03',
      name: 'New',
    });
    const order = await newOrder(again);
    await refusedWithNothingWritten(() => suite.api.post(`/cutting/machine/delete/${again.id}`), 409002);
    await suite.api.ok('POST', '/cutting/record/delete', { orderid: order.id });
    await suite.api.ok('POST', `/cutting/machine/delete/${again.id}`);
  });
});
