import { Column } from 'primereact/column';
import { useIntl } from 'react-intl';
import { maxLength, required } from '../../shared/form/validators';
import { type Paging } from '../../shared/ui/data-table-view';
import { MasterDataScreen, type MasterFilters, pageOf } from '../../shared/ui/master-data/master-data-screen';
import { type MasterField } from '../../shared/ui/master-data/master-form-dialog';
import {
  type PermissionGroup,
  usePermissionGroupDeleteMutation,
  usePermissionGroupListQuery,
  usePermissionGroupSaveMutation,
  usePermissionTreeQuery,
} from './accounts.api';
import { PermissionTreeInput } from './permission-tree-input';

/** §5 Permission group: permName required (max 20); description optional. */
const NAME_MAX = 20;
const DESC_MAX = 200;

type GroupField = 'permName' | 'permDesc' | 'path';

const useGroupPage = (_filters: MasterFilters, paging: Paging) =>
  pageOf(usePermissionGroupListQuery({ body: { page: paging.page, pageSize: paging.pageSize } }));

/** §2 Account management, tab Role: the groups by name, add, edit (name, description, the keys in the tree), delete. */
export function GroupsTab() {
  const intl = useIntl();
  const [save] = usePermissionGroupSaveMutation();
  const [remove] = usePermissionGroupDeleteMutation();
  const tree = usePermissionTreeQuery().data?.data ?? [];

  const fields: MasterField<GroupField>[] = [
    {
      name: 'permName',
      id: 'perm-group-name',
      labelId: 'permGroup.name',
      required: true,
      maxLength: NAME_MAX,
    },
    {
      name: 'permDesc',
      id: 'perm-group-desc',
      labelId: 'permGroup.desc',
      kind: 'textarea',
      maxLength: DESC_MAX,
    },
    {
      name: 'path',
      id: 'perm-group-path',
      labelId: 'permGroup.keys',
      kind: 'custom',
      render: (input) => <PermissionTreeInput {...input} tree={tree} />,
    },
  ];

  return (
    <MasterDataScreen<PermissionGroup, GroupField>
      testId="perm-group"
      tableTestId="perm-groups-table"
      usePage={useGroupPage}
      columns={[
        <Column key="name" field="permName" header={intl.formatMessage({ id: 'permGroup.name' })} />,
        <Column key="desc" field="permDesc" header={intl.formatMessage({ id: 'permGroup.desc' })} />,
      ]}
      rowName={(row) => row.permName}
      messages={{ empty: 'permGroup.empty', deleteConfirm: 'permGroup.deleteConfirm' }}
      deleteOne={(id) => remove({ id }).unwrap()}
      form={{
        addTitleId: 'permGroup.add',
        editTitleId: 'permGroup.edit',
        fields,
        rules: {
          permName: [required('permGroup.nameRequired'), maxLength(NAME_MAX)],
          permDesc: [maxLength(DESC_MAX)],
        },
        values: (row) => ({
          permName: row?.permName ?? '',
          permDesc: row?.permDesc ?? '',
          path: row?.path.join(',') ?? '',
        }),
        save: (values, editing) =>
          save({
            body: {
              ...(editing ? { id: editing.id } : {}),
              permName: values.permName,
              permDesc: values.permDesc,
              path: values.path ? values.path.split(',') : [],
            },
          }).unwrap(),
      }}
    />
  );
}
