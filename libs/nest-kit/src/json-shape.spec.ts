import { describe, expect, it } from 'vitest';
import { jsonShapeProblem } from './json-shape';

const shape = (text: string, maxDepth = 3) => jsonShapeProblem(Buffer.from(text), maxDepth);

describe('jsonShapeProblem', () => {
  it('lets through nesting up to the limit, arrays and objects alike', () => {
    expect(shape('[[[1]]]')).toBeUndefined();
    expect(shape('{"a":{"b":[1,2]},"c":[{"d":1}]}')).toBeUndefined();
    expect(shape('[[[[1]]]]')).toBe('too-deep');
    expect(shape('{"a":[{"b":[]}]}')).toBe('too-deep');
  });

  it('counts depth, not brackets: siblings do not add up', () => {
    expect(shape(`[${'[],'.repeat(10_000)}[]]`, 2)).toBeUndefined();
  });

  it('stops at the first level too deep, without reading the rest', () => {
    expect(shape(`${'['.repeat(5000)}${']'.repeat(5000)}`, 32)).toBe('too-deep');
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(shape('{"a":"[[[[[[{{{{"}')).toBeUndefined();
    expect(shape('{"a":"\\"[[[[[[","b":1}')).toBeUndefined();
    expect(shape('["\\\\",[[[1]]]]')).toBe('too-deep');
  });

  it('finds a NUL escape in a string, not an escaped backslash before u0000', () => {
    expect(shape('{"name":"a\\u0000b"}')).toBe('nul');
    expect(shape('{"name":"a\\\\u0000b"}')).toBeUndefined();
    expect(shape('{"name":"a\\u0001b"}')).toBeUndefined();
    expect(shape('{"\\u0000":1}')).toBe('nul');
  });

  it('reads multi-byte UTF-8 as it is', () => {
    expect(shape('{"名":"[松木]","ё":["ж"]}')).toBeUndefined();
  });
});
