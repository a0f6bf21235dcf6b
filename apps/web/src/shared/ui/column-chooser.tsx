import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { OverlayPanel } from 'primereact/overlaypanel';
import { Children, isValidElement, type ReactNode, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, useUserTableColumnsQuery, useUserTableColumnsSaveMutation } from '../../api/api';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/** A column the user may hide: its `columnKey` and its header as the table shows it. */
export interface ChoosableColumn {
  key: string;
  header: ReactNode;
}

/** The props of a table's Column child that the chooser reads. */
interface ColumnProps {
  columnKey?: string;
  header?: ReactNode;
}

/**
 * The columns of a table's children the user may hide: those with a `columnKey` (the row number,
 * selection, expander and actions columns have none and always show).
 */
export function choosableColumns(children: ReactNode): ChoosableColumn[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<ColumnProps>(child) || !child.props.columnKey) {
      return [];
    }
    return [{ key: child.props.columnKey, header: child.props.header ?? child.props.columnKey }];
  });
}

/** The children without the hidden columns (an array: the DataTable reads its Column children's own props). */
export function visibleColumns(children: ReactNode, hidden: readonly string[]): ReactNode[] {
  return Children.toArray(children).filter(
    (child) => !isValidElement<ColumnProps>(child) || !hidden.includes(child.props.columnKey ?? ''),
  );
}

/**
 * The columns the user hides in one list, kept per user on the server (issue 22: (chosen)
 * /sys/user/columns), so the choice follows them from browser to browser. A change shows at once
 * and is saved behind; if the save fails the API layer has said why and the list shows the
 * server's choice again.
 */
export function useHiddenColumns(table: string | undefined): [string[], (hidden: string[]) => void] {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const saved = useUserTableColumnsQuery(undefined, { skip: !table || !token }).data?.data;
  const [save] = useUserTableColumnsSaveMutation();
  const hidden = (table && saved?.[table]) || [];
  const change = (next: string[]) => {
    if (!table) {
      return;
    }
    const patch = dispatch(
      api.util.updateQueryData('userTableColumns', undefined, (draft) => {
        draft.data[table] = next;
      }),
    );
    save({ body: { table, hidden: next } })
      .unwrap()
      .catch(() => patch.undo());
  };
  return [hidden, change];
}

interface ColumnChooserProps {
  columns: ChoosableColumn[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
  testId?: string;
}

/** The "Columns" button of a wide list: a panel of the columns to show, at least one kept. */
export function ColumnChooser({ columns, hidden, onChange, testId = 'column-chooser' }: ColumnChooserProps) {
  const intl = useIntl();
  const panel = useRef<OverlayPanel>(null);
  const shown = columns.filter((column) => !hidden.includes(column.key)).length;
  return (
    <>
      <Button
        type="button"
        icon="pi pi-table"
        outlined
        label={intl.formatMessage({ id: 'table.columns' }, { shown, total: columns.length })}
        aria-haspopup="dialog"
        onClick={(event) => panel.current?.toggle(event)}
        data-testid={testId}
      />
      <OverlayPanel ref={panel} aria-label={intl.formatMessage({ id: 'table.columnsTitle' })}>
        <p className="mt-0 mb-2 font-medium">
          <FormattedMessage id="table.columnsTitle" />
        </p>
        <ul className="list-none p-0 m-0 flex flex-column gap-2" data-testid={`${testId}-panel`}>
          {columns.map((column) => {
            const visible = !hidden.includes(column.key);
            const id = `${testId}-${column.key}`;
            return (
              <li key={column.key} className="flex align-items-center gap-2">
                <Checkbox
                  inputId={id}
                  checked={visible}
                  // the last column shown stays: a table of no columns says nothing
                  disabled={visible && shown === 1}
                  onChange={() =>
                    onChange(visible ? [...hidden, column.key] : hidden.filter((key) => key !== column.key))
                  }
                  data-testid={id}
                />
                <label htmlFor={id}>{column.header}</label>
              </li>
            );
          })}
        </ul>
      </OverlayPanel>
    </>
  );
}
