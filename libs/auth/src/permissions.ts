import { allPermissionKeys, type RequiredPermission, USER_TYPE } from '@timber/contracts';

/** The permission keys a user holds: every key for a super administrator, else the groups' keys. */
export function effectiveResources(userType: number, groupPaths: readonly string[]): string[] {
  if (userType === USER_TYPE.SUPER_ADMIN) {
    return allPermissionKeys();
  }
  const known = new Set(allPermissionKeys());
  return [...new Set(groupPaths)].filter((key) => known.has(key)).sort();
}

/**
 * Whether the resources allow a route: its one key, or any one key of a list (a route several
 * screens call, libs/contracts ApiRoute.permission). A key is held only when it is among the
 * resources: a branch key of the tree grants none of its leaves, and an empty list grants nothing.
 */
export function holdsPermission(resources: readonly string[], required: RequiredPermission): boolean {
  return typeof required === 'string'
    ? resources.includes(required)
    : required.some((key) => resources.includes(key));
}
