import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { SelectButton } from 'primereact/selectbutton';
import { FormattedMessage, useIntl } from 'react-intl';
import { PILE_M, type ReferenceDraft, type ReferenceKind, STICK_CM } from './point-editor-state';

interface ReferencePanelProps {
  draft: ReferenceDraft;
  onKind: (kind: ReferenceKind) => void;
  onLength: (length: number | null) => void;
  onClear: () => void;
}

const LENGTH_INPUT_ID = 'point-editor-reference-length';

/** Reference mode: a stick of known length (cm) or the pile's length (m), drawn on the photo and typed here. */
export function ReferencePanel({ draft, onKind, onLength, onClear }: ReferencePanelProps) {
  const intl = useIntl();
  const stick = draft.kind === 'stick';
  const range = stick ? STICK_CM : PILE_M;
  const kinds = [
    { value: 'stick', label: intl.formatMessage({ id: 'counting.editor.kindStick' }) },
    { value: 'pile', label: intl.formatMessage({ id: 'counting.editor.kindPile' }) },
  ];
  return (
    <div className="flex flex-column gap-2" data-testid="point-editor-reference-panel">
      <SelectButton
        value={draft.kind}
        options={kinds}
        allowEmpty={false}
        aria-label={intl.formatMessage({ id: 'counting.editor.referenceKind' })}
        onChange={(event) => {
          const kind: unknown = event.value;
          if (kind === 'stick' || kind === 'pile') {
            onKind(kind);
          }
        }}
      />
      <small>
        <FormattedMessage id={stick ? 'counting.editor.stickHint' : 'counting.editor.pileHint'} />
      </small>
      <div className="flex flex-wrap align-items-end gap-2">
        <div className="flex flex-column gap-1">
          <label htmlFor={LENGTH_INPUT_ID}>
            <FormattedMessage id={stick ? 'counting.editor.stickLength' : 'counting.editor.pileLength'} />
          </label>
          <InputNumber
            key={draft.kind}
            inputId={LENGTH_INPUT_ID}
            value={draft.length}
            onValueChange={(event) => onLength(event.value ?? null)}
            min={range.min}
            max={range.max}
            maxFractionDigits={stick ? 1 : 2}
            locale={intl.locale}
            inputStyle={{ width: '9rem' }}
            aria-describedby={`${LENGTH_INPUT_ID}-range`}
            data-testid="point-editor-reference-length"
          />
          <small id={`${LENGTH_INPUT_ID}-range`}>
            <FormattedMessage
              id={stick ? 'counting.editor.stickRange' : 'counting.editor.pileRange'}
              values={{ min: intl.formatNumber(range.min), max: intl.formatNumber(range.max) }}
            />
          </small>
        </div>
        <Button
          type="button"
          icon="pi pi-times"
          text
          severity="secondary"
          label={intl.formatMessage({ id: 'counting.editor.clearReference' })}
          disabled={!draft.line && draft.length === null}
          onClick={onClear}
          data-testid="point-editor-reference-clear"
        />
      </div>
    </div>
  );
}
