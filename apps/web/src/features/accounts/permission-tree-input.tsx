import { Tree, type TreeCheckboxSelectionKeys } from 'primereact/tree';
import { type TreeNode } from 'primereact/treenode';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type CustomInput } from '../../shared/ui/master-data/master-form-dialog';
import { type PermissionNode } from './accounts.api';
import { type CheckedKeys, checkedKeysOf, keysOf } from './permission-keys';

/**
 * §6 a group's route and button keys, chosen in the permission tree from the server (/sys/res/list);
 * the field's value is the keys joined by commas, half-checked parents included.
 */
export function PermissionTreeInput({
  id,
  value,
  set,
  tree,
}: CustomInput & { tree: readonly PermissionNode[] }) {
  const intl = useIntl();
  const nodes = useMemo<TreeNode[]>(() => {
    const label = (node: PermissionNode) => intl.formatMessage({ id: node.titleId as 'route.system' });
    return tree.map((node) => ({
      key: node.key,
      label: label(node),
      data: node.key,
      children: (node.children ?? []).map((child) => ({
        key: child.key,
        label: label(child),
        data: child.key,
      })),
    }));
  }, [tree, intl]);
  const keys = value ? value.split(',') : [];
  return (
    <Tree
      id={id}
      value={nodes}
      selectionMode="checkbox"
      selectionKeys={checkedKeysOf(tree, keys) as TreeCheckboxSelectionKeys}
      onSelectionChange={(event) => set(keysOf(tree, (event.value ?? {}) as CheckedKeys).join(','))}
      expandedKeys={Object.fromEntries(tree.map((node) => [node.key, true]))}
      className="w-full p-0"
      data-testid="permission-tree"
    />
  );
}
