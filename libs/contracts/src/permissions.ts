/**
 * The permission tree (spec §2 menu routes, §6): route keys a permission group may grant, and
 * button keys prefixed `btn.`. The web app builds its menu from the keys a user holds; hidden
 * routes are always kept. Titles are message ids of the i18n catalogue.
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
    'entry',
    'deliver',
    'diamData',
    'diamEdit',
    'inventory',
    'containerData',
    'sawTable',
  ]),
  branch('order', ['orderIn', 'orderOut']),
  branch('device', ['list', 'log', 'cameraList']),
  branch('info', ['deviceUser', 'appUser', 'woodLen', 'woodType', 'warehouse', 'customer', 'diamSort']),
  branch('invoice', ['costRecord', 'recharge']),
  branch('system', ['role', 'setting']),
  branch('countKing', ['list']),
  { key: 'btn', titleId: 'route.btn', children: [leaf('btn.alipay'), leaf('btn.wechat')] },
];

export function allPermissionKeys(nodes: readonly PermissionNode[] = PERMISSION_TREE): string[] {
  return nodes.flatMap((node) => [node.key, ...allPermissionKeys(node.children ?? [])]);
}

/** User types (spec §3, §6). */
export const USER_TYPE = { SUPER_ADMIN: 3, ORDINARY: 4, ADMIN: 7 } as const;
