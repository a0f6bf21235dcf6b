import { type Request, type Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { cookieValue, TokenCookieMiddleware } from './token-cookie.middleware';

describe('the token cookie of the ranged routes (a <video> sends no Authorization header)', () => {
  it('reads one cookie of a Cookie header', () => {
    expect(cookieValue('a=1; Business-Token=abc.def; b=2', 'Business-Token')).toBe('abc.def');
    expect(cookieValue('Business-Token=a%20b', 'Business-Token')).toBe('a b');
    expect(cookieValue('xBusiness-Token=abc', 'Business-Token')).toBeUndefined();
    expect(cookieValue('Business-Token=', 'Business-Token')).toBeUndefined();
    expect(cookieValue('Business-Token=%E0%A4%A', 'Business-Token')).toBeUndefined();
    expect(cookieValue(undefined, 'Business-Token')).toBeUndefined();
  });

  it('makes the cookie the bearer token only when no Authorization header came', () => {
    const run = (headers: Record<string, string>) => {
      const req = { headers: { ...headers } } as unknown as Request;
      const next = vi.fn();
      new TokenCookieMiddleware().use(req, {} as Response, next);
      expect(next).toHaveBeenCalledOnce();
      return req.headers.authorization;
    };
    expect(run({ cookie: 'Business-Token=t1' })).toBe('Bearer t1');
    expect(run({ cookie: 'Business-Token=t1', authorization: 'Bearer t2' })).toBe('Bearer t2');
    expect(run({})).toBeUndefined();
  });
});
