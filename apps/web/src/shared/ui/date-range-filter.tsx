import { type WebMessageId } from '@timber/i18n';
import { Calendar } from 'primereact/calendar';
import { type Nullable } from 'primereact/ts-helpers';
import { FormattedMessage, useIntl } from 'react-intl';
import { isoDate } from '../format/format';
import { LabelledField } from './labelled-field';

export type DateRange = [Date | null, Date | null] | null;

export { isoDate };

/** The range as the API's createTimeFrom / createTimeTo; a single day counts as both ends. */
export function rangeParams(range: DateRange): { createTimeFrom?: string; createTimeTo?: string } {
  const [from, to] = range ?? [null, null];
  if (!from) {
    return {};
  }
  return { createTimeFrom: isoDate(from), createTimeTo: isoDate(to ?? from) };
}

const endOfToday = (): Date => {
  const today = new Date();
  today.setHours(23, 59, 59, 999);
  return today;
};

interface DateRangeFilterProps {
  id: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/** A date range picker that blocks future dates (spec §5). */
export function DateRangeFilter({ id, value, onChange }: DateRangeFilterProps) {
  const intl = useIntl();
  return (
    <Calendar
      inputId={id}
      value={value as Nullable<(Date | null)[]>}
      onChange={(event) => onChange((event.value as DateRange | undefined) ?? null)}
      selectionMode="range"
      readOnlyInput
      showIcon
      showButtonBar
      maxDate={endOfToday()}
      dateFormat="yy-mm-dd"
      placeholder={intl.formatMessage({ id: 'filter.dateRange' })}
      aria-label={intl.formatMessage({ id: 'filter.dateRange' })}
      className="date-range-filter"
    />
  );
}

/** The "created between" filter of a list (or another label's): a labelled {@link DateRangeFilter}. */
export function CreatedBetweenFilter({
  id,
  value,
  onChange,
  labelId = 'filter.createdBetween',
}: DateRangeFilterProps & { labelId?: WebMessageId }) {
  return (
    <LabelledField htmlFor={id} label={<FormattedMessage id={labelId} />}>
      <DateRangeFilter id={id} value={value} onChange={onChange} />
    </LabelledField>
  );
}
