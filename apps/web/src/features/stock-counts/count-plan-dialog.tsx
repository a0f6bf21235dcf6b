import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isoDate } from '../../shared/format/format';
import { useLookups } from '../../shared/hooks/use-lookups';
import { useCalendarOpenOnClick } from '../../shared/ui/calendar-open-on-click';
import { FormDialog, useFormSubmit } from '../../shared/ui/form-dialog';
import { notify } from '../../shared/ui/notify';
import { useCountPlanCreateMutation } from './stock-counts.api';

interface Draft {
  day: Date | null;
  locationId: string | null;
  kindId: string | null;
}

const endOfToday = (): Date => {
  const day = new Date();
  day.setHours(23, 59, 59, 999);
  return day;
};

/**
 * §2 add-plan dialog: the count date (required, §5 yyyy-MM-dd, no future day), the warehouse
 * (required) and the wood type (none: every type of the warehouse). The server's refusal (a plan
 * already in progress) stays in the dialog.
 */
export function CountPlanDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const intl = useIntl();
  const openOnClick = useCalendarOpenOnClick();
  const lookups = useLookups();
  const [create] = useCountPlanCreateMutation();
  const { submitting, serverError, submit, clearError } = useFormSubmit();
  const [draft, setDraft] = useState<Draft>({ day: new Date(), locationId: null, kindId: null });
  const [tried, setTried] = useState(false);
  const close = () => {
    clearError();
    setTried(false);
    setDraft({ day: new Date(), locationId: null, kindId: null });
    onHide();
  };
  const required = <FormattedMessage id="validation.required" />;
  const onSubmit = () => {
    setTried(true);
    if (!draft.day || !draft.locationId) {
      return false;
    }
    const body = { planTime: isoDate(draft.day), loc: draft.locationId, kind: draft.kindId };
    void submit(async () => {
      const created = await create({ body }).unwrap();
      notify.success(intl.formatMessage({ id: 'count.created' }, { checkListNo: created.data.checkListNo }));
      close();
    });
    return undefined;
  };
  return (
    <FormDialog
      visible={visible}
      title={<FormattedMessage id="count.plan.add" />}
      onHide={close}
      onSubmit={onSubmit}
      submitting={submitting}
      serverError={serverError}
    >
      <div className="flex flex-column gap-3">
        <span className="flex flex-column gap-1">
          <label htmlFor="count-plan-day">
            <FormattedMessage id="count.plannedTime" /> *
          </label>
          <Calendar
            {...openOnClick}
            inputId="count-plan-day"
            value={draft.day}
            maxDate={endOfToday()}
            dateFormat="yy-mm-dd"
            readOnlyInput
            showIcon
            onChange={(event) => setDraft({ ...draft, day: event.value ?? null })}
          />
          {tried && !draft.day && <small className="p-error">{required}</small>}
        </span>
        <span className="flex flex-column gap-1">
          <label htmlFor="count-plan-location">
            <FormattedMessage id="sheet.warehouse" /> *
          </label>
          <Dropdown
            inputId="count-plan-location"
            value={draft.locationId}
            options={lookups.locations}
            filter={lookups.locations.length > 10}
            placeholder={intl.formatMessage({ id: 'common.choose' })}
            onChange={(event) => setDraft({ ...draft, locationId: (event.value as string | null) ?? null })}
          />
          {tried && !draft.locationId && <small className="p-error">{required}</small>}
        </span>
        <span className="flex flex-column gap-1">
          <label htmlFor="count-plan-kind">
            <FormattedMessage id="sheet.woodKind" />
          </label>
          <Dropdown
            inputId="count-plan-kind"
            value={draft.kindId}
            options={lookups.kinds}
            filter={lookups.kinds.length > 10}
            showClear
            placeholder={intl.formatMessage({ id: 'count.plan.allKinds' })}
            onChange={(event) => setDraft({ ...draft, kindId: (event.value as string | null) ?? null })}
          />
        </span>
      </div>
    </FormDialog>
  );
}
