import { type WebMessageId } from '@timber/i18n';
import { InputText } from 'primereact/inputtext';
import { FormattedMessage, useIntl } from 'react-intl';
import { LabelledField } from './labelled-field';

interface TextFilterProps {
  id: string;
  labelId: WebMessageId;
  placeholderId: WebMessageId;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}

/** A labelled text field of a filter bar (a name, a number, part of either). */
export function TextFilter({ id, labelId, placeholderId, value, maxLength, onChange }: TextFilterProps) {
  const intl = useIntl();
  return (
    <LabelledField htmlFor={id} label={<FormattedMessage id={labelId} />}>
      <InputText
        id={id}
        value={value}
        maxLength={maxLength}
        placeholder={intl.formatMessage({ id: placeholderId })}
        onChange={(event) => onChange(event.target.value)}
      />
    </LabelledField>
  );
}
