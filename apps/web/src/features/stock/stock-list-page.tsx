import { Column } from 'primereact/column';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type StockRow, useStockListQuery } from '../../api/api';
import { formatDateTime, formatVolume } from '../../shared/format/format';
import { DataTableView, type Paging } from '../../shared/ui/data-table-view';
import { FilterBar } from '../../shared/ui/filter-bar';
import { LookupFilter } from '../sheets/lookup-filter';
import { useLookups } from '../sheets/lookups';

/** The stock list pages by 10 (spec §9). */
export const STOCK_PAGE: Paging = { page: 1, pageSize: 10 };

interface StockFilters {
  locationId: string | null;
  woodKindId: string | null;
}

const NO_FILTERS: StockFilters = { locationId: null, woodKindId: null };

export const stockListBody = (filters: StockFilters, paging: Paging) => ({
  body: {
    page: paging.page,
    pageSize: paging.pageSize,
    ...(filters.locationId ? { locationId: filters.locationId } : {}),
    ...(filters.woodKindId ? { woodKindId: filters.woodKindId } : {}),
  },
});

/** Stock by warehouse location and wood kind (spec §2 Stock list). */
export default function StockListPage() {
  const intl = useIntl();
  const lookups = useLookups();
  const [draft, setDraft] = useState<StockFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<StockFilters>(NO_FILTERS);
  const [paging, setPaging] = useState<Paging>(STOCK_PAGE);
  const list = useStockListQuery(stockListBody(applied, paging));
  const search = (filters: StockFilters) => {
    setApplied(filters);
    setPaging((current) => ({ ...current, page: 1 }));
  };

  return (
    <DataTableView<StockRow & Record<string, unknown>>
      rows={(list.data?.data.records ?? []) as (StockRow & Record<string, unknown>)[]}
      total={list.data?.data.total ?? 0}
      loading={list.isFetching}
      paging={paging}
      onPaging={setPaging}
      dataKey="id"
      filters={
        <FilterBar
          onSearch={() => search(draft)}
          onReset={() => {
            setDraft(NO_FILTERS);
            search(NO_FILTERS);
          }}
        >
          <LookupFilter
            id="stock-filter-location"
            labelId="sheet.warehouse"
            value={draft.locationId}
            options={lookups.locations}
            onChange={(locationId) => setDraft({ ...draft, locationId })}
          />
          <LookupFilter
            id="stock-filter-kind"
            labelId="sheet.woodKind"
            value={draft.woodKindId}
            options={lookups.kinds}
            onChange={(woodKindId) => setDraft({ ...draft, woodKindId })}
          />
        </FilterBar>
      }
      emptyMessage={<FormattedMessage id="stock.empty" />}
      testId="stock-table"
    >
      <Column field="storageBin" header={intl.formatMessage({ id: 'sheet.warehouse' })} />
      <Column field="woodKind" header={intl.formatMessage({ id: 'sheet.woodKind' })} />
      <Column
        header={intl.formatMessage({ id: 'sheet.quantity' })}
        body={(row: StockRow) => <span data-testid="stock-quantity">{row.quantity}</span>}
      />
      <Column
        header={intl.formatMessage({ id: 'sheet.volume' })}
        body={(row: StockRow) => <span data-testid="stock-volume">{formatVolume(intl, row.volume)}</span>}
      />
      <Column
        header={intl.formatMessage({ id: 'stock.updateTime' })}
        body={(row: StockRow) => formatDateTime(intl, row.updateTime)}
      />
    </DataTableView>
  );
}
