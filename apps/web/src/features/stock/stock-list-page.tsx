import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { type StockRow, useStockListQuery } from '../../api/api';
import { downloadFile } from '../../shared/files/download';
import { formatDateTime, formatVolume } from '../../shared/format/format';
import { useLookups } from '../../shared/hooks/use-lookups';
import { DataTableView, type Paging } from '../../shared/ui/data-table-view';
import { FilterBar } from '../../shared/ui/filter-bar';
import { useListFilters } from '../../shared/ui/list-search';
import { LookupFilter } from '../../shared/ui/lookup-filter';
import { STOCK_EXPORT_URL } from './stock.api';

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

/** The diameter data detail of a stock row (spec §2 Stock list: look). */
export const stockDetailPath = (row: Pick<StockRow, 'id' | 'storageBin' | 'woodKind'>): string =>
  `/stock/diamData?${new URLSearchParams({
    type: 'stock',
    id: row.id,
    name: row.storageBin,
    woodType: row.woodKind,
  }).toString()}`;

/** The export's filters: the applied ones, without paging. */
export const stockExportBody = (filters: StockFilters) => {
  const { page: _page, pageSize: _pageSize, ...body } = stockListBody(filters, STOCK_PAGE).body;
  return body;
};

/**
 * Stock by warehouse location and wood kind (spec §2 Stock list): filters, look (the row's
 * diameter data detail), Excel export of the filtered list, and the simple stock view.
 */
export default function StockListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const lookups = useLookups();
  const [exporting, setExporting] = useState(false);
  const { field, applied, paging, setPaging, args, bar } = useListFilters(
    NO_FILTERS,
    stockListBody,
    STOCK_PAGE,
  );
  const list = useStockListQuery(args);

  const exportList = () => {
    setExporting(true);
    // downloadFile shows the server's message of a failure itself
    downloadFile(STOCK_EXPORT_URL, stockExportBody(applied))
      .catch(() => undefined)
      .finally(() => setExporting(false));
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
        <FilterBar {...bar(list.refetch)}>
          <LookupFilter
            id="stock-filter-location"
            labelId="sheet.warehouse"
            {...field('locationId')}
            options={lookups.locations}
          />
          <LookupFilter
            id="stock-filter-kind"
            labelId="sheet.woodKind"
            {...field('woodKindId')}
            options={lookups.kinds}
          />
        </FilterBar>
      }
      actions={
        <Button
          outlined
          icon="pi pi-chart-pie"
          label={intl.formatMessage({ id: 'stock.simple.open' })}
          onClick={() => void navigate('/stock/simple')}
          data-testid="stock-simple"
        />
      }
      exportSlot={
        <Button
          icon="pi pi-file-export"
          label={intl.formatMessage({ id: 'stock.export' })}
          loading={exporting}
          onClick={exportList}
          data-testid="stock-export"
        />
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
      <Column
        header={intl.formatMessage({ id: 'common.actions' })}
        body={(row: StockRow) => (
          <Button
            text
            size="small"
            label={intl.formatMessage({ id: 'sheet.look' })}
            onClick={() => void navigate(stockDetailPath(row))}
            data-testid="stock-look"
          />
        )}
      />
    </DataTableView>
  );
}
