import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@timber/contracts';
import { Column } from 'primereact/column';
import {
  DataTable,
  type DataTableExpandedRows,
  type DataTablePageEvent,
  type DataTableValueArray,
} from 'primereact/datatable';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { choosableColumns, ColumnChooser, useHiddenColumns, visibleColumns } from './column-chooser';
import { EmptyState } from './empty-state';

export interface Paging {
  /** 1-based, as the API counts pages. */
  page: number;
  pageSize: number;
}

export const FIRST_PAGE: Paging = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

/**
 * The "#" column of a paged table: a row's number in the whole list, counting the pages before;
 * `frozen` in a wide table. A function, not a component: the DataTable reads its Column children's
 * own props.
 */
export const rowNumberColumn = (paging: Paging, frozen = false) => (
  <Column
    header="#"
    frozen={frozen}
    headerStyle={{ width: '4rem' }}
    body={(_row: unknown, options: { rowIndex: number }) =>
      (paging.page - 1) * paging.pageSize + options.rowIndex + 1
    }
  />
);

/**
 * The actions column of a table (issues 35 and 41): a named header, frozen on the right so it stays
 * in view while the table scrolls sideways inside its card, each button whole on one line (they go
 * under one another only when the column is narrow). A function, not a component, as above.
 */
export const actionsColumn = <T,>(header: string, body: (row: T) => ReactNode) => (
  <Column
    key="actions"
    header={header}
    frozen
    alignFrozen="right"
    headerClassName="table-actions"
    bodyClassName="table-actions"
    body={body}
  />
);

interface DataTableViewProps<T extends Record<string, unknown>> {
  rows: T[];
  total: number;
  loading: boolean;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  dataKey: keyof T & string;
  /** Rows ticked for bulk actions; pass both to get a selection column. */
  selection?: T[];
  onSelectionChange?: (rows: T[]) => void;
  /** The filter bar above the table. */
  filters?: ReactNode;
  /** Buttons above the table (add, delete selected, ...). */
  actions?: ReactNode;
  /** Where a screen puts its export button. */
  exportSlot?: ReactNode;
  pageSizes?: readonly number[];
  emptyMessage?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** Classes of a row, e.g. a warning highlight. */
  rowClassName?: (row: T) => string | undefined;
  /** What an expanded row shows beneath it; pass it to get an expander column first. */
  rowExpansion?: (row: T) => ReactNode;
  /**
   * A table of many columns whose cells keep to one line. Every table scrolls sideways inside its
   * card when it is wider, its `frozen` columns (the first ones, and the actions with
   * alignFrozen="right") staying in view; a wide one does so sooner, as its cells never wrap.
   */
  wide?: boolean;
  /**
   * The list's key for the column chooser (e.g. stock-in): the user picks which of the columns
   * with a `columnKey` to show, kept per user. Without it every column shows.
   */
  columnsKey?: string;
}

/**
 * The list screens' table: filter bar, actions, lazy paging with the spec's page sizes
 * (10, 20, 50, 100; default 20), row selection, loading and empty states.
 */
export function DataTableView<T extends Record<string, unknown>>({
  rows,
  total,
  loading,
  paging,
  onPaging,
  dataKey,
  selection,
  onSelectionChange,
  filters,
  actions,
  exportSlot,
  pageSizes = PAGE_SIZES,
  emptyMessage,
  children,
  testId,
  rowClassName,
  rowExpansion,
  wide = false,
  columnsKey,
}: DataTableViewProps<T>) {
  const intl = useIntl();
  const [hidden, setHidden] = useHiddenColumns(columnsKey);
  const choosable = columnsKey ? choosableColumns(children) : [];
  const [expandedRows, setExpandedRows] = useState<DataTableExpandedRows | DataTableValueArray>({});
  const onPage = (event: DataTablePageEvent) => {
    onPaging({ page: (event.page ?? 0) + 1, pageSize: event.rows });
  };
  const selectable = selection !== undefined && onSelectionChange !== undefined;
  const table = {
    value: rows as DataTableValueArray,
    dataKey,
    lazy: true,
    paginator: true,
    first: (paging.page - 1) * paging.pageSize,
    rows: paging.pageSize,
    totalRecords: total,
    rowsPerPageOptions: [...pageSizes],
    onPage,
    loading,
    // the overlay's spinner icon is unnamed: the overlay says what it is (issue 41)
    pt: {
      loadingOverlay: { role: 'status', 'aria-label': intl.formatMessage({ id: 'common.loading' }) },
    },
    stripedRows: true,
    size: 'small' as const,
    emptyMessage: <EmptyState>{emptyMessage}</EmptyState>,
    paginatorTemplate: 'RowsPerPageDropdown FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink',
    paginatorLeft: (
      <span className="text-color-secondary" data-testid="table-total">
        <FormattedMessage id="table.total" values={{ total }} />
      </span>
    ),
    paginatorRight: <span />,
    tableStyle: { minWidth: '40rem' },
    // every table scrolls sideways inside its card (its frozen columns stay in view), never the page
    scrollable: true,
    rowClassName: rowClassName ? (row: T) => rowClassName(row) ?? '' : undefined,
    ...(rowExpansion
      ? {
          expandedRows,
          onRowToggle: (event: { data: DataTableExpandedRows | DataTableValueArray }) =>
            setExpandedRows(event.data),
          rowExpansionTemplate: (row: T) => rowExpansion(row),
        }
      : {}),
  };
  // An array, not a fragment: the DataTable reads its Column children's own props.
  const shown = choosable.length > 0 ? visibleColumns(children, hidden) : children;
  const columns = rowExpansion
    ? [
        <Column
          key="expander"
          expander
          headerStyle={{ width: '3rem' }}
          header={<span className="sr-only">{intl.formatMessage({ id: 'table.expander' })}</span>}
        />,
        shown,
      ]
    : shown;
  const chooser = choosable.length > 0 && (
    <ColumnChooser
      columns={choosable}
      hidden={hidden}
      onChange={setHidden}
      testId={testId ? `${testId}-columns` : undefined}
    />
  );
  return (
    <div className={`data-table-view card${wide ? ' data-table-wide' : ''}`} data-testid={testId}>
      {filters && <div className="filter-bar mb-3">{filters}</div>}
      {(actions || exportSlot || chooser) && (
        <div className="flex flex-wrap align-items-center gap-2 mb-3">
          {actions}
          {(exportSlot || chooser) && (
            <div className="ml-auto flex flex-wrap gap-2">
              {chooser}
              {exportSlot}
            </div>
          )}
        </div>
      )}
      {selectable ? (
        <DataTable
          {...table}
          selectionMode="checkbox"
          selection={selection}
          onSelectionChange={(event) => onSelectionChange(event.value as T[])}
        >
          {columns}
        </DataTable>
      ) : (
        <DataTable {...table}>{columns}</DataTable>
      )}
    </div>
  );
}
