import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../api/base-query';
import { numberText } from '../../shared/form/sanitize';
import { isoDate } from '../../shared/format/format';
import { DayFilter } from '../../shared/ui/date-range-filter';
import { startOfToday } from '../../shared/ui/date-shortcuts';
import { EmptyState } from '../../shared/ui/empty-state';
import { GuardedButton } from '../../shared/ui/guarded-button';
import { LabelledField } from '../../shared/ui/labelled-field';
import { notify } from '../../shared/ui/notify';
import {
  PRICE_INPUT_MAX,
  priceBody,
  type PriceDraft,
  priceDraftOf,
  type PriceLine,
  priceProblem,
  VOLUME_INPUT_MAX,
} from './sawing-rules';
import { useProcessingPriceSaveMutation, useProcessingPriceSummaryQuery } from './sawing.api';

/**
 * §2 processing prices by date (§7 /logProcessing/*): the day's processing unit price and, per
 * kind sawn that day, its log volume and unit price; a kind with one and not the other is named
 * (§5). The day's saved prices, else the kinds sawn with their volumes.
 */
export function PricesTab() {
  const intl = useIntl();
  const [day, setDay] = useState<Date>(startOfToday);
  const processingDate = isoDate(day);
  const prices = useProcessingPriceSummaryQuery(
    { body: { processingDate } },
    { refetchOnMountOrArgChange: true },
  );
  const [save, { isLoading: saving }] = useProcessingPriceSaveMutation();
  const [draft, setDraft] = useState<PriceDraft>({ processingUnitPrice: '', lines: [] });
  const [problem, setProblem] = useState<string | null>(null);
  const loaded = prices.data?.data;

  useEffect(() => {
    if (loaded) {
      setDraft(priceDraftOf(loaded));
      setProblem(null);
    }
  }, [loaded]);

  const setLine = (kindId: string, change: Partial<PriceLine>) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line) => (line.kindId === kindId ? { ...line, ...change } : line)),
    }));

  const onSave = (): boolean => {
    const found = priceProblem(draft);
    if (found) {
      setProblem(intl.formatMessage({ id: found.id }, found.values));
      return false;
    }
    setProblem(null);
    save({ body: priceBody(processingDate, draft) })
      .unwrap()
      .then(() => notify.success(intl.formatMessage({ id: 'common.operationSuccess' })))
      .catch((error: unknown) => setProblem(errorMessage(error)));
    return true;
  };

  const input = (line: PriceLine, field: 'logVol' | 'logUnitPrice') => (
    <InputText
      value={line[field]}
      inputMode="decimal"
      aria-label={`${line.kindName} ${intl.formatMessage({ id: field === 'logVol' ? 'sawing.logVol' : 'sawing.price.logUnitPrice' })}`}
      onChange={(event) =>
        setLine(line.kindId, {
          [field]: numberText(event.target.value, field === 'logVol' ? VOLUME_INPUT_MAX : PRICE_INPUT_MAX),
        })
      }
      data-testid={`price-${field}`}
    />
  );

  return (
    <div className="card" data-testid="sawing-prices">
      <div className="flex flex-wrap align-items-end gap-3 mb-3">
        <DayFilter
          id="price-day"
          labelId="sawing.price.date"
          value={day}
          onChange={(next) => setDay(next ?? startOfToday())}
        />
        <LabelledField htmlFor="price-unit" label={<FormattedMessage id="sawing.price.unitPrice" />}>
          <InputText
            id="price-unit"
            inputMode="decimal"
            value={draft.processingUnitPrice}
            onChange={(event) =>
              setDraft({ ...draft, processingUnitPrice: numberText(event.target.value, PRICE_INPUT_MAX) })
            }
          />
        </LabelledField>
        {loaded && (
          <Tag
            severity={loaded.saved ? 'success' : 'warning'}
            value={intl.formatMessage({ id: loaded.saved ? 'sawing.price.saved' : 'sawing.price.notSaved' })}
            data-testid="price-saved"
          />
        )}
        <GuardedButton
          className="ml-auto"
          icon="pi pi-save"
          label={intl.formatMessage({ id: 'sawing.price.save' })}
          loading={saving}
          disabled={!loaded}
          onAction={onSave}
          data-testid="price-save"
        />
      </div>
      {problem && (
        <Message
          severity="error"
          text={problem}
          className="w-full justify-content-start mb-3"
          data-testid="price-problem"
        />
      )}
      <DataTable
        value={draft.lines}
        dataKey="kindId"
        size="small"
        stripedRows
        loading={prices.isFetching}
        emptyMessage={
          <EmptyState>
            <FormattedMessage id="sawing.price.empty" />
          </EmptyState>
        }
      >
        <Column
          header={intl.formatMessage({ id: 'sawing.woodKind' })}
          body={(line: PriceLine) => <span data-testid="price-kind">{line.kindName}</span>}
        />
        <Column
          header={intl.formatMessage({ id: 'sawing.logVol' })}
          body={(line: PriceLine) => input(line, 'logVol')}
        />
        <Column
          header={intl.formatMessage({ id: 'sawing.price.logUnitPrice' })}
          body={(line: PriceLine) => input(line, 'logUnitPrice')}
        />
      </DataTable>
    </div>
  );
}
