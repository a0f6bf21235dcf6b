import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { type Nullable } from 'primereact/ts-helpers';
import { FormattedMessage, useIntl } from 'react-intl';
import { isoDate } from '../format/format';
import { useCalendarOpenOnClick } from './calendar-open-on-click';
import { RANGE_SHORTCUT_LABELS, RANGE_SHORTCUTS, type RangeShortcut, shortcutRange } from './date-shortcuts';
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

export const endOfToday = (): Date => {
  const today = new Date();
  today.setHours(23, 59, 59, 999);
  return today;
};

interface DateRangeFilterProps {
  id: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/** The range as a statistics query's startDate / endDate; a single day counts as both ends. */
export function startEndParams(range: DateRange): { startDate?: string; endDate?: string } {
  const { createTimeFrom, createTimeTo } = rangeParams(range);
  return createTimeFrom ? { startDate: createTimeFrom, endDate: createTimeTo } : {};
}

/** A date range picker that blocks future dates (spec §5). */
export function DateRangeFilter({ id, value, onChange }: DateRangeFilterProps) {
  const intl = useIntl();
  const openOnClick = useCalendarOpenOnClick();
  return (
    <Calendar
      {...openOnClick}
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
      // on the input itself (the root's aria-label would name a <span>, issue 41)
      ariaLabel={intl.formatMessage({ id: 'filter.dateRange' })}
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

/**
 * A labelled date range with its quick choices beneath (today, 7 days, 1, 3, 6 months, 1 year:
 * spec §2 Sawing statistics); a choice sets the range at once.
 */
export function ShortcutRangeFilter({
  id,
  value,
  onChange,
  labelId = 'filter.dateRange',
  shortcuts = RANGE_SHORTCUTS,
}: DateRangeFilterProps & { labelId?: WebMessageId; shortcuts?: readonly RangeShortcut[] }) {
  const intl = useIntl();
  return (
    <LabelledField htmlFor={id} label={<FormattedMessage id={labelId} />}>
      <DateRangeFilter id={id} value={value} onChange={onChange} />
      <span className="flex flex-wrap gap-1" data-testid={`${id}-shortcuts`}>
        {shortcuts.map((shortcut) => (
          <Button
            key={shortcut}
            type="button"
            text
            size="small"
            className="p-1"
            label={intl.formatMessage({ id: RANGE_SHORTCUT_LABELS[shortcut] })}
            onClick={() => onChange(shortcutRange(shortcut))}
            data-testid={`${id}-shortcut-${shortcut}`}
          />
        ))}
      </span>
    </LabelledField>
  );
}

/** A labelled single day of a filter bar or a form (no future days, spec §5). */
export function DayFilter({
  id,
  labelId,
  value,
  onChange,
  clearable = false,
}: {
  id: string;
  labelId: WebMessageId;
  value: Date | null;
  onChange: (day: Date | null) => void;
  clearable?: boolean;
}) {
  return (
    <LabelledField htmlFor={id} label={<FormattedMessage id={labelId} />}>
      <Calendar
        inputId={id}
        value={value}
        onChange={(event) => onChange(event.value ?? null)}
        readOnlyInput
        showIcon
        showButtonBar={clearable}
        maxDate={endOfToday()}
        dateFormat="yy-mm-dd"
      />
    </LabelledField>
  );
}
