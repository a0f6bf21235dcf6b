import { USER_TYPE } from '@timber/contracts';

/** Routes reachable without the token (spec §2 Access). */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/auth-redirect',
  '/shareOrder',
  '/sawList',
  '/sawDetail',
  '/sawTableOnline',
  '/editJSW',
  '/404',
  '/401',
];

export const DASHBOARD_PATH = '/dashboard';

export const isPublicPath = (pathname: string): boolean =>
  PUBLIC_PATHS.includes(pathname.replace(/\/+$/, '') || '/');

/** The login page, remembering where the user wanted to go. */
export const loginPath = (fullPath: string): string =>
  fullPath && fullPath !== '/' ? `/login?redirect=${encodeURIComponent(fullPath)}` : '/login';

/** A redirect target from the query, only ever a path of this site. */
export function redirectTarget(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/login')) {
    return DASHBOARD_PATH;
  }
  return redirect;
}

/** Where the login page goes after success: the target, flagging a default password (spec §2 Login). */
export function afterLoginPath(redirect: string | null | undefined, defaultPassword: boolean): string {
  const target = redirectTarget(redirect);
  if (!defaultPassword) {
    return target;
  }
  const [path = DASHBOARD_PATH, query = ''] = target.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('pwd', '1');
  return `${path}?${params.toString()}`;
}

export interface AccessSubject {
  resources: readonly string[];
  isAdmin: boolean;
  userType: number;
}

/** Super administrators see every route (spec §6). */
export const isSuperAdmin = (user: AccessSubject): boolean =>
  user.isAdmin || user.userType === USER_TYPE.SUPER_ADMIN;

/**
 * A screen's permission: its key, or (a hidden page reached from several screens) a list of keys
 * of which any one opens it. Only a leaf of the tree opens a screen: a branch key grants nothing.
 */
export type ScreenPermission = string | readonly string[];

/** The keys a screen permission names. */
export const keysOf = (permission: ScreenPermission | undefined): readonly string[] =>
  permission === undefined ? [] : typeof permission === 'string' ? [permission] : permission;

/** Hidden routes are always kept; others need their key (any one of a list) among the user's resources (spec §6). */
export function canAccess(
  route: { permission?: ScreenPermission; hidden?: boolean },
  user: AccessSubject,
): boolean {
  if (route.hidden || route.permission === undefined || isSuperAdmin(user)) {
    return true;
  }
  return keysOf(route.permission).some((key) => user.resources.includes(key));
}

/** Who may count from photos and see their images (libs/contracts PERMISSION_TREE): the count-order list's key. */
export const COUNTING_PERMISSION = 'countKing/list';

/**
 * Whether the user may open a route (the route gate). Hidden routes are kept for everyone (spec
 * §6), except one that shares a menu screen's key: it needs that key like the screen (the image
 * list needs the count-order list's), so a denied user gets the 401 page, not a page that refuses.
 */
export function canOpen(
  route: { permission?: ScreenPermission; hidden?: boolean },
  user: AccessSubject,
  menuKeys: ReadonlySet<string>,
): boolean {
  const keys = keysOf(route.permission);
  if (route.hidden && keys.length > 0 && keys.every((key) => menuKeys.has(key))) {
    return canAccess({ permission: route.permission }, user);
  }
  return canAccess(route, user);
}

export const isExternalLink = (path: string): boolean => /^(https?:|mailto:|tel:)/.test(path);
