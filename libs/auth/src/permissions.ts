import { allPermissionKeys, USER_TYPE } from '@timber/contracts';

/** The permission keys a user holds: every key for a super administrator, else the groups' keys. */
export function effectiveResources(userType: number, groupPaths: readonly string[]): string[] {
  if (userType === USER_TYPE.SUPER_ADMIN) {
    return allPermissionKeys();
  }
  const known = new Set(allPermissionKeys());
  return [...new Set(groupPaths)].filter((key) => known.has(key)).sort();
}

export function holdsPermission(resources: readonly string[], required: string): boolean {
  return resources.includes(required);
}
