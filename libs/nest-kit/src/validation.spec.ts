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

  it("words a refinement's own message, with its values and the field", () => {
    const dated = z.strictObject({
      at: z.string().refine((value) => value >= '2000', {
        params: { messageId: 'server.validation.deviceTimeWindow', earliest: '2000-01-01' },
      }),
    });
    const refusal = (value: unknown, locale: 'en' | 'ja') => {
      try {
        parseOrThrow(dated, value, locale);
      } catch (error) {
        return (error as ValidationFailed).details;
      }
      return 'valid';
    };
    expect(refusal({ at: '1999-12-31' }, 'en')).toBe(
      "at must lie between 2000-01-01 and one day after the server's time",
    );
    expect(refusal({ at: '1999-12-31' }, 'ja')).toBe(
      'atは 2000-01-01 からサーバー時刻の 1 日後までの範囲である必要があります',
    );
    expect(refusal({ at: '2026' }, 'en')).toBe('valid');
  });

  it('returns the parsed value', () => {
    expect(parseOrThrow(schema, { name: 'a', size: 3 }, 'en')).toEqual({ name: 'a', size: 3 });
  });
});
