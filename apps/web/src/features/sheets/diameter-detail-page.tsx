import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  type DiameterCategory,
  useStockInDiameterCategoryMutation,
  useStockOutDiameterCategoryMutation,
} from '../../api/api';
import { formatDiameter, formatVolume } from '../../shared/format/format';
import { EmptyState } from '../../shared/ui/empty-state';
import { LabelledField } from '../../shared/ui/labelled-field';
import { PRESET_CODES, standardLabel } from '../../shared/volume/standard-names';

type DetailType = 'stockIn' | 'stockOut';

/** The query of the page (spec §2 Diameter data detail); null when there is no id. */
export function detailQuery(
  params: URLSearchParams,
): { type: DetailType; id: string; spu: string; standard: string } | null {
  const id = params.get('id');
  if (!id) {
    return null;
  }
  return {
    type: params.get('type') === 'stockOut' ? 'stockOut' : 'stockIn',
    id,
    spu: params.get('spu') ?? '',
    standard: params.get('standard') ?? '',
  };
}

/**
 * The diameter data of a stock-in or stock-out sheet: a summary bar, the diameter / length /
 * quantity / volume table, a standard selector that recomputes through the server, and the
 * diameter range groups. Without an id it goes back.
 */
export default function DiameterDetailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = useMemo(() => detailQuery(params), [params]);
  const [standard, setStandard] = useState(query?.standard ?? '');
  const [data, setData] = useState<DiameterCategory | null>(null);
  const [loadIn, inState] = useStockInDiameterCategoryMutation();
  const [loadOut, outState] = useStockOutDiameterCategoryMutation();
  const loading = inState.isLoading || outState.isLoading;

  useEffect(() => {
    if (!query) {
      void navigate(-1);
      return;
    }
    const load = query.type === 'stockOut' ? loadOut : loadIn;
    const body = { id: query.id, ...(standard ? { standard } : {}) };
    let current = true;
    load({ body })
      .unwrap()
      .then((answer) => current && setData(answer.data))
      // The API layer has shown the server's message.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [query, standard, loadIn, loadOut, navigate]);

  const standards = useMemo(() => {
    const codes: string[] = [...PRESET_CODES];
    if (query?.standard && !codes.includes(query.standard)) {
      codes.unshift(query.standard);
    }
    return codes.map((code) => ({ value: code, label: standardLabel(intl, code) }));
  }, [intl, query]);

  if (!query) {
    return null;
  }
  const volume = (value: number) => formatVolume(intl, value);
  const tableProps = { loading, size: 'small' as const, stripedRows: true, emptyMessage: <EmptyState /> };
  const quantityColumn = <Column field="qty" header={intl.formatMessage({ id: 'sheet.quantity' })} />;
  const volumeColumn = (
    <Column
      header={intl.formatMessage({ id: 'sheet.volume' })}
      body={(row: { vol: number }) => volume(row.vol)}
    />
  );
  return (
    <div className="flex flex-column gap-3" data-testid="diameter-detail">
      <div className="card flex flex-wrap align-items-end gap-4" data-testid="diameter-summary">
        <span>
          <FormattedMessage id="sheet.spu" />: <strong>{query.spu || '\u2014'}</strong>
        </span>
        <span>
          <FormattedMessage id="diameter.totalQty" />:{' '}
          <strong data-testid="diameter-total-qty">{data?.totalQty ?? 0}</strong>
        </span>
        <span>
          <FormattedMessage id="diameter.totalVol" />:{' '}
          <strong data-testid="diameter-total-vol">{volume(data?.totalVol ?? 0)}</strong>
        </span>
        <span>
          <FormattedMessage id="sheet.avgDiameter" />:{' '}
          <strong>{formatDiameter(intl, data?.avgDiameter ?? 0)}</strong>
        </span>
        {(data?.unmeasured ?? 0) > 0 && (
          <span className="text-orange-600">
            <FormattedMessage id="diameter.unmeasured" values={{ count: data?.unmeasured ?? 0 }} />
          </span>
        )}
        <span className="ml-auto">
          <LabelledField htmlFor="diameter-standard" label={<FormattedMessage id="sheet.standard" />}>
            <Dropdown
              inputId="diameter-standard"
              value={data?.standard ?? (standard || null)}
              options={standards}
              filter
              onChange={(event) => setStandard((event.value as string | null) ?? '')}
              data-testid="diameter-standard"
            />
          </LabelledField>
        </span>
      </div>
      <div className="flex flex-column lg:flex-row align-items-start gap-3">
        <section className="card w-full flex-grow-1">
          <DataTable value={data?.rows ?? []} {...tableProps} data-testid="diameter-rows">
            <Column field="dia" header={intl.formatMessage({ id: 'sheet.diameter' })} />
            <Column field="length" header={intl.formatMessage({ id: 'sheet.length' })} />
            {quantityColumn}
            {volumeColumn}
          </DataTable>
        </section>
        <section className="card w-full lg:w-4">
          <h3 className="mt-0">
            <FormattedMessage id="diameter.rangeGroups" />
          </h3>
          <DataTable value={data?.rangeGroups ?? []} {...tableProps} data-testid="diameter-range-groups">
            <Column field="label" header={intl.formatMessage({ id: 'diameter.range' })} />
            {quantityColumn}
            {volumeColumn}
          </DataTable>
        </section>
      </div>
    </div>
  );
}
