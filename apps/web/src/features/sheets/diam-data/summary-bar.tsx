import { Dropdown } from 'primereact/dropdown';
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type DiameterCategory } from '../../../api/api';
import { formatDiameter, formatVolume } from '../../../shared/format/format';
import { LabelledField } from '../../../shared/ui/labelled-field';
import { standardLabel } from '../../../shared/volume/standard-names';
import { type DetailQuery, featuresOf } from './detail-query';
import { type StockCategory } from './diam-data-api';

interface SummaryBarProps {
  query: DetailQuery;
  data: DiameterCategory | null;
  stock: StockCategory['stock'] | null;
  /** the standard chosen in the selector ('' : the sheet's own) */
  standard: string;
  standards: readonly { value: string; label: string }[];
  onStandard: (standard: string) => void;
}

const Item = ({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) => (
  <span>
    {label}: <strong data-testid={testId}>{children}</strong>
  </span>
);

/**
 * The summary bar of the detail (spec §2): what is shown (sheet number, warehouse and wood kind,
 * order number), its totals, and for stock-in and stock-out sheets the standard selector.
 */
export function SummaryBar({ query, data, stock, standard, standards, onStandard }: SummaryBarProps) {
  const intl = useIntl();
  const features = featuresOf(query.type);
  const dash = '\u2014';
  return (
    <div className="card flex flex-wrap align-items-end gap-4" data-testid="diameter-summary">
      {(query.type === 'stockIn' || query.type === 'stockOut' || query.spu) && (
        <Item label={<FormattedMessage id="sheet.spu" />} testId="diam-spu">
          {query.spu || dash}
        </Item>
      )}
      {query.type === 'stock' && (
        <>
          <Item label={<FormattedMessage id="sheet.warehouse" />} testId="diam-location">
            {stock?.storageBin ?? query.name ?? dash}
          </Item>
          <Item label={<FormattedMessage id="sheet.woodKind" />} testId="diam-wood-kind">
            {stock?.woodKind ?? query.woodType ?? dash}
          </Item>
        </>
      )}
      {query.type === 'carData' && (
        <Item label={<FormattedMessage id="sheet.transportNum" />} testId="diam-transport-num">
          {query.name ?? dash}
        </Item>
      )}
      {query.orderNo && <Item label={<FormattedMessage id="diamData.orderNo" />}>{query.orderNo}</Item>}
      <Item label={<FormattedMessage id="diameter.totalQty" />} testId="diameter-total-qty">
        {data?.totalQty ?? 0}
      </Item>
      <Item label={<FormattedMessage id="diameter.totalVol" />} testId="diameter-total-vol">
        {formatVolume(intl, data?.totalVol ?? 0)}
      </Item>
      <Item label={<FormattedMessage id="sheet.avgDiameter" />}>
        {formatDiameter(intl, data?.avgDiameter ?? 0)}
      </Item>
      {(data?.unmeasured ?? 0) > 0 && (
        <span className="text-orange-600" data-testid="diam-unmeasured">
          <FormattedMessage id="diameter.unmeasured" values={{ count: data?.unmeasured ?? 0 }} />
        </span>
      )}
      {(features.source === 'stock' || features.source === 'car') && data && (
        <Item label={<FormattedMessage id="sheet.standard" />} testId="diam-stock-standard">
          {standardLabel(intl, data.standard)}
        </Item>
      )}
      {features.standardSelector && (
        <span className="ml-auto">
          <LabelledField htmlFor="diameter-standard" label={<FormattedMessage id="sheet.standard" />}>
            <Dropdown
              inputId="diameter-standard"
              value={data?.standard ?? (standard || null)}
              options={[...standards]}
              filter
              onChange={(event) => onStandard((event.value as string | null) ?? '')}
              data-testid="diameter-standard"
            />
          </LabelledField>
        </span>
      )}
    </div>
  );
}
