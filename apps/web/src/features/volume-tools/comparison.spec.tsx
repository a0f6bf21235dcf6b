import { fireEvent, screen, within } from '@testing-library/react';
import { loadWebMessages } from '@timber/i18n';
import { measureLog } from '@timber/volume';
import { type Buffer as ExcelBuffer, Workbook } from 'exceljs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { compareStandards, type LogRowInput, parsePastedLines } from './comparison';
import { comparisonFileName, comparisonTable, comparisonWorkbook } from './comparison-export';
import StandardsComparisonPage from './standards-comparison-page';

const row = (key: number, short: string, long: string, length: string, quantity: string): LogRowInput => ({
  key,
  short,
  long,
  length,
  quantity,
});

describe('standards comparison (spec §2 Statistics and tools)', () => {
  const rows = [row(0, '30', '32', '6', '2'), row(1, '20', '', '4', ''), row(2, '', '', '', '')];

  it('measures each row under each standard and flags what differs from the first', () => {
    const { cells, totals } = compareStandards(rows, ['ch', 'ch_gd', 'rus_stp']);
    expect(cells[2]).toBeNull();
    const first = cells[0] ?? [];
    expect(
      first.map((cell) => ('error' in cell ? cell.error : [cell.diameterClass, cell.volume, cell.differs])),
    ).toEqual([
      [32, '1.238', false],
      [30, '1.098', true],
      [31, '1.110', true],
    ]);
    const ch20 = measureLog('ch', { minDiameter: 20, length: 4 });
    expect(cells[1]?.[0]).toMatchObject({
      diameterClass: ch20.diameterClass,
      volume: ch20.volumeText,
      differs: false,
    });
    expect(totals.map((total) => [total.code, total.quantity, total.volume])).toEqual([
      ['ch', 3, '1.398'],
      ['ch_gd', 3, '1.258'],
      ['rus_stp', 3, '1.257'],
    ]);
    expect(totals.map((total) => total.difference)).toEqual([0, -140, -141]);
  });

  it('reads pasted lines of 3 or 4 numbers and names the bad ones', () => {
    expect(parsePastedLines('30 32 6 10\n\n28\t4,5\nabc\n1 2\n30 6 1.5', 5)).toEqual({
      rows: [row(5, '30', '32', '6', '10'), row(6, '28', '', '4', '5')],
      badLines: [4, 5, 6],
    });
  });

  it('exports headers in the user language, one row per log and the totals', async () => {
    const intl = createIntl({ locale: 'ru-RU', messages: await loadWebMessages('ru') });
    const comparison = compareStandards(rows, ['ch', 'rus_stp']);
    const table = comparisonTable(intl, rows, ['ch', 'rus_stp'], comparison);
    const copy = new Workbook();
    await copy.xlsx.load((await comparisonWorkbook(table, 'Сравнение')).buffer as ExcelBuffer);
    const sheet = copy.getWorksheet('Сравнение');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      '#',
      'Малый диаметр (см)',
      'Большой диаметр (см)',
      'Длина (м)',
      'Количество',
      'ch: класс диаметра (см)',
      'ch: объём (м³)',
      'rus_stp: класс диаметра (см)',
      'rus_stp: объём (м³)',
    ]);
    expect(sheet?.getRow(2).values).toEqual([undefined, 1, 30, 32, 6, 2, 32, 1.238, 31, 1.11]);
    expect(sheet?.getRow(4).getCell(1).value).toBe('Итого');
    expect(sheet?.getRow(4).getCell(7).value).toBe(1.398);
    expect(sheet?.getRow(1).font?.bold ?? sheet?.getRow(1).getCell(2).font?.bold).toBe(true);
    expect(sheet?.getRow(4).getCell(1).font?.bold).toBe(true);
    expect(sheet?.getRow(2).getCell(2).font?.bold).toBeFalsy();
    expect(sheet?.getRow(2).getCell(7).numFmt).toBe('0.000');
    expect(sheet?.getRow(2).getCell(6).numFmt).toBeUndefined();
    expect(sheet?.getColumn(1).width).toBe(8);
    expect(comparisonFileName(new Date(2026, 10, 22))).toBe('standards-comparison-2026-11-22.xlsx');
  });

  it('compares the user standards by default and highlights differences', async () => {
    await renderApp(<StandardsComparisonPage />);
    const table = screen.getByTestId('comparison-table');
    const [first] = within(table).getAllByTestId('comparison-row');
    const input = (field: string) => within(first as HTMLElement).getByTestId(`compare-${field}`);
    fireEvent.change(input('short'), { target: { value: '30' } });
    fireEvent.change(input('long'), { target: { value: '32' } });
    fireEvent.change(input('length'), { target: { value: '6' } });
    fireEvent.click(screen.getByLabelText('ch_gd'));
    expect(within(table).getByTestId('compare-volume-ch').textContent).toBe('0.619');
    expect(within(table).getByTestId('compare-volume-ch_gd').className).toContain('comparison-diff');
    expect(within(table).getByTestId('compare-difference-ch_gd').textContent).toBe('-0.070');
    fireEvent.click(screen.getByTestId('compare-add-row'));
    expect(within(table).getAllByTestId('comparison-row')).toHaveLength(2);
  });
});
