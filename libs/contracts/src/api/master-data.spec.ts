import { describe, expect, it } from 'vitest';
import { customerCreateSchema, customerUpdateSchema } from './customers';
import { diameterRangeCreateSchema } from './diameter-ranges';
import { locationCreateSchema } from './locations';
import { woodSpecCreateSchema, woodSpecUpdateSchema } from './wood-specs';

const ID = '00000000-0000-4000-8000-000000000601';

describe('wood specification number (§5: numeric, at most 2 decimals; §9: at most 15 m)', () => {
  it.each([0.01, 0.5, 1, 2, 2.5, 2.55, 3.8, 4.35, 5.9, 8.13, 9.07, 14.99, 15])(
    'accepts %d',
    (woodSpecsNo) => {
      expect(woodSpecCreateSchema.parse({ woodSpecsNo })).toEqual({ woodSpecsNo, remark: '', hot: 0 });
    },
  );

  it('accepts every length of whole centimetres up to 15 m', () => {
    for (let cm = 1; cm <= 1500; cm++) {
      const woodSpecsNo = Number((cm / 100).toFixed(2));
      expect(woodSpecUpdateSchema.safeParse({ id: ID, woodSpecsNo }).success, String(woodSpecsNo)).toBe(true);
    }
  });

  it.each([
    [0, 'too_small'],
    [-1, 'too_small'],
    [15.01, 'too_big'],
    [16, 'too_big'],
    [4.255, 'not_multiple_of'],
    [1.005, 'not_multiple_of'],
    [0.1 + 0.2, 'not_multiple_of'],
    ['4', 'invalid_type'],
    [null, 'invalid_type'],
  ])('refuses %s (%s)', (woodSpecsNo, code) => {
    const parsed = woodSpecCreateSchema.safeParse({ woodSpecsNo });
    expect(parsed.error?.issues.map((issue) => issue.code)).toContain(code);
  });

  it('takes hot only as 0 or 1, and not on edit', () => {
    expect(woodSpecCreateSchema.parse({ woodSpecsNo: 4, hot: 1 }).hot).toBe(1);
    expect(woodSpecCreateSchema.safeParse({ woodSpecsNo: 4, hot: 2 }).success).toBe(false);
    expect(woodSpecUpdateSchema.safeParse({ id: ID, woodSpecsNo: 4, hot: 1 }).success).toBe(false);
  });
});

describe('customer form (§5)', () => {
  it.each(['', '13012345678', '13912345678', '15846001234', '19999999999'])('accepts phone "%s"', (phone) => {
    expect(customerCreateSchema.safeParse({ customerName: 'A', phone }).success).toBe(true);
  });

  it.each(['12912345678', '1391234567', '139123456789', '+8613912345678', '1391234567a', '23912345678'])(
    'refuses phone "%s"',
    (phone) => {
      expect(customerCreateSchema.safeParse({ customerName: 'A', phone }).success).toBe(false);
    },
  );

  it.each([
    ['', true],
    ['a@b.cn', true],
    ['sales@northernforest.example', true],
    ['no-at-sign', false],
    ['a@b', false],
    ['a b@c.de', false],
  ])('email "%s" valid: %s', (email, valid) => {
    expect(customerCreateSchema.safeParse({ customerName: 'A', email }).success).toBe(valid);
  });

  it('requires a trimmed name of 1 to 50 characters and fills the optional fields', () => {
    expect(customerCreateSchema.parse({ customerName: '  Amur  ' })).toEqual({
      customerName: 'Amur',
      phone: '',
      email: '',
      addr: '',
    });
    expect(customerCreateSchema.safeParse({ customerName: '   ' }).success).toBe(false);
    expect(customerCreateSchema.safeParse({ customerName: 'x'.repeat(51) }).success).toBe(false);
  });

  it('locks the customer number: neither add nor edit takes one', () => {
    expect(customerCreateSchema.safeParse({ customerName: 'A', customerNo: 'C0001' }).success).toBe(false);
    expect(customerUpdateSchema.safeParse({ id: ID, customerName: 'A', customerNo: 'C0001' }).success).toBe(
      false,
    );
  });
});

describe('warehouse location (§5)', () => {
  it('trims the name and requires it', () => {
    expect(locationCreateSchema.parse({ locationName: ' Yard A ' })).toEqual({
      locationName: 'Yard A',
      remark: '',
    });
    expect(locationCreateSchema.safeParse({ locationName: '  ' }).success).toBe(false);
  });
});

describe('diameter range limits (§5, §9: integers 0 to 100)', () => {
  it.each([
    [0, 0, true],
    [10, 19, true],
    [40, 100, true],
    [-1, 10, false],
    [10, 101, false],
    [1.5, 2, false],
  ])('%d to %d valid: %s', (lowerLimit, upperLimit, valid) => {
    expect(diameterRangeCreateSchema.safeParse({ lowerLimit, upperLimit }).success).toBe(valid);
  });
});
