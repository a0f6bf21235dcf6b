import { describe, expect, it } from 'vitest';
import { customerCreateSchema, customerUpdateSchema } from './customers';
import { locationCreateSchema } from './locations';

const ID = '00000000-0000-4000-8000-000000000501';

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
