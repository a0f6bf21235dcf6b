import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Tooltip } from 'primereact/tooltip';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { decimalOnly } from '../../shared/form/sanitize';
import { formatVolume } from '../../shared/format/format';
import { standardName } from '../../shared/volume/standard-names';
import { explainMeasurement, volumeErrorText } from '../../shared/volume/volume-text';
import {
  calculate,
  CALCULATOR_INPUT_MAX,
  CALCULATOR_STANDARDS,
  type CalculatorInput,
  type CalculatorResult,
} from './volume-calculator';

const FIELDS: readonly {
  key: keyof CalculatorInput;
  id: string;
  labelId: 'volumeCalc.long' | 'volumeCalc.short' | 'volumeCalc.length';
}[] = [
  { key: 'long', id: 'volume-calc-long', labelId: 'volumeCalc.long' },
  { key: 'short', id: 'volume-calc-short', labelId: 'volumeCalc.short' },
  { key: 'len', id: 'volume-calc-len', labelId: 'volumeCalc.length' },
];

const RESULT_ROWS = [
  { kind: 'class', labelId: 'volumeCalc.diameterClass' },
  { kind: 'volume', labelId: 'volumeCalc.volume' },
] as const;

const EMPTY: CalculatorInput = { long: '', short: '', len: '' };

interface VolumeCalculatorDialogProps {
  visible: boolean;
  onHide: () => void;
}

/**
 * The dashboard's volume calculator (spec §2 Dashboard, §5): long, short and length, each at most
 * 6 characters with anything but a number dropped as typed; diameter class and volume of six
 * standards side by side, measured by libs/volume, volumes always with 3 decimals (§9; a table's
 * 0.19 reads 0.190); the rule applied shows on hover.
 */
export default function VolumeCalculatorDialog({ visible, onHide }: VolumeCalculatorDialogProps) {
  const intl = useIntl();
  const [input, setInput] = useState<CalculatorInput>(EMPTY);
  const results = useMemo(() => calculate(input), [input]);

  const tooltipOf = (result: CalculatorResult): string =>
    'measurement' in result
      ? explainMeasurement(intl, result.measurement.explanation).join('\n')
      : volumeErrorText(intl, result.error);

  const cell = (code: string, kind: 'class' | 'volume') => {
    const result = results?.find((candidate) => candidate.code === code);
    let text = '\u2014';
    if (result && 'measurement' in result) {
      text =
        kind === 'class'
          ? intl.formatNumber(result.measurement.diameterClass)
          : formatVolume(intl, Number(result.measurement.volumeText));
    }
    return (
      <td
        key={code}
        className={`volume-calc-result${result && 'error' in result ? ' text-color-secondary' : ''}`}
        data-testid={`volume-calc-${kind}-${code}`}
        data-pr-tooltip={result ? tooltipOf(result) : undefined}
        data-pr-position="bottom"
      >
        {text}
      </td>
    );
  };

  return (
    <Dialog
      visible={visible}
      header={<FormattedMessage id="volumeCalc.title" />}
      onHide={onHide}
      style={{ width: '760px' }}
      breakpoints={{ '800px': '95vw' }}
      draggable={false}
      modal
    >
      <div className="grid p-fluid" data-testid="volume-calculator">
        {FIELDS.map((field) => (
          <div key={field.key} className="col-12 md:col-4 field mb-0">
            <label htmlFor={field.id}>
              <FormattedMessage id={field.labelId} />
            </label>
            <InputText
              id={field.id}
              inputMode="decimal"
              autoComplete="off"
              autoFocus={field.key === 'long'}
              value={input[field.key]}
              maxLength={CALCULATOR_INPUT_MAX}
              onChange={(event) =>
                setInput((current) => ({
                  ...current,
                  [field.key]: decimalOnly(event.target.value, CALCULATOR_INPUT_MAX),
                }))
              }
            />
          </div>
        ))}
      </div>
      <div className="overflow-x-auto mt-3">
        <table className="volume-calc-table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="volumeCalc.standard" />
              </th>
              {CALCULATOR_STANDARDS.map((code) => (
                <th key={code} scope="col" title={standardName(intl, code)}>
                  {code}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {RESULT_ROWS.map(({ kind, labelId }) => (
              <tr key={kind}>
                <th scope="row">
                  <FormattedMessage id={labelId} />
                </th>
                {CALCULATOR_STANDARDS.map((code) => cell(code, kind))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-color-secondary mb-0">
        <FormattedMessage id="volumeCalc.hint" />
      </p>
      {/* Bound to the cells present when it mounts: mounted again once there are results. */}
      <Tooltip
        key={results ? 'results' : 'empty'}
        target=".volume-calc-result"
        className="volume-calc-tooltip"
      />
    </Dialog>
  );
}
