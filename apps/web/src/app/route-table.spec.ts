import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { type AppRoute, breadcrumbOf, buildMenu, findRoute } from './route-table';

const screen = lazy(() => Promise.resolve({ default: () => null }));
const routes: AppRoute[] = [
  { path: '/dashboard', titleId: 'route.dashboard', icon: 'pi pi-home', pinned: true, component: screen },
  {
    path: '/info/woodType',
    titleId: 'route.info/woodType',
    icon: 'pi pi-tags',
    permission: 'info/woodType',
    group: 'info',
    component: screen,
  },
  {
    path: '/info/customer',
    titleId: 'route.info/customer',
    icon: 'pi pi-users',
    permission: 'info/customer',
    group: 'info',
    component: screen,
  },
  {
    path: '/imgList/index',
    titleId: 'route.countKing/list',
    icon: 'pi pi-images',
    hidden: true,
    component: screen,
  },
];

describe('menu (spec §2 Menu routes, §6)', () => {
  it('shows the routes a user holds, grouped, without hidden ones', () => {
    const menu = buildMenu({ resources: ['info/woodType'], isAdmin: false, userType: 4 }, routes, []);
    expect(menu.map((entry) => entry.key)).toEqual(['/dashboard', 'info']);
    expect(menu[1]?.children?.map((child) => child.path)).toEqual(['/info/woodType']);
  });

  it('drops a group the user has nothing of', () => {
    const menu = buildMenu({ resources: [], isAdmin: false, userType: 4 }, routes, []);
    expect(menu.map((entry) => entry.key)).toEqual(['/dashboard']);
  });

  it('gives a super administrator every route', () => {
    const menu = buildMenu({ resources: [], isAdmin: true, userType: 3 }, routes, []);
    expect(menu[1]?.children?.map((child) => child.path)).toEqual(['/info/woodType', '/info/customer']);
  });

  it('marks external links, which open in a new tab', () => {
    const menu = buildMenu(
      { resources: [], isAdmin: true, userType: 3 },
      [],
      [{ href: 'https://example.com/guide', titleId: 'route.system/setting', icon: 'pi pi-book' }],
    );
    expect(menu[0]).toMatchObject({ path: 'https://example.com/guide', external: true });
  });

  it('starts the breadcrumb with the dashboard', () => {
    expect(breadcrumbOf('/dashboard')).toEqual(['route.dashboard']);
    expect(breadcrumbOf('/info/woodType')).toEqual(['route.dashboard', 'route.info', 'route.info/woodType']);
    expect(breadcrumbOf('/unknown')).toEqual(['route.dashboard']);
  });
});

describe('counting routes (spec §2 Images and counts)', () => {
  it('puts the count-order list in the menu; its review and the image list are hidden under the same permission', () => {
    const menu = buildMenu({ resources: ['countKing/list'], isAdmin: false, userType: 4 });
    const folder = menu.find((entry) => entry.key === 'countKing');
    expect(folder?.children?.map((child) => child.path)).toEqual(['/countKing/list']);
    for (const path of ['/countKing/list', '/countKingDetail', '/imgList/index']) {
      expect(findRoute(path)?.permission, path).toBe('countKing/list');
    }
    expect(breadcrumbOf('/imgList/index')).toEqual([
      'route.dashboard',
      'route.countKing',
      'route.imgList/index',
    ]);
  });
});
