import { leafPermissionKeys } from '@timber/contracts';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { canOpen, keysOf } from './access';
import { APP_ROUTES, type AppRoute, breadcrumbOf, buildMenu, findRoute, MENU_KEYS } from './route-table';

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

describe('every screen its own key (issue 35)', () => {
  const leaves = new Set(leafPermissionKeys());
  const menuScreens = APP_ROUTES.filter((route) => !route.hidden && route.permission !== undefined);

  it('gives each menu screen a leaf of the permission tree no other menu screen shares', () => {
    const keys = menuScreens.map((route) => route.permission);
    for (const route of menuScreens) {
      expect(typeof route.permission, route.path).toBe('string');
      expect(leaves.has(route.permission as string), route.path).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
    expect(findRoute('/stock/statistics')?.permission).toBe('stock/statistics');
    expect(findRoute('/stock/diameterSets')?.permission).toBe('stock/diameterSets');
    expect(findRoute('/stock/calculator')?.permission).toBe('stock/calculator');
    expect(findRoute('/stock/compare')?.permission).toBe('stock/compare');
  });

  it('asks no route for a branch key: a half-ticked menu folder opens nothing', () => {
    for (const route of APP_ROUTES) {
      for (const key of keysOf(route.permission)) {
        expect(leaves.has(key), `${route.path} ${key}`).toBe(true);
      }
    }
    const folderOnly = { resources: ['stock', 'order', 'invoice', 'system'], isAdmin: false, userType: 4 };
    expect(buildMenu(folderOnly).map((entry) => entry.key)).toEqual(['/dashboard']);
    for (const path of ['/order/add', '/invoice/add', '/stock/calculator']) {
      expect(canOpen(findRoute(path)!, folderOnly, MENU_KEYS), path).toBe(false);
    }
  });

  it('shows a user holding one screen that screen alone (and the dashboard)', () => {
    for (const route of menuScreens) {
      const user = { resources: [route.permission as string], isAdmin: false, userType: 4 };
      const paths = buildMenu(user).flatMap((entry) =>
        entry.children ? entry.children.map((child) => child.path) : [entry.path],
      );
      expect(paths, route.path).toEqual(['/dashboard', route.path]);
    }
  });

  it('opens a hidden page reached from several screens to a holder of any of them', () => {
    const inbound = { resources: ['order/orderIn'], isAdmin: false, userType: 4 };
    const outbound = { resources: ['order/orderOut'], isAdmin: false, userType: 4 };
    const stock = { resources: ['stock/list'], isAdmin: false, userType: 4 };
    const orderAdd = findRoute('/order/add')!;
    expect(canOpen(orderAdd, inbound, MENU_KEYS)).toBe(true);
    expect(canOpen(orderAdd, outbound, MENU_KEYS)).toBe(true);
    expect(canOpen(orderAdd, stock, MENU_KEYS)).toBe(false);
    expect(canOpen(findRoute('/stock/statistics')!, stock, MENU_KEYS)).toBe(false);
  });
});
