import { type WebMessageId } from '@timber/i18n';
import { InputText } from 'primereact/inputtext';
import { FormattedMessage, useIntl } from 'react-intl';
import { LabelledField } from './labelled-field';

interface TextFilterProps {
  id: string;
  labelId: WebMessageId;
  /** the placeholder; the label's words when not given */
  placeholderId?: WebMessageId;
  value: string;
  maxLength: number;
  inputMode?: 'text' | 'decimal';
  onChange: (value: string) => void;
  testId?: string;
}

/** A labelled text field of a filter bar (a name, a number, part of either). */
export function TextFilter({
  id,
  labelId,
  placeholderId = labelId,
  value,
  maxLength,
  inputMode,
  onChange,
  testId,
}: TextFilterProps) {
  const intl = useIntl();
  return (
    <LabelledField htmlFor={id} label={<FormattedMessage id={labelId} />}>
      <InputText
        id={id}
        value={value}
        maxLength={maxLength}
        inputMode={inputMode}
        placeholder={intl.formatMessage({ id: placeholderId })}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </LabelledField>
  );
}
