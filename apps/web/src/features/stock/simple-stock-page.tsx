import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { formatVolume } from '../../shared/format/format';
import { EmptyState } from '../../shared/ui/empty-state';
import { type StockByKind, useStockKindSummaryQuery } from './stock.api';

type KindRow = StockByKind['rows'][number];

/** A kind's share of the yard's volume, 0 to 1 (0 for an empty yard). */
export const volumeShare = (row: Pick<KindRow, 'volume'>, totalVol: number): number =>
  totalVol > 0 ? row.volume / totalVol : 0;

/**
 * The simple stock view (spec §2 Stock list: "a button opens a simple stock view at ./simple").
 * Chosen design: a compact, read-only answer to "what do we hold?" — per wood kind, the logs and
 * m3 over every warehouse, how many warehouses hold it and its share of the yard's volume, with
 * the totals on top; the stock list keeps the per-warehouse detail.
 */
export default function SimpleStockPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const summary = useStockKindSummaryQuery({ body: {} });
  const data = summary.data?.data;
  const header = (id: WebMessageId) => intl.formatMessage({ id });

  return (
    <div className="card flex flex-column gap-3" data-testid="simple-stock">
      <div className="flex flex-wrap align-items-center gap-3">
        <Button
          text
          icon="pi pi-arrow-left"
          label={header('stock.backToList')}
          onClick={() => void navigate('/stock/list')}
          data-testid="simple-stock-back"
        />
        <div className="ml-auto flex flex-wrap gap-4">
          <span>
            <span className="text-color-secondary mr-2">
              <FormattedMessage id="stock.simple.kinds" />
            </span>
            <strong data-testid="simple-stock-kinds">{data?.rows.length ?? 0}</strong>
          </span>
          <span>
            <span className="text-color-secondary mr-2">
              <FormattedMessage id="sheet.quantity" />
            </span>
            <strong data-testid="simple-stock-qty">{data?.totalQty ?? 0}</strong>
          </span>
          <span>
            <span className="text-color-secondary mr-2">
              <FormattedMessage id="sheet.volume" />
            </span>
            <strong data-testid="simple-stock-vol">{formatVolume(intl, data?.totalVol ?? 0)}</strong>
          </span>
        </div>
      </div>
      <DataTable
        value={data?.rows ?? []}
        dataKey="woodKindId"
        loading={summary.isFetching}
        size="small"
        stripedRows
        emptyMessage={
          <EmptyState>
            <FormattedMessage id="stock.empty" />
          </EmptyState>
        }
        data-testid="simple-stock-table"
      >
        <Column field="woodKind" header={header('sheet.woodKind')} />
        <Column field="locations" header={header('stock.simple.locations')} />
        <Column
          header={header('sheet.quantity')}
          body={(row: KindRow) => <span data-testid="simple-stock-row-qty">{row.quantity}</span>}
        />
        <Column
          header={header('sheet.volume')}
          body={(row: KindRow) => (
            <span data-testid="simple-stock-row-vol">{formatVolume(intl, row.volume)}</span>
          )}
        />
        <Column
          header={header('stock.simple.share')}
          body={(row: KindRow) =>
            intl.formatNumber(volumeShare(row, data?.totalVol ?? 0), {
              style: 'percent',
              maximumFractionDigits: 1,
            })
          }
        />
      </DataTable>
    </div>
  );
}
