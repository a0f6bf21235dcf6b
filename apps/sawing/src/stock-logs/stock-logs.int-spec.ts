import { type PageResult, type SawingLog } from '@timber/contracts';
import { expectEventually } from '@timber/testing';
import { describe, expect, it } from 'vitest';
import { sheetConfirmed } from '../testing/sawing-fixtures';
import { TENANT_A, useSawingSuite } from '../testing/sawing-suite';

describe('sawing: benches and sawing orders (real PostgreSQL, Redis)', () => {
  const suite = useSawingSuite();
  const { logs } = suite;

  it('keeps the logs of confirmed stock-in sheets once, and lets a stock-out take them as inventory does', async () => {
    const items = [...logs(3), ...logs(2, { dia: 40 })];
    const event = sheetConfirmed(TENANT_A, 1, items);
    await suite.sawing.publish(event, event); // delivered twice: kept once
    const { sheetId } = event.payload as { sheetId: string };
    await expectEventually(async () => {
      const { rows } = await suite.admin.query('select 1 from sawing.processed_events where event_id = $1', [
        event.eventId,
      ]);
      expect(rows).toHaveLength(1);
    });
    const { rows: kept } = await suite.admin.query(
      'select wood_code from sawing.stock_logs where sheet_id = $1',
      [sheetId],
    );
    expect(kept).toHaveLength(5);
    // a stock-out of one log of class 40 takes the oldest free log of class 40, not one of 30
    await suite.sawing.publish(
      sheetConfirmed(TENANT_A, 2, [{ code: 'OUT1', dia: 40, length: 4, volumeE4: 1800 }]),
    );
    await expectEventually(async () => {
      const { rows } = await suite.admin.query<{ wood_code: string; diameter_class: number }>(
        'select wood_code, diameter_class from sawing.stock_logs where sheet_id = $1 and out_at is not null',
        [sheetId],
      );
      expect(rows).toEqual([{ wood_code: items[3]!.code, diameter_class: 40 }]);
    });
    const free = await suite.api.ok<PageResult<SawingLog>>('POST', '/cutting/stockLog/pageData', {
      page: 1,
      pageSize: 100,
    });
    expect(free.records.filter((log) => log.sheetId === sheetId).map((log) => log.woodCode)).toEqual(
      [0, 1, 2, 4].map((i) => items[i]!.code),
    );
    // codes restart on every sheet: each log names the sheet it came from (issue 35)
    expect(free.records.find((log) => log.woodCode === items[0]!.code)).toMatchObject({
      sheetNo: `IN-${sheetId.slice(0, 8)}`,
      woodKind: 'Pine',
      woodSpecs: 4.1,
      diameter: 30,
      volume: 0.1,
    });
  });
});
