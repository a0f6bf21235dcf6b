import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { decimalOnly, digitsOnly } from '../../shared/form/sanitize';
import { formatVolume } from '../../shared/format/format';
import { confirmDanger } from '../../shared/ui/confirm';
import { EmptyState } from '../../shared/ui/empty-state';
import { LabelledField } from '../../shared/ui/labelled-field';
import { useUserStandards } from '../../shared/volume/use-user-standards';
import { volumeErrorText } from '../../shared/volume/volume-text';
import {
  CALCULATOR_DIAMETERS,
  COUNT_INPUT_MAX,
  type Counts,
  LENGTH_INPUT_MAX,
  manualTotals,
} from './manual-calculator';

/**
 * Manual calculator (spec §2 Statistics and tools, §9): a standard of the user's, a length and a
 * count for each diameter from 10 to 68 cm; total logs and volume follow every keystroke.
 */
export default function ManualCalculatorPage() {
  const intl = useIntl();
  const standards = useUserStandards();
  const [chosen, setChosen] = useState<string | null>(null);
  const [length, setLength] = useState('');
  const [counts, setCounts] = useState<Counts>({});
  const standard = chosen ?? standards[0]?.value ?? '';
  const totals = useMemo(() => manualTotals(standard, length, counts), [standard, length, counts]);
  const rowVolumes = new Map(
    totals.kind === 'summary' ? totals.summary.rows.map((row) => [row.diameterClass, row.volume]) : [],
  );
  /** Every log counted, also those the standard cannot measure at this length. */
  const quantity = Object.values(counts).reduce((sum, count) => sum + Number(count || 0), 0);
  const volume = totals.kind === 'summary' ? totals.summary.totalVolumeThousandths / 1000 : 0;

  if (standards.length === 0) {
    return (
      <div className="card">
        <EmptyState>
          <FormattedMessage id="calculator.noStandard" />
        </EmptyState>
      </div>
    );
  }

  const reset = () =>
    confirmDanger(intl.formatMessage({ id: 'calculator.resetConfirm' }), () => {
      setLength('');
      setCounts({});
    });

  return (
    <div className="card" data-testid="manual-calculator">
      <div className="flex flex-wrap align-items-end gap-3 mb-3">
        <LabelledField htmlFor="calc-standard" label={<FormattedMessage id="calculator.standard" />}>
          <Dropdown
            inputId="calc-standard"
            value={standard}
            options={standards}
            onChange={(event) => setChosen(String(event.value))}
            className="w-20rem"
          />
        </LabelledField>
        <LabelledField htmlFor="calc-length" label={<FormattedMessage id="calculator.length" />}>
          <InputText
            id="calc-length"
            inputMode="decimal"
            autoComplete="off"
            value={length}
            maxLength={LENGTH_INPUT_MAX}
            onChange={(event) => setLength(decimalOnly(event.target.value, LENGTH_INPUT_MAX))}
          />
        </LabelledField>
        <Button
          icon="pi pi-refresh"
          outlined
          severity="danger"
          label={intl.formatMessage({ id: 'common.reset' })}
          onClick={reset}
          data-testid="calc-reset"
        />
      </div>
      <h2 className="text-base font-medium mt-0">
        <FormattedMessage id="calculator.counts" />
      </h2>
      <div className="calculator-grid">
        {CALCULATOR_DIAMETERS.map((diameter) => (
          <div key={diameter} className="calculator-cell">
            <label htmlFor={`calc-count-${diameter}`}>
              <FormattedMessage id="calculator.diameter" values={{ diameter }} />
            </label>
            <InputText
              id={`calc-count-${diameter}`}
              inputMode="numeric"
              autoComplete="off"
              value={counts[diameter] ?? ''}
              maxLength={COUNT_INPUT_MAX}
              onChange={(event) =>
                setCounts((current) => ({
                  ...current,
                  [diameter]: digitsOnly(event.target.value, COUNT_INPUT_MAX),
                }))
              }
            />
            <small className="text-color-secondary" data-testid={`calc-volume-${diameter}`}>
              {rowVolumes.has(diameter) ? formatVolume(intl, Number(rowVolumes.get(diameter))) : '\u00a0'}
            </small>
          </div>
        ))}
      </div>
      {totals.kind === 'error' && (
        <Message severity="warn" className="mt-3" text={volumeErrorText(intl, totals.error)} />
      )}
      {totals.kind === 'summary' && totals.notMeasurable.length > 0 && (
        <Message
          severity="warn"
          className="mt-3"
          text={intl.formatMessage(
            { id: 'calculator.notMeasurable' },
            { diameters: intl.formatList(totals.notMeasurable.map(String)) },
          )}
        />
      )}
      <dl className="calculator-totals">
        <div>
          <dt>
            <FormattedMessage id="calculator.totalLogs" />
          </dt>
          <dd data-testid="calc-total-logs">{intl.formatNumber(quantity)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="calculator.totalVolume" />
          </dt>
          <dd data-testid="calc-total-volume">{formatVolume(intl, volume)}</dd>
        </div>
      </dl>
    </div>
  );
}
