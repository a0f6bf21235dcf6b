/**
 * The permission tree (spec §2 menu routes, §6): route keys a permission group may grant, and
 * button keys prefixed `btn.`. The web app builds its menu from the keys a user holds; hidden
 * routes are always kept. Titles are message ids of the i18n catalogue.
 *
 * Every screen of the menu is a leaf of its own (issue 35): a screen and the routes it calls need
 * that leaf, and nothing else grants them. A branch key (the menu folder, kept by a group whose
 * tree shows it half-ticked) grants nothing by itself: no route and no screen asks for one.
 */
export interface PermissionNode {
  key: string;
  titleId: string;
  children?: PermissionNode[];
}

const leaf = (key: string): PermissionNode => ({ key, titleId: `route.${key}` });
const branch = (key: string, children: string[]): PermissionNode => ({
  key,
  titleId: `route.${key}`,
  children: children.map((child) => leaf(`${key}/${child}`)),
});

export const PERMISSION_TREE: readonly PermissionNode[] = [
  branch('stock', [
    'list',
    'statistics',
    'entry',
    'diameterSets',
    'deliver',
    'diamData',
    'diamEdit',
    'inventory',
    'containerData',
    'sawTable',
    'calculator',
    'compare',
  ]),
  branch('order', ['orderIn', 'orderOut']),
  branch('device', ['list', 'log', 'cameraList']),
  branch('info', ['deviceUser', 'appUser', 'woodLen', 'woodType', 'warehouse', 'customer', 'diamSort']),
  branch('invoice', ['costRecord', 'recharge']),
  branch('system', ['role', 'setting']),
  branch('countKing', ['list']),
  { key: 'btn', titleId: 'route.btn', children: [leaf('btn.alipay'), leaf('btn.wechat')] },
];

/** The leaves of the tree: the keys that grant a screen (a branch key grants nothing). */
export function leafPermissionKeys(nodes: readonly PermissionNode[] = PERMISSION_TREE): string[] {
  return nodes.flatMap((node) => (node.children ? leafPermissionKeys(node.children) : [node.key]));
}

export function allPermissionKeys(nodes: readonly PermissionNode[] = PERMISSION_TREE): string[] {
  return nodes.flatMap((node) => [node.key, ...allPermissionKeys(node.children ?? [])]);
}

/** User types (spec §3, §6). */
export const USER_TYPE = { SUPER_ADMIN: 3, ORDINARY: 4, ADMIN: 7 } as const;
