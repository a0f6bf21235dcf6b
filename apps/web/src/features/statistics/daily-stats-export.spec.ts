import { type WebMessageId } from '@timber/i18n';
import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../test/render';
import { dailyStatsFileName, dailyStatsSheet } from './daily-stats-export';

const row = (customerName: string, quantity: number, volume: number, spus: string[]) => ({
  ids: spus.map((_spu, index) => `00000000-0000-4000-8000-00000000000${index}`),
  spus,
  customerName,
  woodKindName: 'Larch',
  sheetCount: spus.length,
  quantity,
  volume,
});

describe('the daily statistics export (spec §2 Statistics and tools)', () => {
  it('names the file by the day and the type', () => {
    const day = new Date(2026, 4, 1);
    expect(dailyStatsFileName({ day, flag: 1 })).toBe('daily-statistics-2026-05-01-stock-in.xlsx');
    expect(dailyStatsFileName({ day, flag: 2 })).toBe('daily-statistics-2026-05-01-stock-out.xlsx');
  });

  it('writes every row with m3 in 3 decimals and the totals summed in thousandths', async () => {
    const messages = await englishMessages();
    const t = (id: WebMessageId) => messages[id];
    const sheet = dailyStatsSheet(t, { day: new Date(2026, 4, 1), flag: 2 }, [
      row('', 3, 0.101, ['OUT-1']),
      row('Oak & Co', 4, 0.202, ['OUT-2', 'OUT-3']),
    ]);
    expect(sheet.rows[0]!.cells).toEqual(['Day: 2026-05-01', 'Type: Stock-out']);
    expect(sheet.rows[2]!.cells).toEqual([
      'Customer',
      'Wood type',
      'Sheets',
      'Sheet number',
      'Quantity',
      'Volume (m³)',
    ]);
    expect(sheet.rows.slice(3).map((r) => r.cells)).toEqual([
      ['-', 'Larch', 1, 'OUT-1', 3, 0.101],
      ['Oak & Co', 'Larch', 2, 'OUT-2, OUT-3', 4, 0.202],
      ['Totals', null, 3, null, 7, 0.303],
    ]);
    expect(sheet.columns[5]!.numFmt).toBe('0.000');
  });
});
