import { type WebMessageId } from '@timber/i18n';
import { Dropdown } from 'primereact/dropdown';
import { FormattedMessage, useIntl } from 'react-intl';
import { LabelledField } from './labelled-field';

interface LookupFilterProps<V extends string | number> {
  id: string;
  labelId: WebMessageId;
  value: V | null;
  options: readonly { value: V; label: string }[];
  /** the placeholder while nothing is chosen; "Choose" when not given */
  placeholderId?: WebMessageId;
  onChange: (value: V | null) => void;
}

/** A labelled, clearable choice of a filter bar (customer, wood type, warehouse, status). */
export function LookupFilter<V extends string | number>({
  id,
  labelId,
  value,
  options,
  placeholderId = 'common.choose',
  onChange,
}: LookupFilterProps<V>) {
  const intl = useIntl();
  return (
    <LabelledField htmlFor={id} label={<FormattedMessage id={labelId} />}>
      <Dropdown
        inputId={id}
        value={value}
        options={[...options]}
        filter={options.length > 10}
        showClear
        placeholder={intl.formatMessage({ id: placeholderId })}
        onChange={(event) => onChange((event.value as V | null | undefined) ?? null)}
      />
    </LabelledField>
  );
}
