import { describe, expect, it } from 'vitest';
import { refusalOf as refusal } from '../../testing/refusal';
import { assertPriceLines } from './price-rules';

describe('processing price lines (§5)', () => {
  it('takes lines with both a volume and a price, or neither', () => {
    expect(
      refusal(() =>
        assertPriceLines([
          { kindName: 'Pine', logVol: 1.5, logUnitPrice: 120 },
          { kindName: 'Larch' },
          { kindName: 'Oak', logVol: null, logUnitPrice: null },
          { kindName: 'Birch', logVol: 0, logUnitPrice: 0 },
        ]),
      ),
    ).toBeUndefined();
  });

  it.each([
    [{ kindName: 'Pine', logVol: 1.5 }, 'price'],
    [{ kindName: 'Pine', logVol: 2, logUnitPrice: null }, 'price'],
    [{ kindName: 'Pine', logUnitPrice: 80 }, 'volume'],
    [{ kindName: 'Pine', logVol: null, logUnitPrice: 0 }, 'volume'],
  ])('refuses %o naming what it lacks (%s)', (line, missing) => {
    expect(
      refusal(() => assertPriceLines([{ kindName: 'Larch' }, line, { kindName: 'Oak', logVol: 1 }])),
    ).toEqual({
      key: 'SAWING.PRICE_INCOMPLETE',
      params: { kind: 'Pine', missing },
    });
  });
});
