import { type Paging } from '../../shared/ui/data-table-view';
import { accountBody } from './account-rules';
import { type AccountFilters, accountFilterParams, AccountsScreen } from './accounts-screen';
import {
  useAppUserCreateMutation,
  useAppUserDeleteMutation,
  useAppUserListQuery,
  useAppUserStatusMutation,
  useAppUserUpdateMutation,
} from './device-accounts.api';

/** §3 App user query: page, limit (the page size), username, createTimeFrom, createTimeTo. */
export const appUserPageRequest = (filters: AccountFilters, paging: Paging) => ({
  body: { page: paging.page, limit: paging.pageSize, ...accountFilterParams(filters) },
});

function useAppUserPage(filters: AccountFilters, paging: Paging) {
  const result = useAppUserListQuery(appUserPageRequest(filters, paging));
  return {
    rows: result.data?.data.records ?? [],
    total: result.data?.data.total ?? 0,
    loading: result.isFetching,
    refetch: result.refetch,
  };
}

/** §2 App user page: filter, add, edit, delete selected, enable/disable, paging (20, §9). */
export default function AppUsersPage() {
  const [create] = useAppUserCreateMutation();
  const [update] = useAppUserUpdateMutation();
  const [remove] = useAppUserDeleteMutation();
  const [changeStatus] = useAppUserStatusMutation();
  return (
    <AccountsScreen
      testId="app-user"
      usePage={useAppUserPage}
      messages={{ add: 'appUser.add', edit: 'appUser.edit', empty: 'appUser.empty' }}
      save={(values, editing) => {
        const body = accountBody(values);
        return editing
          ? update({ body: { id: editing.id, ...body } }).unwrap()
          : create({ body: { ...body, password: body.password ?? '' } }).unwrap();
      }}
      setStatus={(row, status) => changeStatus({ body: { id: row.id, status } }).unwrap()}
      remove={{
        deleteOne: (id) => remove({ id }).unwrap(),
        deleteConfirm: 'appUser.deleteConfirm',
        deleteSelectedConfirm: 'appUser.deleteSelectedConfirm',
      }}
    />
  );
}
