import { type Paging } from '../../shared/ui/data-table-view';
import { accountBody } from './account-rules';
import { type AccountFilters, accountFilterParams, AccountsScreen } from './accounts-screen';
import {
  useDeviceUserCreateMutation,
  useDeviceUserListQuery,
  useDeviceUserStatusMutation,
  useDeviceUserUpdateMutation,
} from './device-accounts.api';

export const deviceUserPageRequest = (filters: AccountFilters, paging: Paging) => ({
  body: { page: paging.page, pageSize: paging.pageSize, ...accountFilterParams(filters) },
});

function useDeviceUserPage(filters: AccountFilters, paging: Paging) {
  const result = useDeviceUserListQuery(deviceUserPageRequest(filters, paging));
  return {
    rows: result.data?.data.records ?? [],
    total: result.data?.data.total ?? 0,
    loading: result.isFetching,
    refetch: result.refetch,
  };
}

/** §2 Device user page: the people who log in on a measuring device; filter, add, edit, status. */
export default function DeviceUsersPage() {
  const [create] = useDeviceUserCreateMutation();
  const [update] = useDeviceUserUpdateMutation();
  const [changeStatus] = useDeviceUserStatusMutation();
  return (
    <AccountsScreen
      testId="device-user"
      usePage={useDeviceUserPage}
      messages={{ add: 'deviceUser.add', edit: 'deviceUser.edit', empty: 'deviceUser.empty' }}
      save={(values, editing) => {
        const body = accountBody(values);
        return editing
          ? update({ body: { id: editing.id, ...body } }).unwrap()
          : create({ body: { ...body, password: body.password ?? '' } }).unwrap();
      }}
      setStatus={(row, status) => changeStatus({ id: row.id, body: { status } }).unwrap()}
    />
  );
}
