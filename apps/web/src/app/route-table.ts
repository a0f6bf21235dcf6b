import { type WebMessageId } from '@timber/i18n';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { type AccessSubject, canAccess, isExternalLink, keysOf, type ScreenPermission } from './access';

/**
 * The one route table of the signed-in app. Each screen is loaded on first use (code split).
 * `permission` is the key of the permission tree (libs/contracts PERMISSION_TREE); `group` the
 * menu folder it sits in; `hidden` routes are reachable but not in the menu.
 */
export interface AppRoute {
  path: string;
  titleId: WebMessageId;
  icon: string;
  /** its key of the permission tree; a hidden page reached from several screens: any one of theirs */
  permission?: ScreenPermission;
  group?: MenuGroupKey;
  hidden?: boolean;
  /** Pinned in the tab strip, never closed. */
  pinned?: boolean;
  component: LazyExoticComponent<ComponentType>;
}

export interface ExternalLink {
  href: string;
  titleId: WebMessageId;
  icon: string;
  permission?: string;
  group?: MenuGroupKey;
}

export type MenuGroupKey = 'stock' | 'order' | 'countKing' | 'device' | 'info' | 'invoice' | 'system';

export const MENU_GROUPS: Readonly<Record<MenuGroupKey, { titleId: WebMessageId; icon: string }>> = {
  stock: { titleId: 'route.stock', icon: 'pi pi-box' },
  order: { titleId: 'route.order', icon: 'pi pi-file' },
  countKing: { titleId: 'route.countKing', icon: 'pi pi-camera' },
  device: { titleId: 'route.device', icon: 'pi pi-tablet' },
  info: { titleId: 'route.info', icon: 'pi pi-database' },
  invoice: { titleId: 'route.invoice', icon: 'pi pi-wallet' },
  system: { titleId: 'route.system', icon: 'pi pi-cog' },
};

export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: '/dashboard',
    titleId: 'route.dashboard',
    icon: 'pi pi-home',
    pinned: true,
    component: lazy(() => import('../features/dashboard/dashboard-page')),
  },
  {
    path: '/stock/list',
    titleId: 'route.stock/list',
    icon: 'pi pi-box',
    permission: 'stock/list',
    group: 'stock',
    component: lazy(() => import('../features/stock/stock-list-page')),
  },
  // §2 "a button opens a simple stock view at ./simple": whoever sees the stock list sees it.
  {
    path: '/stock/simple',
    titleId: 'route.stock/simple',
    icon: 'pi pi-chart-pie',
    permission: 'stock/list',
    group: 'stock',
    hidden: true,
    component: lazy(() => import('../features/stock/simple-stock-page')),
  },
  {
    path: '/stock/entry',
    titleId: 'route.stock/entry',
    icon: 'pi pi-sign-in',
    permission: 'stock/entry',
    group: 'stock',
    component: lazy(() => import('../features/sheets/sheet-pages').then((m) => ({ default: m.StockInPage }))),
  },
  {
    path: '/stock/deliver',
    titleId: 'route.stock/deliver',
    icon: 'pi pi-sign-out',
    permission: 'stock/deliver',
    group: 'stock',
    component: lazy(() =>
      import('../features/sheets/sheet-pages').then((m) => ({ default: m.StockOutPage })),
    ),
  },
  {
    path: '/stock/diamData',
    titleId: 'route.stock/diamData',
    icon: 'pi pi-chart-bar',
    permission: 'stock/diamData',
    group: 'stock',
    hidden: true,
    component: lazy(() => import('../features/sheets/diam-data/diam-data-page')),
  },
  // §2 Stock count: count plans, their detail, finishing into stock adjustments
  {
    path: '/stock/inventory',
    titleId: 'route.stock/inventory',
    icon: 'pi pi-check-square',
    permission: 'stock/inventory',
    group: 'stock',
    component: lazy(() => import('../features/stock-counts/stock-count-page')),
  },
  // the monthly log inventory (§7 /simple/inv/*), reached from the stock count page
  {
    path: '/stock/monthlyInventory',
    titleId: 'route.stock/monthlyInventory',
    icon: 'pi pi-calendar',
    permission: 'stock/inventory',
    group: 'stock',
    hidden: true,
    component: lazy(() => import('../features/stock-counts/monthly-inventory-page')),
  },
  // §2 truck and container data: confirmed sheets grouped by transport number
  {
    path: '/stock/containerData',
    titleId: 'route.stock/containerData',
    icon: 'pi pi-truck',
    permission: 'stock/containerData',
    group: 'stock',
    component: lazy(() => import('../features/stock/container-data-page')),
  },
  // §2 Sawing: the bench screen (statistics, orders, manual bench, prices, benches) under the saw
  // table management page's key
  {
    path: '/stock/sawTable',
    titleId: 'route.stock/sawTable',
    icon: 'pi pi-sliders-h',
    permission: 'stock/sawTable',
    group: 'stock',
    component: lazy(() => import('../features/sawing/saw-table-page')),
  },
  // §2 the same detail page under the paths the stock-in and stock-out lists link to
  {
    path: '/stock/diamDataIn',
    titleId: 'route.stock/diamDataIn',
    icon: 'pi pi-chart-bar',
    permission: 'stock/entry',
    group: 'stock',
    hidden: true,
    component: lazy(() => import('../features/sheets/diam-data/diam-data-page')),
  },
  {
    path: '/stock/diamDataOut',
    titleId: 'route.stock/diamDataOut',
    icon: 'pi pi-chart-bar',
    permission: 'stock/deliver',
    group: 'stock',
    hidden: true,
    component: lazy(() => import('../features/sheets/diam-data/diam-data-page')),
  },
  // The print view of a sheet (spec §2 "old print code"), opened from the lists and the detail.
  {
    path: '/stock/printIn',
    titleId: 'route.stock/printIn',
    icon: 'pi pi-print',
    permission: 'stock/entry',
    group: 'stock',
    hidden: true,
    component: lazy(() => import('../features/sheets/print/sheet-print-page')),
  },
  {
    path: '/stock/printOut',
    titleId: 'route.stock/printOut',
    icon: 'pi pi-print',
    permission: 'stock/deliver',
    group: 'stock',
    hidden: true,
    component: lazy(() => import('../features/sheets/print/sheet-print-page')),
  },
  {
    path: '/stock/diamEdit',
    titleId: 'route.stock/diamEdit',
    icon: 'pi pi-pencil',
    permission: 'stock/diamEdit',
    group: 'stock',
    hidden: true,
    component: lazy(() => import('../features/sheets/diam-edit/diam-edit-page')),
  },
  // §2 Statistics and tools: the daily stock-in/out statistics, a screen of its own key (issue 35).
  {
    path: '/stock/statistics',
    titleId: 'route.stock/statistics',
    icon: 'pi pi-chart-bar',
    permission: 'stock/statistics',
    group: 'stock',
    component: lazy(() => import('../features/statistics/daily-stats-page')),
  },
  // §2 Statistics and tools: the static comparison report of diameter sets, at a path of our own
  // (chosen: the spec names none), under its own key (issue 35); it reads the stock-in sheets.
  {
    path: '/stock/diameterSets',
    titleId: 'route.stock/diameterSets',
    icon: 'pi pi-chart-line',
    permission: 'stock/diameterSets',
    group: 'stock',
    component: lazy(() => import('../features/statistics/diameter-sets-page')),
  },
  // Volume tools: each under its own key (issue 35; the stock menu's branch key grants nothing).
  {
    path: '/stock/calculator',
    titleId: 'route.stock/calculator',
    icon: 'pi pi-calculator',
    permission: 'stock/calculator',
    group: 'stock',
    component: lazy(() => import('../features/volume-tools/manual-calculator-page')),
  },
  {
    path: '/stock/compare',
    titleId: 'route.stock/compare',
    icon: 'pi pi-table',
    permission: 'stock/compare',
    group: 'stock',
    component: lazy(() => import('../features/volume-tools/standards-comparison-page')),
  },
  // §2 /order: the inbound and outbound lists (one page), the order-creation page (hidden, for
  // whoever holds either list: the menu's branch key `order` grants nothing, issue 35).
  {
    path: '/order/orderIn',
    titleId: 'route.order/orderIn',
    icon: 'pi pi-sign-in',
    permission: 'order/orderIn',
    group: 'order',
    component: lazy(() => import('../features/orders/order-list-page')),
  },
  {
    path: '/order/orderOut',
    titleId: 'route.order/orderOut',
    icon: 'pi pi-sign-out',
    permission: 'order/orderOut',
    group: 'order',
    component: lazy(() => import('../features/orders/order-list-page')),
  },
  {
    path: '/order/add',
    titleId: 'route.order/add',
    icon: 'pi pi-plus',
    permission: ['order/orderIn', 'order/orderOut'],
    group: 'order',
    hidden: true,
    component: lazy(() => import('../features/orders/order-create-page')),
  },
  // §2 /order: diamOrderIn, diamOrderOut (hidden): an order's diameter data detail, for whoever
  // holds the list of its type
  {
    path: '/order/diamOrderIn',
    titleId: 'route.order/diamOrderIn',
    icon: 'pi pi-chart-bar',
    permission: 'order/orderIn',
    group: 'order',
    hidden: true,
    component: lazy(() => import('../features/sheets/diam-data/diam-data-page')),
  },
  {
    path: '/order/diamOrderOut',
    titleId: 'route.order/diamOrderOut',
    icon: 'pi pi-chart-bar',
    permission: 'order/orderOut',
    group: 'order',
    hidden: true,
    component: lazy(() => import('../features/sheets/diam-data/diam-data-page')),
  },
  // (chosen) an order's print view, as a sheet's /stock/printIn: opened from its row in the list
  {
    path: '/order/print',
    titleId: 'route.order/print',
    icon: 'pi pi-print',
    permission: ['order/orderIn', 'order/orderOut'],
    group: 'order',
    hidden: true,
    component: lazy(() => import('../features/orders/order-print-page')),
  },
  // §2 Images and counts: the count-order list in the menu; the review screen (?idx=) and the image
  // list (the dashboard's picture cards and image search) hang off the same permission.
  {
    path: '/countKing/list',
    titleId: 'route.countKing/list',
    icon: 'pi pi-camera',
    permission: 'countKing/list',
    group: 'countKing',
    component: lazy(() => import('../features/counting/count-orders/count-order-list-page')),
  },
  {
    path: '/countKingDetail',
    titleId: 'route.countKingDetail',
    icon: 'pi pi-pencil',
    permission: 'countKing/list',
    group: 'countKing',
    hidden: true,
    component: lazy(() => import('../features/counting/review/count-review-page')),
  },
  {
    path: '/imgList/index',
    titleId: 'route.imgList/index',
    icon: 'pi pi-images',
    permission: 'countKing/list',
    group: 'countKing',
    hidden: true,
    component: lazy(() => import('../features/counting/images/image-list-page')),
  },
  {
    path: '/device/list',
    titleId: 'route.device/list',
    icon: 'pi pi-tablet',
    permission: 'device/list',
    group: 'device',
    component: lazy(() => import('../features/devices/device-list-page')),
  },
  {
    path: '/device/log',
    titleId: 'route.device/log',
    icon: 'pi pi-history',
    permission: 'device/log',
    group: 'device',
    component: lazy(() => import('../features/devices/device-log-page')),
  },
  {
    path: '/device/cameraList',
    titleId: 'route.device/cameraList',
    icon: 'pi pi-video',
    permission: 'device/cameraList',
    group: 'device',
    component: lazy(() => import('../features/device-accounts/cameras-page')),
  },
  {
    path: '/info/deviceUser',
    titleId: 'route.info/deviceUser',
    icon: 'pi pi-id-card',
    permission: 'info/deviceUser',
    group: 'info',
    component: lazy(() => import('../features/device-accounts/device-users-page')),
  },
  {
    path: '/info/appUser',
    titleId: 'route.info/appUser',
    icon: 'pi pi-mobile',
    permission: 'info/appUser',
    group: 'info',
    component: lazy(() => import('../features/device-accounts/app-users-page')),
  },
  {
    path: '/info/woodType',
    titleId: 'route.info/woodType',
    icon: 'pi pi-tags',
    permission: 'info/woodType',
    group: 'info',
    component: lazy(() => import('../features/master-data/wood-kinds-page')),
  },
  {
    path: '/info/woodLen',
    titleId: 'route.info/woodLen',
    icon: 'pi pi-arrows-h',
    permission: 'info/woodLen',
    group: 'info',
    component: lazy(() => import('../features/master-data/wood-specs-page')),
  },
  {
    path: '/info/warehouse',
    titleId: 'route.info/warehouse',
    icon: 'pi pi-building',
    permission: 'info/warehouse',
    group: 'info',
    component: lazy(() => import('../features/master-data/locations-page')),
  },
  {
    path: '/info/customer',
    titleId: 'route.info/customer',
    icon: 'pi pi-users',
    permission: 'info/customer',
    group: 'info',
    component: lazy(() => import('../features/master-data/customers-page')),
  },
  {
    path: '/info/diamSort',
    titleId: 'route.info/diamSort',
    icon: 'pi pi-sort-numeric-up',
    permission: 'info/diamSort',
    group: 'info',
    component: lazy(() => import('../features/master-data/diameter-ranges-page')),
  },
  // §2 /invoice (default /invoice/costRecord): the ledger report, recharge, and the invoice request
  // (hidden, for whoever holds either page: the menu's branch key `invoice` grants nothing).
  {
    path: '/invoice/costRecord',
    titleId: 'route.invoice/costRecord',
    icon: 'pi pi-chart-bar',
    permission: 'invoice/costRecord',
    group: 'invoice',
    component: lazy(() => import('../features/billing/cost-record-page')),
  },
  {
    path: '/invoice/recharge',
    titleId: 'route.invoice/recharge',
    icon: 'pi pi-wallet',
    permission: 'invoice/recharge',
    group: 'invoice',
    component: lazy(() => import('../features/billing/recharge-page')),
  },
  {
    path: '/invoice/add',
    titleId: 'route.invoice/add',
    icon: 'pi pi-file-edit',
    permission: ['invoice/costRecord', 'invoice/recharge'],
    group: 'invoice',
    hidden: true,
    component: lazy(() => import('../features/billing/invoice-request-page')),
  },
  // §2 Customer account info, the account centre (avatar menu): every signed-in user sees their
  // tenant; the money part needs the money menu's key.
  {
    path: '/user/account',
    titleId: 'route.user/account',
    icon: 'pi pi-id-card',
    hidden: true,
    component: lazy(() => import('../features/billing/account-page')),
  },
  // §2 Account management, tabs ?tab=User|Role (the Log tab comes with the operation log)
  {
    path: '/system/role',
    titleId: 'route.system/role',
    icon: 'pi pi-users',
    permission: 'system/role',
    group: 'system',
    component: lazy(() => import('../features/accounts/accounts-page')),
  },
  // §2 Layout settings as a page: the settings drawer's form (the drawer stays open to everyone)
  {
    path: '/system/setting',
    titleId: 'route.system/setting',
    icon: 'pi pi-palette',
    permission: 'system/setting',
    group: 'system',
    component: lazy(() => import('../features/settings/settings-page')),
  },
];

/** Links of the menu that leave the app; they open in a new tab. */
export const EXTERNAL_LINKS: readonly ExternalLink[] = [];

export const findRoute = (pathname: string): AppRoute | undefined =>
  APP_ROUTES.find((route) => route.path === pathname);

export interface MenuItem {
  key: string;
  titleId: WebMessageId;
  icon: string;
  path: string;
  external: boolean;
}

export interface MenuEntry extends MenuItem {
  children?: MenuItem[];
}

/** The keys of the menu's screens: a hidden route with one of them needs it (canOpen). */
export const MENU_KEYS: ReadonlySet<string> = new Set(
  APP_ROUTES.flatMap((route) => (!route.hidden ? keysOf(route.permission) : [])),
);

/** The sidebar menu of a user: the routes they may open, grouped; empty groups dropped. */
export function buildMenu(
  user: AccessSubject,
  routes: readonly AppRoute[] = APP_ROUTES,
  links: readonly ExternalLink[] = EXTERNAL_LINKS,
): MenuEntry[] {
  const items: (MenuItem & { group?: MenuGroupKey })[] = [
    ...routes
      .filter((route) => !route.hidden && canAccess(route, user))
      .map((route) => ({
        key: route.path,
        titleId: route.titleId,
        icon: route.icon,
        path: route.path,
        external: false,
        group: route.group,
      })),
    ...links
      .filter((link) => canAccess(link, user))
      .map((link) => ({
        key: link.href,
        titleId: link.titleId,
        icon: link.icon,
        path: link.href,
        external: isExternalLink(link.href),
        group: link.group,
      })),
  ];
  const menu: MenuEntry[] = [];
  for (const { group, ...item } of items) {
    if (!group) {
      menu.push(item);
      continue;
    }
    let folder = menu.find((entry) => entry.key === group);
    if (!folder) {
      folder = { key: group, ...MENU_GROUPS[group], path: '', external: false, children: [] };
      menu.push(folder);
    }
    folder.children?.push(item);
  }
  return menu;
}

/** Breadcrumb titles of a page: always the dashboard first (spec §2 Layout). */
export function breadcrumbOf(pathname: string): WebMessageId[] {
  const route = findRoute(pathname);
  if (!route || route.path === '/dashboard') {
    return ['route.dashboard'];
  }
  return route.group
    ? ['route.dashboard', MENU_GROUPS[route.group].titleId, route.titleId]
    : ['route.dashboard', route.titleId];
}
