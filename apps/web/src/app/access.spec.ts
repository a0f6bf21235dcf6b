import { describe, expect, it } from 'vitest';
import {
  afterLoginPath,
  canAccess,
  canOpen,
  isExternalLink,
  isPublicPath,
  loginPath,
  redirectTarget,
} from './access';

const clerk = { resources: ['info', 'info/woodType'], isAdmin: false, userType: 4 };
const superAdmin = { resources: [], isAdmin: false, userType: 3 };

describe('access rules (spec §2 Access, §6)', () => {
  it.each([
    '/login',
    '/auth-redirect',
    '/shareOrder',
    '/sawList',
    '/sawDetail',
    '/sawTableOnline',
    '/editJSW',
    '/404',
    '/401',
  ])('%s is public', (path) => expect(isPublicPath(path)).toBe(true));

  it.each(['/', '/dashboard', '/info/woodType', '/login/x'])('%s needs the token', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });

  it('sends to login with the whole path as redirect', () => {
    expect(loginPath('/info/woodType?name=oak')).toBe('/login?redirect=%2Finfo%2FwoodType%3Fname%3Doak');
    expect(loginPath('/')).toBe('/login');
  });

  it('only redirects within the site after login', () => {
    expect(redirectTarget('/info/woodType?x=1')).toBe('/info/woodType?x=1');
    expect(redirectTarget(null)).toBe('/dashboard');
    expect(redirectTarget('https://evil.example')).toBe('/dashboard');
    expect(redirectTarget('//evil.example')).toBe('/dashboard');
    expect(redirectTarget('/login?redirect=/x')).toBe('/dashboard');
  });

  it('passes the default-password flag as the pwd param', () => {
    expect(afterLoginPath(null, false)).toBe('/dashboard');
    expect(afterLoginPath(null, true)).toBe('/dashboard?pwd=1');
    expect(afterLoginPath('/info/woodType?x=1', true)).toBe('/info/woodType?x=1&pwd=1');
  });

  it('filters by resources, keeps hidden routes, grants everything to super administrators', () => {
    expect(canAccess({ permission: 'info/woodType' }, clerk)).toBe(true);
    expect(canAccess({ permission: 'stock/list' }, clerk)).toBe(false);
    expect(canAccess({ permission: 'stock/list', hidden: true }, clerk)).toBe(true);
    expect(canAccess({}, clerk)).toBe(true);
    expect(canAccess({ permission: 'stock/list' }, superAdmin)).toBe(true);
    expect(canAccess({ permission: 'stock/list' }, { ...clerk, isAdmin: true })).toBe(true);
  });

  it('recognises external links', () => {
    expect(isExternalLink('https://example.com/help')).toBe(true);
    expect(isExternalLink('/info/woodType')).toBe(false);
  });
});

describe('opening a route (issue 22 item 2)', () => {
  const clerk = { resources: ['info/woodType'], isAdmin: false, userType: 1 };
  const menuKeys = new Set(['countKing/list', 'info/woodType']);
  it("makes a hidden route with a menu screen's key need that key; other hidden routes stay open", () => {
    expect(canOpen({ permission: 'countKing/list', hidden: true }, clerk, menuKeys)).toBe(false);
    expect(canOpen({ permission: 'stock/diamEdit', hidden: true }, clerk, menuKeys)).toBe(true);
    expect(canOpen({ permission: 'info/woodType' }, clerk, menuKeys)).toBe(true);
    expect(
      canOpen({ permission: 'countKing/list', hidden: true }, { ...clerk, isAdmin: true }, menuKeys),
    ).toBe(true);
  });
});
