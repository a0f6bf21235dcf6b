import { PRICE_INPUT_MAX_LENGTH } from '@timber/volume';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { type DiameterCategory, useLookupDiameterRangeListQuery } from '../../../api/api';
import { formatVolume } from '../../../shared/format/format';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LOOKUP_BODY } from './diam-data-api';
import { parsePrice, type PricedRange, priceRanges } from './range-price';

type PriceRow = PricedRange & { priceText: string; invalid: boolean };

interface RangePriceDialogProps {
  data: DiameterCategory | null;
  visible: boolean;
  onHide: () => void;
}

/** An amount in cents, shown with 2 decimals and the user's grouping (no currency is configured). */
export const formatMoney = (intl: IntlShape, cents: number): string =>
  intl.formatNumber(cents / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The diameter-range price table (spec §2 range price calculator, §9): the tenant's diameter
 * ranges (master data), each with its quantity and volume from the diameter table, a price per m3
 * typed by the user (2 decimals at most), its amount and the total, all in integer cents.
 */
export function RangePriceDialog({ data, visible, onHide }: RangePriceDialogProps) {
  const intl = useIntl();
  const ranges = useLookupDiameterRangeListQuery(LOOKUP_BODY, { skip: !visible });
  const [prices, setPrices] = useState<Record<string, string>>({});
  const parsed = useMemo(
    () => Object.fromEntries(Object.entries(prices).map(([id, text]) => [id, parsePrice(text)])),
    [prices],
  );
  const table = useMemo(
    () =>
      priceRanges(
        ranges.data?.data.records ?? [],
        data?.rows ?? [],
        Object.fromEntries(Object.entries(parsed).map(([id, price]) => [id, price.ok ? price.cents : null])),
      ),
    [ranges.data, data, parsed],
  );
  // The typed text and its validity are part of each row: the table re-renders a row only when
  // its data changes, and an invalid price leaves the amounts as they were.
  const rows: PriceRow[] = table.ranges.map((range) => ({
    ...range,
    priceText: prices[range.id] ?? '',
    invalid: parsed[range.id]?.ok === false,
  }));
  const label = (range: PricedRange) =>
    intl.formatMessage(
      { id: 'diamData.price.rangeLabel' },
      { lower: range.lowerLimit, upper: range.upperLimit },
    );
  const footer = (
    <div className="flex justify-content-end gap-4 text-lg" data-testid="diam-price-total">
      <span>
        <FormattedMessage id="diamData.price.total" />:{' '}
        <strong data-testid="diam-price-total-amount">{formatMoney(intl, table.totalCents)}</strong>
      </span>
    </div>
  );
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={<FormattedMessage id="diamData.price.title" />}
      footer={footer}
      style={{ width: '48rem' }}
      breakpoints={{ '800px': '95vw' }}
      draggable={false}
      modal
      data-testid="diam-price-dialog"
    >
      <DataTable
        value={rows}
        dataKey="id"
        size="small"
        stripedRows
        loading={ranges.isFetching}
        emptyMessage={
          <EmptyState>
            <FormattedMessage id="diamData.price.noRanges" />
          </EmptyState>
        }
        data-testid="diam-price-table"
      >
        <Column header={intl.formatMessage({ id: 'diamData.price.range' })} body={label} />
        <Column field="qty" header={intl.formatMessage({ id: 'sheet.quantity' })} />
        <Column
          header={intl.formatMessage({ id: 'sheet.volume' })}
          body={(range: PricedRange) => formatVolume(intl, range.volumeThousandths / 1000)}
        />
        <Column
          header={intl.formatMessage({ id: 'diamData.price.price' })}
          body={(range: PriceRow) => (
            <span className="flex flex-column gap-1">
              <InputText
                value={range.priceText}
                maxLength={PRICE_INPUT_MAX_LENGTH}
                inputMode="decimal"
                className={range.invalid ? 'p-invalid w-8rem' : 'w-8rem'}
                aria-label={intl.formatMessage({ id: 'diamData.price.rangeInput' }, { range: label(range) })}
                aria-invalid={range.invalid}
                onChange={(event) => setPrices((current) => ({ ...current, [range.id]: event.target.value }))}
                data-testid="diam-price-input"
              />
              {range.invalid && (
                <small className="p-error" data-testid="diam-price-error">
                  <FormattedMessage id="diamData.price.invalid" />
                </small>
              )}
            </span>
          )}
        />
        <Column
          header={intl.formatMessage({ id: 'diamData.price.amount' })}
          body={(range: PricedRange) => (
            <span data-testid="diam-price-amount">
              {range.amountCents === null ? '\u2014' : formatMoney(intl, range.amountCents)}
            </span>
          )}
        />
      </DataTable>
    </Dialog>
  );
}
