import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseOrThrow, ValidationFailed } from './validation';

const schema = z.strictObject({ name: z.string().min(1).max(5), size: z.number().int().max(15) });

const message = (value: unknown, locale: 'en' | 'zh' = 'en'): string => {
  try {
    parseOrThrow(schema, value, locale);
  } catch (error) {
    return (error as ValidationFailed).details;
  }
  return 'valid';
};

describe('parseOrThrow', () => {
  it('tells a missing field from a value of the wrong type', () => {
    expect(message({ size: 1 })).toBe('name is required');
    expect(message({ name: 'a', size: '4m' })).toBe('size is not valid');
  });

  it('names bounds and unknown fields, in the asked language', () => {
    expect(message({ name: 'abcdef', size: 16 })).toBe(
      'name may have at most 5 characters; size must be at most 15',
    );
    expect(message({ name: 'a', size: 1, extra: true }, 'zh')).toBe('不允许的字段：extra');
  });

  it('returns the parsed value', () => {
    expect(parseOrThrow(schema, { name: 'a', size: 3 }, 'en')).toEqual({ name: 'a', size: 3 });
  });
});
