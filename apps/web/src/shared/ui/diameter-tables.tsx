import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type DiameterCategory } from '../../api/api';
import { formatVolume } from '../format/format';
import { EmptyState } from './empty-state';

type Row = DiameterCategory['rows'][number];
export type RangeGroupRow = DiameterCategory['rangeGroups'][number];

interface DiameterTablesProps {
  data: DiameterCategory | null;
  loading: boolean;
  /** the "view" action of a row (its wood pieces); absent where the detail has no pieces */
  onView?: (row: Row) => void;
  /** the range group table (not for carData) */
  showRangeGroups: boolean;
  /**
   * The page's own range grouping (the tenant's diameter ranges, as its price table uses);
   * without it the service's 10 cm groups are shown.
   */
  rangeGroups?: readonly RangeGroupRow[] | null;
  emptyMessage?: ReactNode;
}

/** The diameter / length / quantity / volume table with a view action per row, and the range groups. */
export function DiameterTables({
  data,
  loading,
  onView,
  showRangeGroups,
  rangeGroups,
  emptyMessage,
}: DiameterTablesProps) {
  const intl = useIntl();
  const tableProps = {
    loading,
    size: 'small' as const,
    stripedRows: true,
    emptyMessage: <EmptyState>{emptyMessage}</EmptyState>,
  };
  const quantity = <Column field="qty" header={intl.formatMessage({ id: 'sheet.quantity' })} />;
  const volume = (
    <Column
      header={intl.formatMessage({ id: 'sheet.volume' })}
      body={(row: { vol: number }) => formatVolume(intl, row.vol)}
    />
  );
  return (
    <div className="flex flex-column lg:flex-row align-items-start gap-3">
      <section className="card w-full flex-grow-1">
        <DataTable value={data?.rows ?? []} {...tableProps} data-testid="diameter-rows">
          <Column field="dia" header={intl.formatMessage({ id: 'sheet.diameter' })} />
          <Column field="length" header={intl.formatMessage({ id: 'sheet.length' })} />
          {quantity}
          {volume}
          {onView && (
            <Column
              header={intl.formatMessage({ id: 'common.actions' })}
              body={(row: Row) => (
                <Button
                  link
                  size="small"
                  className="p-0"
                  label={intl.formatMessage({ id: 'diamData.view' })}
                  onClick={() => onView(row)}
                  data-testid="diam-view"
                />
              )}
            />
          )}
        </DataTable>
      </section>
      {showRangeGroups && (
        <section className="card w-full lg:w-4">
          <h3 className="mt-0">
            <FormattedMessage id="diameter.rangeGroups" />
          </h3>
          <DataTable
            value={data ? [...(rangeGroups ?? data.rangeGroups)] : []}
            {...tableProps}
            data-testid="diameter-range-groups"
          >
            <Column field="label" header={intl.formatMessage({ id: 'diameter.range' })} />
            {quantity}
            {volume}
          </DataTable>
        </section>
      )}
    </div>
  );
}
