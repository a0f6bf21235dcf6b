import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../format/format';
import { confirmDanger } from '../confirm';
import { actionsColumn, DataTableView, type Paging, rowNumberColumn } from '../data-table-view';
import { CreatedBetweenFilter, type DateRange, rangeParams } from '../date-range-filter';
import { FilterBar } from '../filter-bar';
import { DeleteSelectedButton } from '../guarded-button';
import { IconButton } from '../icon-button';
import { sameRequest, useListFilters } from '../list-search';
import { notify } from '../notify';
import { TextFilter } from '../text-filter';
import { type MasterForm, MasterFormDialog } from './master-form-dialog';

/** The filters of a master-data list: one text field and the creation dates. */
export interface MasterFilters {
  text: string;
  range: DateRange;
}

export const NO_FILTERS: MasterFilters = { text: '', range: null };

/** page, pageSize and the creation dates of a list request. */
export const listBody = (filters: MasterFilters, paging: Paging) => ({
  page: paging.page,
  pageSize: paging.pageSize,
  ...rangeParams(filters.range),
});

/** The text filter under its API name, trimmed; nothing when empty. */
export function textParam<K extends string>(filters: MasterFilters, key: K): Partial<Record<K, string>> {
  const text = filters.text.trim();
  return text ? ({ [key]: text } as Record<K, string>) : {};
}

/** The reasons a row's edit and delete buttons are disabled (message ids); none: enabled. */
export type RowLocks = Partial<Record<'edit' | 'delete', WebMessageId>>;

export interface MasterRow {
  id: string;
  createTime: string;
}

/** A page of rows as an RTK Query hook gives it. */
export interface MasterPage<Row> {
  rows: Row[];
  total: number;
  loading: boolean;
  /** asks the server again (Search with unchanged filters) */
  refetch: () => unknown;
}

/** The page of an RTK Query list result. */
export const pageOf = <Row,>(result: {
  data?: { data: { records: Row[]; total: number } };
  isFetching: boolean;
  refetch: () => unknown;
}): MasterPage<Row> => ({
  rows: result.data?.data.records ?? [],
  total: result.data?.data.total ?? 0,
  loading: result.isFetching,
  refetch: result.refetch,
});

interface TextFilter {
  id: string;
  labelId: WebMessageId;
  placeholderId: WebMessageId;
  maxLength: number;
  inputMode?: 'text' | 'decimal';
  sanitize?: (raw: string) => string;
}

export interface MasterDataScreenProps<Row extends MasterRow, F extends string> {
  /** Prefix of the buttons' test ids: `${testId}-add`, `${testId}-edit`, ... */
  testId: string;
  tableTestId: string;
  /** The page of rows for the applied filters (calls the screen's list query). */
  usePage: (filters: MasterFilters, paging: Paging) => MasterPage<Row>;
  textFilter?: TextFilter;
  /** Filter by creation dates (spec §2 Master data). */
  dateFilter?: boolean;
  /** The screen's own columns, between the row number and the creation time. */
  columns: ReactNode;
  /** What a delete confirmation calls the row. */
  rowName: (row: Row) => string;
  messages: { empty: WebMessageId; deleteConfirm: WebMessageId; deleteSelectedConfirm?: WebMessageId };
  deleteOne: (id: string) => Promise<unknown>;
  /** Deletes the selected rows; without it rows are deleted one at a time only (no selection). */
  deleteMany?: (ids: string[]) => Promise<unknown>;
  form: MasterForm<Row, F>;
  /** More buttons after add and delete selected. */
  extraActions?: ReactNode;
  /**
   * Why a row may not be edited or deleted (default: every row may): the button stays in its
   * place, disabled, and says why on hover.
   */
  locks?: (row: Row) => RowLocks;
  /** A table wider than the page: it scrolls sideways with the row number and actions frozen (DataTableView `wide`). */
  wide?: boolean;
  /** Shown before the creation time (e.g. a status switch). */
  trailingColumns?: ReactNode;
}

/**
 * The master-data list (spec §2 Master data, §5, §8): filters, add, edit, delete one or the
 * selected rows after a confirmation, a warning when nothing is selected, paging by the spec's
 * sizes. Every master-data screen is this with its own columns, filter and form.
 */
export function MasterDataScreen<Row extends MasterRow, F extends string>({
  testId,
  tableTestId,
  usePage,
  textFilter,
  dateFilter = false,
  columns,
  rowName,
  messages,
  deleteOne,
  deleteMany,
  form,
  extraActions,
  locks = () => ({}),
  trailingColumns,
  wide = false,
}: MasterDataScreenProps<Row, F>) {
  type TableRow = Row & Record<string, unknown>;
  const intl = useIntl();
  const { draft, setDraft, field, applied, paging, setPaging, bar } = useListFilters(NO_FILTERS, sameRequest);
  const [selection, setSelection] = useState<TableRow[]>([]);
  const [dialog, setDialog] = useState<{ visible: boolean; editing: Row | null }>({
    visible: false,
    editing: null,
  });
  const page = usePage(applied, paging);
  const rows = page.rows as TableRow[];
  const selectable = deleteMany !== undefined;

  /** After deleting, stay on a page that still has rows. */
  const afterDelete = (removed: number) => {
    setSelection([]);
    if (removed >= rows.length && paging.page > 1) {
      setPaging({ ...paging, page: paging.page - 1 });
    }
    notify.success(intl.formatMessage({ id: 'common.deleteSuccess' }));
  };

  const remove = (message: string, ids: string[], call: () => Promise<unknown>) =>
    confirmDanger(message, () => {
      call()
        .then(() => afterDelete(ids.length))
        // The API layer has shown the server's message.
        .catch(() => undefined);
    });

  const deleteSelected = () => {
    if (!deleteMany) {
      return;
    }
    if (selection.length === 0) {
      notify.warn(intl.formatMessage({ id: 'common.selectFirst' }));
      return;
    }
    const ids = selection.map((row) => row.id);
    remove(
      intl.formatMessage(
        { id: messages.deleteSelectedConfirm ?? messages.deleteConfirm },
        { count: ids.length },
      ),
      ids,
      () => deleteMany(ids),
    );
  };

  const filters = (textFilter || dateFilter) && (
    <FilterBar {...bar(page.refetch, () => setSelection([]))}>
      {textFilter && (
        <TextFilter
          id={textFilter.id}
          labelId={textFilter.labelId}
          placeholderId={textFilter.placeholderId}
          value={draft.text}
          maxLength={textFilter.maxLength}
          inputMode={textFilter.inputMode}
          onChange={(text) =>
            setDraft({ ...draft, text: textFilter.sanitize ? textFilter.sanitize(text) : text })
          }
        />
      )}
      {dateFilter && <CreatedBetweenFilter id={`${testId}-filter-dates`} {...field('range')} />}
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
      {selectable && <DeleteSelectedButton onClick={deleteSelected} testId={testId} />}
      {extraActions}
    </>
  );

  return (
    <>
      <DataTableView<TableRow>
        rows={rows}
        total={page.total}
        loading={page.loading}
        paging={paging}
        onPaging={(next) => {
          setPaging(next);
          setSelection([]);
        }}
        dataKey="id"
        {...(selectable ? { selection, onSelectionChange: setSelection } : {})}
        filters={filters || undefined}
        actions={actions}
        emptyMessage={<FormattedMessage id={messages.empty} />}
        testId={tableTestId}
        wide={wide}
      >
        {selectable && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />}
        {rowNumberColumn(paging, wide)}
        {columns}
        {trailingColumns}
        <Column
          header={intl.formatMessage({ id: 'common.createTime' })}
          body={(row: TableRow) => formatDateTime(intl, row.createTime)}
        />
        {actionsColumn(intl.formatMessage({ id: 'common.actions' }), (row: TableRow) => {
          const locked = locks(row);
          return (
            <span className="flex gap-1">
              <IconButton
                icon="pi pi-pencil"
                labelId="common.edit"
                disabledReasonId={locked.edit}
                onClick={() => setDialog({ visible: true, editing: row })}
                testId={`${testId}-edit`}
              />
              <IconButton
                severity="danger"
                icon="pi pi-trash"
                labelId="common.delete"
                disabledReasonId={locked.delete}
                onClick={() =>
                  remove(
                    intl.formatMessage({ id: messages.deleteConfirm }, { name: rowName(row) }),
                    [row.id],
                    () => deleteOne(row.id),
                  )
                }
                testId={`${testId}-delete`}
              />
            </span>
          );
        })}
      </DataTableView>
      <MasterFormDialog
        form={form}
        visible={dialog.visible}
        editing={dialog.editing}
        onHide={() => setDialog({ visible: false, editing: null })}
      />
    </>
  );
}
