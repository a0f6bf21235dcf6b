import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useDeleteWoodKindMutation,
  useDeleteWoodKindsMutation,
  useWoodKindPageQuery,
  type WoodKind,
  type WoodKindPageArg,
} from '../../api/api';
import { formatDateTime } from '../../shared/format/format';
import { confirmDanger } from '../../shared/ui/confirm';
import { DataTableView, FIRST_PAGE, type Paging } from '../../shared/ui/data-table-view';
import { type DateRange, DateRangeFilter, rangeParams } from '../../shared/ui/date-range-filter';
import { FilterBar } from '../../shared/ui/filter-bar';
import { GuardedButton } from '../../shared/ui/guarded-button';
import { notify } from '../../shared/ui/notify';
import { WoodKindDialog } from './wood-kind-dialog';

interface Filters {
  name: string;
  range: DateRange;
}

const NO_FILTERS: Filters = { name: '', range: null };

/** The request of a page of wood kinds for the applied filters. */
export function pageRequest(filters: Filters, paging: Paging): WoodKindPageArg {
  const name = filters.name.trim();
  return {
    body: {
      page: paging.page,
      pageSize: paging.pageSize,
      ...(name ? { woodKindName: name } : {}),
      ...rangeParams(filters.range),
    },
  };
}

type Row = WoodKind & Record<string, unknown>;

/** Wood type master data (spec §2 Master data): filter by name and dates, add, edit, delete selected. */
export default function WoodKindsPage() {
  const intl = useIntl();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [selection, setSelection] = useState<Row[]>([]);
  const [dialog, setDialog] = useState<{ visible: boolean; editing: WoodKind | null }>({
    visible: false,
    editing: null,
  });
  const { data, isFetching } = useWoodKindPageQuery(pageRequest(applied, paging));
  const [deleteOne] = useDeleteWoodKindMutation();
  const [deleteMany] = useDeleteWoodKindsMutation();
  const rows = (data?.data.records ?? []) as Row[];
  const total = data?.data.total ?? 0;

  const search = (filters: Filters) => {
    setApplied(filters);
    setPaging((current) => ({ ...current, page: 1 }));
    setSelection([]);
  };

  /** After deleting, stay on a page that still has rows. */
  const afterDelete = (removed: number) => {
    setSelection([]);
    if (removed >= rows.length && paging.page > 1) {
      setPaging({ ...paging, page: paging.page - 1 });
    }
    notify.success(intl.formatMessage({ id: 'common.deleteSuccess' }));
  };

  const deleteSelected = () => {
    if (selection.length === 0) {
      notify.warn(intl.formatMessage({ id: 'common.selectFirst' }));
      return;
    }
    const ids = selection.map((row) => row.id);
    confirmDanger(intl.formatMessage({ id: 'woodKind.deleteSelectedConfirm' }, { count: ids.length }), () => {
      deleteMany({ body: { ids } })
        .unwrap()
        .then(() => afterDelete(ids.length))
        .catch(() => undefined);
    });
  };

  const deleteRow = (row: WoodKind) => {
    confirmDanger(intl.formatMessage({ id: 'woodKind.deleteConfirm' }, { name: row.woodKindName }), () => {
      deleteOne({ id: row.id })
        .unwrap()
        .then(() => afterDelete(1))
        .catch(() => undefined);
    });
  };

  const filters = (
    <FilterBar
      onSearch={() => search(draft)}
      onReset={() => {
        setDraft(NO_FILTERS);
        search(NO_FILTERS);
      }}
    >
      <span className="flex flex-column gap-1">
        <label htmlFor="filter-wood-kind-name" className="text-sm">
          <FormattedMessage id="woodKind.name" />
        </label>
        <InputText
          id="filter-wood-kind-name"
          value={draft.name}
          maxLength={50}
          placeholder={intl.formatMessage({ id: 'woodKind.namePlaceholder' })}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
      </span>
      <span className="flex flex-column gap-1">
        <label htmlFor="filter-wood-kind-dates" className="text-sm">
          <FormattedMessage id="filter.createdBetween" />
        </label>
        <DateRangeFilter
          id="filter-wood-kind-dates"
          value={draft.range}
          onChange={(range) => setDraft({ ...draft, range })}
        />
      </span>
    </FilterBar>
  );

  const actions = (
    <>
      <Button
        icon="pi pi-plus"
        label={intl.formatMessage({ id: 'common.add' })}
        onClick={() => setDialog({ visible: true, editing: null })}
        data-testid="wood-kind-add"
      />
      <GuardedButton
        icon="pi pi-trash"
        severity="danger"
        outlined
        label={intl.formatMessage({ id: 'common.deleteSelected' })}
        onClick={deleteSelected}
        data-testid="wood-kind-delete-selected"
      />
    </>
  );

  return (
    <>
      <DataTableView<Row>
        rows={rows}
        total={total}
        loading={isFetching}
        paging={paging}
        onPaging={(next) => {
          setPaging(next);
          setSelection([]);
        }}
        dataKey="id"
        selection={selection}
        onSelectionChange={setSelection}
        filters={filters}
        actions={actions}
        emptyMessage={<FormattedMessage id="woodKind.empty" />}
        testId="wood-kinds-table"
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column
          header="#"
          headerStyle={{ width: '4rem' }}
          body={(_row: Row, options: { rowIndex: number }) =>
            (paging.page - 1) * paging.pageSize + options.rowIndex + 1
          }
        />
        <Column field="woodKindName" header={intl.formatMessage({ id: 'woodKind.name' })} />
        <Column field="remark" header={intl.formatMessage({ id: 'woodKind.remark' })} />
        <Column
          header={intl.formatMessage({ id: 'common.createTime' })}
          body={(row: Row) => formatDateTime(intl, row.createTime)}
        />
        <Column
          header={intl.formatMessage({ id: 'common.actions' })}
          headerStyle={{ width: '8rem' }}
          body={(row: Row) => (
            <span className="flex gap-1">
              <Button
                text
                rounded
                icon="pi pi-pencil"
                aria-label={intl.formatMessage({ id: 'common.edit' })}
                title={intl.formatMessage({ id: 'common.edit' })}
                onClick={() => setDialog({ visible: true, editing: row })}
                data-testid="wood-kind-edit"
              />
              <Button
                text
                rounded
                severity="danger"
                icon="pi pi-trash"
                aria-label={intl.formatMessage({ id: 'common.delete' })}
                title={intl.formatMessage({ id: 'common.delete' })}
                onClick={() => deleteRow(row)}
                data-testid="wood-kind-delete"
              />
            </span>
          )}
        />
      </DataTableView>
      <WoodKindDialog
        visible={dialog.visible}
        editing={dialog.editing}
        onHide={() => setDialog({ visible: false, editing: null })}
      />
    </>
  );
}
