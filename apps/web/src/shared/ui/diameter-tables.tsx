import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type DiameterCategory } from '../../api/api';
import { type RangeBasis, type RangeGrouping } from '../diameter-ranges/use-range-groups';
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
   * The range grouping (shared/diameter-ranges useRangeGroups: the tenant's diameter ranges, as the
   * price table uses; null while they load); without it the service's 10 cm groups are shown.
   * The panel's title says which.
   */
  rangeGroups?: RangeGrouping | null;
  emptyMessage?: ReactNode;
}

/** The range panel's title by what it groups by (issue 35). */
const RANGE_TITLES = {
  ranges: 'diameter.rangeGroups',
  tens: 'diameter.rangeGroupsTens',
  unreadable: 'diameter.rangeGroupsFallback',
} as const satisfies Record<RangeBasis, string>;

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
  const grouping: RangeGrouping | null =
    rangeGroups === undefined ? data && { basis: 'tens', rows: [...data.rangeGroups] } : rangeGroups;
  const basis: RangeBasis = grouping?.basis ?? 'ranges';
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
          <h3 className="mt-0" data-testid="diameter-range-title">
            <FormattedMessage id={RANGE_TITLES[basis]} />
          </h3>
          {basis === 'unreadable' && (
            <Message
              className="mb-2 w-full justify-content-start"
              severity="warn"
              text={intl.formatMessage({ id: 'diameter.rangesUnreadable' })}
              data-testid="diameter-ranges-unreadable"
            />
          )}
          <DataTable
            value={grouping?.rows ?? []}
            {...tableProps}
            loading={loading || (data !== null && grouping === null)}
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
