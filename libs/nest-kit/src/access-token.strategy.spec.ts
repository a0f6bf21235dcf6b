import { signAccessToken, type TokenClaims } from '@timber/auth';
import { DomainError } from '@timber/contracts';
import { type Request } from 'express';
import jwt from 'jsonwebtoken';
import { describe, expect, it, vi } from 'vitest';
import { AccessTokenStrategy } from './access-token.strategy';
import { type AuthenticatedCaller, type SessionCheck } from './session-check';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const caller: AuthenticatedCaller = {
  tenantId: 't',
  userId: 'u',
  username: 'clerk',
  userType: 4,
  resources: [],
};
const requestWith = (token: string): Request =>
  ({ headers: { authorization: `Bearer ${token}` } }) as unknown as Request;
/** What passport-jwt hands the strategy once it has verified a token. */
const verifiedPayload = (token: string) => jwt.verify(token, SECRET) as Record<string, unknown>;

describe('AccessTokenStrategy remembers the tokens passport-jwt verified, never their sessions', () => {
  const setup = () => {
    let live = true;
    const sessions: SessionCheck = {
      callerOf: vi.fn((claims: TokenClaims) =>
        live && claims.sub === 'u'
          ? Promise.resolve(caller)
          : Promise.reject(new DomainError('AUTH.SESSION_ENDED')),
      ),
    };
    const logout = () => (live = false);
    return { strategy: new AccessTokenStrategy(SECRET, sessions), sessions, logout };
  };

  it('knows no token it has not verified: the guard runs passport-jwt for it', () => {
    const { strategy } = setup();
    const { token } = signAccessToken(SECRET, { sub: 'u', tid: 't', usr: 'clerk', typ: 4 }, 60);
    expect(strategy.rememberedCaller(requestWith(token))).toBeUndefined();
    expect(strategy.rememberedCaller({ headers: {} } as Request)).toBeUndefined();
  });

  it('looks the session up on every call with a remembered token, so a logout ends it at once', async () => {
    const { strategy, sessions, logout } = setup();
    const { token } = signAccessToken(SECRET, { sub: 'u', tid: 't', usr: 'clerk', typ: 4 }, 60);
    const req = requestWith(token);
    await expect(strategy.validate(req, verifiedPayload(token))).resolves.toEqual(caller);
    await expect(strategy.rememberedCaller(req)).resolves.toEqual(caller);
    expect(sessions.callerOf).toHaveBeenCalledTimes(2);
    logout();
    await expect(strategy.rememberedCaller(req)).rejects.toMatchObject({ key: 'AUTH.SESSION_ENDED' });
  });

  it('forgets a token once it expires, and never remembers one whose session was gone', async () => {
    const { strategy, logout } = setup();
    const { token } = signAccessToken(SECRET, { sub: 'u', tid: 't', usr: 'clerk', typ: 4 }, 60);
    const req = requestWith(token);
    await strategy.validate(req, verifiedPayload(token));
    const now = Date.now();
    vi.useFakeTimers({ now: now + 61_000 });
    try {
      expect(strategy.rememberedCaller(req)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
    const other = signAccessToken(SECRET, { sub: 'u', tid: 't', usr: 'clerk', typ: 4 }, 60).token;
    logout();
    await expect(strategy.validate(requestWith(other), verifiedPayload(other))).rejects.toBeInstanceOf(
      DomainError,
    );
    expect(strategy.rememberedCaller(requestWith(other))).toBeUndefined();
  });
});
