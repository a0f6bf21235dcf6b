import { type PermissionNode } from './accounts.api';

/** PrimeReact's checkbox tree selection: per key, checked or half-checked. */
export type CheckedKeys = Record<string, { checked: boolean; partialChecked: boolean }>;

/**
 * A group's keys as the tree shows them: a leaf is checked when the group holds it; a branch is
 * checked when all its children are, half-checked when some are.
 */
export function checkedKeysOf(tree: readonly PermissionNode[], keys: readonly string[]): CheckedKeys {
  const held = new Set(keys);
  const result: CheckedKeys = {};
  for (const node of tree) {
    const children = node.children ?? [];
    if (children.length === 0) {
      if (held.has(node.key)) {
        result[node.key] = { checked: true, partialChecked: false };
      }
      continue;
    }
    const checked = children.filter((child) => held.has(child.key));
    for (const child of checked) {
      result[child.key] = { checked: true, partialChecked: false };
    }
    if (checked.length > 0) {
      result[node.key] = {
        checked: checked.length === children.length,
        partialChecked: checked.length < children.length,
      };
    }
  }
  return result;
}

/** The keys a group saves: every checked key and every half-checked parent (§3 Permission group), in tree order. */
export function keysOf(tree: readonly PermissionNode[], selection: CheckedKeys): string[] {
  const flat = tree.flatMap((node) => [node.key, ...(node.children ?? []).map((child) => child.key)]);
  return flat.filter((key) => selection[key]?.checked || selection[key]?.partialChecked);
}
