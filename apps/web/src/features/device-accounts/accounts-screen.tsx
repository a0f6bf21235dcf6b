import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../shared/format/format';
import { confirmDanger } from '../../shared/ui/confirm';
import { DataTableView, type Paging, rowNumberColumn } from '../../shared/ui/data-table-view';
import { CreatedBetweenFilter, type DateRange, rangeParams } from '../../shared/ui/date-range-filter';
import { FilterBar } from '../../shared/ui/filter-bar';
import { DeleteSelectedButton } from '../../shared/ui/guarded-button';
import { IconButton } from '../../shared/ui/icon-button';
import { sameRequest, useListFilters } from '../../shared/ui/list-search';
import { notify } from '../../shared/ui/notify';
import { StatusSwitch } from '../../shared/ui/status-switch';
import { TextFilter } from '../../shared/ui/text-filter';
import { AccountFormDialog } from './account-form-dialog';
import { type AccountValues, USERNAME_MAX } from './account-rules';
import { type Account } from './device-accounts.api';

/** The filters of an account list: part of the username and the creation days. */
export interface AccountFilters {
  username: string;
  range: DateRange;
}

const NO_FILTERS: AccountFilters = { username: '', range: null };

/** The username (trimmed, when given) and the creation days of a list request. */
export const accountFilterParams = (filters: AccountFilters) => ({
  ...(filters.username.trim() ? { username: filters.username.trim() } : {}),
  ...rangeParams(filters.range),
});

interface AccountsScreenProps {
  /** Prefix of test ids and input ids: `${testId}-add`, `${testId}-status`, ... */
  testId: string;
  usePage: (
    filters: AccountFilters,
    paging: Paging,
  ) => { rows: Account[]; total: number; loading: boolean; refetch: () => unknown };
  messages: { add: WebMessageId; edit: WebMessageId; empty: WebMessageId };
  save: (values: AccountValues, editing: Account | null) => Promise<unknown>;
  setStatus: (row: Account, status: 0 | 1) => Promise<unknown>;
  /** App users only (§2): delete one, and the selected rows one call each, after a confirmation. */
  remove?: {
    deleteOne: (id: string) => Promise<unknown>;
    deleteConfirm: WebMessageId;
    deleteSelectedConfirm: WebMessageId;
  };
}

type Row = Account & Record<string, unknown>;

/**
 * The device user and app user lists (§2 Master data and accounts): filter by username and
 * creation days, add, edit, a status switch whose row changes once the server has agreed (§4
 * Others), and for app users delete with a confirmation (a warning when nothing is selected).
 */
export function AccountsScreen({ testId, usePage, messages, save, setStatus, remove }: AccountsScreenProps) {
  const intl = useIntl();
  const { field, applied, paging, setPaging, bar } = useListFilters(NO_FILTERS, sameRequest);
  const [selection, setSelection] = useState<Row[]>([]);
  const [dialog, setDialog] = useState<{ visible: boolean; editing: Account | null }>({
    visible: false,
    editing: null,
  });
  const page = usePage(applied, paging);
  const rows = page.rows as Row[];

  /** Deletes the rows one call each (§7 delete by id, per item), stopping at the first refusal. */
  const deleteRows = (ids: string[], message: string) => {
    if (!remove) {
      return;
    }
    confirmDanger(message, () => {
      void (async () => {
        for (const id of ids) {
          try {
            await remove.deleteOne(id);
          } catch {
            // The API layer has shown the server's message.
            return;
          }
        }
        setSelection([]);
        if (ids.length >= rows.length && paging.page > 1) {
          setPaging({ ...paging, page: paging.page - 1 });
        }
        notify.success(intl.formatMessage({ id: 'common.deleteSuccess' }));
      })();
    });
  };

  const deleteSelected = () => {
    if (!remove) {
      return;
    }
    if (selection.length === 0) {
      notify.warn(intl.formatMessage({ id: 'common.selectFirst' }));
      return;
    }
    const ids = selection.map((row) => row.id);
    deleteRows(ids, intl.formatMessage({ id: remove.deleteSelectedConfirm }, { count: ids.length }));
  };

  const filters = (
    <FilterBar {...bar(page.refetch, () => setSelection([]))}>
      <TextFilter
        id={`${testId}-filter-username`}
        labelId="account.username"
        placeholderId="account.usernamePlaceholder"
        {...field('username')}
        maxLength={USERNAME_MAX}
      />
      <CreatedBetweenFilter id={`${testId}-filter-dates`} {...field('range')} />
    </FilterBar>
  );

  const actions = (
    <>
      <Button
        icon="pi pi-plus"
        label={intl.formatMessage({ id: 'common.add' })}
        onClick={() => setDialog({ visible: true, editing: null })}
        data-testid={`${testId}-add`}
      />
      {remove && <DeleteSelectedButton onClick={deleteSelected} testId={testId} />}
    </>
  );

  return (
    <>
      <DataTableView<Row>
        rows={rows}
        total={page.total}
        loading={page.loading}
        paging={paging}
        onPaging={(next) => {
          setPaging(next);
          setSelection([]);
        }}
        dataKey="id"
        {...(remove ? { selection, onSelectionChange: setSelection } : {})}
        filters={filters}
        actions={actions}
        emptyMessage={<FormattedMessage id={messages.empty} />}
        testId={`${testId}-table`}
      >
        {remove && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />}
        {rowNumberColumn(paging)}
        <Column field="username" header={intl.formatMessage({ id: 'account.username' })} />
        <Column field="realName" header={intl.formatMessage({ id: 'account.realName' })} />
        <Column field="phone" header={intl.formatMessage({ id: 'account.phone' })} />
        <Column
          header={intl.formatMessage({ id: 'common.createTime' })}
          body={(row: Row) => formatDateTime(intl, row.createTime)}
        />
        <Column
          header={intl.formatMessage({ id: 'account.status' })}
          body={(row: Row) => (
            <StatusSwitch
              status={row.status}
              change={(status) => setStatus(row, status)}
              testId={`${testId}-status`}
            />
          )}
        />
        <Column
          header={intl.formatMessage({ id: 'common.actions' })}
          headerStyle={{ width: '8rem' }}
          body={(row: Row) => (
            <span className="flex gap-1">
              <IconButton
                icon="pi pi-pencil"
                labelId="common.edit"
                onClick={() => setDialog({ visible: true, editing: row })}
                testId={`${testId}-edit`}
              />
              {remove && (
                <IconButton
                  severity="danger"
                  icon="pi pi-trash"
                  labelId="common.delete"
                  onClick={() =>
                    deleteRows(
                      [row.id],
                      intl.formatMessage({ id: remove.deleteConfirm }, { name: row.username }),
                    )
                  }
                  testId={`${testId}-delete`}
                />
              )}
            </span>
          )}
        />
      </DataTableView>
      <AccountFormDialog
        idPrefix={testId}
        titles={{ add: messages.add, edit: messages.edit }}
        visible={dialog.visible}
        editing={dialog.editing}
        onHide={() => setDialog({ visible: false, editing: null })}
        save={save}
      />
    </>
  );
}
