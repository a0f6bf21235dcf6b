import { type WebMessageId } from '@timber/i18n';
import { Column } from 'primereact/column';
import { useIntl } from 'react-intl';
import { digitsOnly } from '../../shared/form/sanitize';
import { formatDateTime } from '../../shared/format/format';
import { type Paging } from '../../shared/ui/data-table-view';
import {
  listBody,
  MasterDataScreen,
  type MasterFilters,
  pageOf,
} from '../../shared/ui/master-data/master-data-screen';
import { type MasterField } from '../../shared/ui/master-data/master-form-dialog';
import { StatusSwitch } from '../../shared/ui/status-switch';
import { useAppSelector } from '../../store/hooks';
import {
  ASSIGNABLE_TYPES,
  USER_LIMITS,
  userBody,
  type UserField,
  userLocks,
  userRules,
  userValues,
} from './account-rules';
import {
  ALL_GROUPS,
  type SystemUser,
  usePermissionGroupListQuery,
  useSystemUserCreateMutation,
  useSystemUserDeleteMutation,
  useSystemUserListQuery,
  useSystemUserStatusMutation,
  useSystemUserUpdateMutation,
} from './accounts.api';

/** §3 System user type: 3 super administrator, 7 administrator, 4 ordinary user; any other shows as administrator. */
export const typeLabel = (type: number): WebMessageId =>
  type === 3 ? 'systemUser.typeSuper' : type === 4 ? 'systemUser.typeOrdinary' : 'systemUser.typeAdmin';

const useUserPage = (filters: MasterFilters, paging: Paging) =>
  pageOf(useSystemUserListQuery({ body: listBody(filters, paging) }));

/**
 * §2 Account management, tab User (the user management list): filter by creation days; every
 * field of §3 System user as a column, all in view at 1440 px (on a phone the table scrolls sideways
 * inside its card, name and actions frozen);
 * add, edit, the status switch, delete with a confirmation. A super administrator's row and the
 * user's own status and delete are disabled, saying why (§6, as the server refuses them).
 */
export function UsersTab() {
  const intl = useIntl();
  const self = useAppSelector((state) => state.session.user?.username);
  const [create] = useSystemUserCreateMutation();
  const [update] = useSystemUserUpdateMutation();
  const [changeStatus] = useSystemUserStatusMutation();
  const [remove] = useSystemUserDeleteMutation();
  const groups = usePermissionGroupListQuery(ALL_GROUPS).data?.data.records ?? [];

  const fields: MasterField<UserField>[] = [
    {
      name: 'username',
      id: 'system-user-username',
      labelId: 'account.username',
      required: true,
      maxLength: USER_LIMITS.username,
    },
    {
      name: 'realName',
      id: 'system-user-realName',
      labelId: 'account.realName',
      required: true,
      maxLength: USER_LIMITS.realName,
    },
    {
      name: 'phone',
      id: 'system-user-phone',
      labelId: 'account.phone',
      required: true,
      maxLength: USER_LIMITS.phone,
      inputMode: 'tel',
      sanitize: (raw) => digitsOnly(raw, USER_LIMITS.phone),
    },
    {
      name: 'email',
      id: 'system-user-email',
      labelId: 'account.email',
      maxLength: USER_LIMITS.email,
      inputMode: 'email',
    },
    {
      name: 'type',
      id: 'system-user-type',
      labelId: 'systemUser.type',
      kind: 'select',
      required: true,
      options: ASSIGNABLE_TYPES.map((type) => ({ value: String(type), labelId: typeLabel(type) })),
    },
    {
      name: 'roleIds',
      id: 'system-user-roleIds',
      labelId: 'systemUser.groups',
      kind: 'multiselect',
      required: true,
      options: groups.map((group) => ({ value: group.id, label: group.permName })),
    },
    {
      name: 'password',
      id: 'system-user-password',
      labelId: 'account.password',
      kind: 'password',
      required: 'add',
      maxLength: USER_LIMITS.passwordMax,
      hint: { id: 'account.passwordKeepHint', only: 'edit' },
    },
    {
      name: 'confirm',
      id: 'system-user-confirm',
      labelId: 'account.confirm',
      kind: 'password',
      required: 'add',
      maxLength: USER_LIMITS.passwordMax,
    },
  ];

  return (
    <MasterDataScreen<SystemUser, UserField>
      testId="system-user"
      tableTestId="system-users-table"
      usePage={useUserPage}
      dateFilter
      columns={[
        <Column
          key="username"
          field="username"
          frozen
          header={intl.formatMessage({ id: 'account.username' })}
        />,
        <Column key="realName" field="realName" header={intl.formatMessage({ id: 'account.realName' })} />,
        <Column key="phone" field="phone" header={intl.formatMessage({ id: 'account.phone' })} />,
        <Column
          key="type"
          header={intl.formatMessage({ id: 'systemUser.type' })}
          body={(row: SystemUser) => intl.formatMessage({ id: typeLabel(row.type) })}
        />,
        <Column
          key="groups"
          header={intl.formatMessage({ id: 'systemUser.groups' })}
          body={(row: SystemUser) => row.permissionsList.map((group) => group.name).join(', ')}
        />,
        <Column
          key="lastSignTime"
          header={intl.formatMessage({ id: 'systemUser.lastSignTime' })}
          body={(row: SystemUser) => formatDateTime(intl, row.lastSignTime)}
        />,
        <Column
          key="signNum"
          header={intl.formatMessage({ id: 'systemUser.signNum' })}
          body={(row: SystemUser) => <span data-testid="system-user-signNum">{row.signNum}</span>}
        />,
      ]}
      trailingColumns={
        <Column
          header={intl.formatMessage({ id: 'account.status' })}
          body={(row: SystemUser) => {
            const reason = userLocks(row, self).status;
            return (
              <StatusSwitch
                status={row.status}
                disabledReason={reason && intl.formatMessage({ id: reason })}
                change={(status) => changeStatus({ body: { id: row.id, status } }).unwrap()}
                testId="system-user-status"
              />
            );
          }}
        />
      }
      rowName={(row) => row.username}
      messages={{ empty: 'systemUser.empty', deleteConfirm: 'systemUser.deleteConfirm' }}
      deleteOne={(id) => remove({ id }).unwrap()}
      locks={(row) => userLocks(row, self)}
      form={{
        addTitleId: 'systemUser.add',
        editTitleId: 'systemUser.edit',
        fields,
        rules: userRules,
        values: userValues,
        save: (values, editing) =>
          editing
            ? update({ body: { id: editing.id, ...userBody(values) } }).unwrap()
            : create({ body: { ...userBody(values), password: userBody(values).password ?? '' } }).unwrap(),
      }}
    />
  );
}
