import { describe, expect, it } from 'vitest';
import { detailQuery, featuresOf, stockDetailPath, truckSheetIds } from './detail-query';

const query = (search: string, path?: string) => detailQuery(new URLSearchParams(search), path);

describe('the diameter data detail query (spec §2)', () => {
  it('needs an id: without one the page goes back', () => {
    expect(query('type=stock&name=Yard')).toBeNull();
    expect(query('id=%20')).toBeNull();
  });

  it('reads a stock row link as the stock list builds it', () => {
    expect(query('type=stock&id=s1&name=Yard%20A&woodType=Larch')).toEqual({
      type: 'stock',
      id: 's1',
      spu: '',
      standard: '',
      name: 'Yard A',
      woodType: 'Larch',
    });
  });

  it('takes the type from the path when the link has none, and keeps info as a list', () => {
    expect(query('id=x&spu=OUT1', '/stock/diamDataOut')?.type).toBe('stockOut');
    expect(query('id=x&orderNo=PO1', '/order/diamOrderIn')?.type).toBe('orderIn');
    expect(query('id=x&orderNo=SO1', '/order/diamOrderOut/')?.type).toBe('orderOut');
    expect(query('type=orderIn&id=x', '/order/diamOrderOut')?.type).toBe('orderIn');
    expect(query('id=x', '/stock/diamDataIn')?.type).toBe('stockIn');
    expect(query('id=x&type=nonsense')?.type).toBe('stockIn');
    expect(query('id=x&type=carData&info=a,%20b,c')).toMatchObject({
      type: 'carData',
      info: ['a', 'b', 'c'],
    });
    expect(query('id=a,%20b,&type=carData&flag=2')).toMatchObject({ type: 'carData', flag: 2 });
    expect(query('id=a&type=carData&flag=9')).not.toHaveProperty('flag');
    expect(truckSheetIds('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(query('id=x&type=orderOut&orderNo=OR-7')).toMatchObject({ type: 'orderOut', orderNo: 'OR-7' });
  });

  it.each([
    ['stockIn', { share: true, standardSelector: true, move: false, rangePrice: true, source: 'sheet' }],
    ['stockOut', { share: true, standardSelector: true, move: false, rangePrice: true, source: 'sheet' }],
    ['stock', { share: false, standardSelector: false, move: true, rangePrice: true, source: 'stock' }],
    [
      'carData',
      {
        share: false,
        standardSelector: false,
        move: false,
        rangePrice: true,
        pieces: false,
        images: false,
        exportExcel: false,
        source: 'car',
      },
    ],
    [
      'orderIn',
      { share: false, images: true, pieces: false, exportExcel: true, move: false, source: 'order' },
    ],
    ['orderOut', { share: false, standardSelector: false, rangePrice: true, source: 'order' }],
  ] as const)('offers %s only its own tools', (type, expected) => {
    expect(featuresOf(type)).toMatchObject(expected);
  });

  it('links a moved stock row to its own page', () => {
    const path = stockDetailPath({ id: 'n1', location: 'Shed 2', woodKind: 'Pine' });
    expect(path).toBe('/stock/diamData?type=stock&id=n1&name=Shed+2&woodType=Pine');
    expect(query(path.split('?')[1]!)).toMatchObject({ type: 'stock', id: 'n1', name: 'Shed 2' });
  });
});
