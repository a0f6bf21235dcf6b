import { type SheetPrintData } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { SHEET_KIND } from '../../domain/sheet-rules';
import { sheetPrintHtml } from './sheet-print-html';

const data: SheetPrintData = {
  header: {
    id: '00000000-0000-4000-8000-000000000001',
    spu: 'OUT20261120-0007',
    sheetType: 1,
    storageDate: '2026-11-20',
    transportNum: 'JL7001',
    standardType: 'ch',
    status: 10,
    deviceNo: '',
    creator: 'admin',
    createTime: '2026-11-20 08:00:00',
  },
  customer: {
    id: '00000000-0000-4000-8000-000000000002',
    customerNo: 'C0001',
    customerName: '<img src=x onerror=alert(1)> & Co',
    phone: '',
    addr: '',
  },
  kind: { id: '00000000-0000-4000-8000-000000000003', woodKindName: '落叶松' },
  location: { id: '00000000-0000-4000-8000-000000000004', locationName: '一号场' },
  totals: { qty: 6, volume: 0.7, avgDiameter: 24.5, purchaseVol: null, floatedVol: null, unmeasured: 2 },
  diameterClasses: [
    { dia: 20, length: 4, qty: 2, vol: 0.1 },
    { dia: 26, length: 4, qty: 1, vol: 0.2 },
    { dia: 26, length: 6, qty: 3, vol: 0.4 },
  ],
};

const cells = (html: string) => [...html.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((match) => match[1]);

describe('sheetPrintHtml', () => {
  it('titles a stock-out sheet 出库单 in Chinese and a stock-in sheet 入库单', () => {
    expect(sheetPrintHtml(SHEET_KIND.OUT, data, 'zh')).toContain('<h1>出库单</h1>');
    expect(sheetPrintHtml(SHEET_KIND.IN, data, 'zh')).toContain('<h1>入库单</h1>');
    expect(sheetPrintHtml(SHEET_KIND.OUT, data, 'en')).toContain('<h1>Stock-out sheet</h1>');
    expect(sheetPrintHtml(SHEET_KIND.OUT, data, 'ru')).toContain('<h1>Расходная ведомость</h1>');
  });

  it('lists the classes by length with a subtotal each, then the total', () => {
    expect(cells(sheetPrintHtml(SHEET_KIND.OUT, data, 'en'))).toEqual([
      '20',
      '4.0',
      '2',
      '0.100',
      '26',
      '4.0',
      '1',
      '0.200',
      'Subtotal, length 4.0 m',
      '3',
      '0.300',
      '26',
      '6.0',
      '3',
      '0.400',
      'Subtotal, length 6.0 m',
      '3',
      '0.400',
      'Total',
      '6',
      '0.700',
    ]);
  });

  it('shows the header fields, the logs the standard cannot measure, and escapes every value', () => {
    const html = sheetPrintHtml(SHEET_KIND.OUT, data, 'zh');
    for (const value of [
      'OUT20261120-0007',
      'JL7001',
      '落叶松',
      '一号场',
      '提货人',
      '2 根木材无法按此标准计量',
    ]) {
      expect(html).toContain(value);
    }
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; Co');
    expect(html).not.toMatch(/<script|<link|src=["']?http/);
  });
});
