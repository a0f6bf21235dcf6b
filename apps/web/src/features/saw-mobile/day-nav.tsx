import { Button } from 'primereact/button';
import { FormattedMessage, useIntl } from 'react-intl';
import { localDay, shiftDay } from './saw-mobile-rules';

/** The day shown, with the day before and after (§2 H5 date navigation; the bench page's date). */
export function DayNav({ day, onChange }: { day: string; onChange: (day: string) => void }) {
  const intl = useIntl();
  const today = localDay(new Date());
  return (
    <div className="flex align-items-center justify-content-between gap-2" data-testid="day-nav">
      <Button
        icon="pi pi-chevron-left"
        text
        aria-label={intl.formatMessage({ id: 'sawMobile.prevDay' })}
        onClick={() => onChange(shiftDay(day, -1))}
      />
      <strong data-testid="day-nav-day">{day}</strong>
      {day !== today && (
        <Button
          label={intl.formatMessage({ id: 'common.today' })}
          text
          size="small"
          onClick={() => onChange(today)}
        />
      )}
      <Button
        icon="pi pi-chevron-right"
        text
        aria-label={intl.formatMessage({ id: 'sawMobile.nextDay' })}
        onClick={() => onChange(shiftDay(day, 1))}
      />
    </div>
  );
}

/** A phone page's frame: 390 px wide at most, its title on top. */
export function PhonePage({
  title,
  children,
  testId,
}: {
  title: React.ReactNode;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <main className="mx-auto p-3 flex flex-column gap-3" style={{ maxWidth: 480 }} data-testid={testId}>
      <h1 className="m-0 text-xl">{title}</h1>
      {children}
    </main>
  );
}

export function NoLink({ id }: { id: 'sawMobile.noLink' | 'sawH5.noLink' }) {
  return (
    <div className="p-3 border-round surface-100" data-testid="saw-mobile-no-link">
      <FormattedMessage id={id} />
    </div>
  );
}
