import { STOCK_AGE_MINIMUM_MAX, STOCK_AGE_MONTHS_MAX } from '@timber/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputNumber } from 'primereact/inputnumber';
import { SelectButton } from 'primereact/selectbutton';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type RowOf } from '../../api/row-of';
import { formatVolume } from '../../shared/format/format';
import { confirmDanger } from '../../shared/ui/confirm';
import { EmptyState } from '../../shared/ui/empty-state';
import { LabelledField } from '../../shared/ui/labelled-field';
import { notify } from '../../shared/ui/notify';
import { RowAction } from '../../shared/ui/row-action';
import {
  type StockAgeAlarmListApiResponse,
  type StockAgeRuleListApiResponse,
  useStockAgeAlarmListQuery,
  useStockAgeRuleCreateMutation,
  useStockAgeRuleDeleteMutation,
  useStockAgeRuleListQuery,
} from './dashboard.api';
import { type StockAgeDraft, stockAgeErrors } from './stock-age-rules';

type Rule = RowOf<StockAgeRuleListApiResponse>;
type Alarm = RowOf<StockAgeAlarmListApiResponse>;
type Mode = 'list' | 'add';

/** §9: small lists of the dashboard page by 10. */
const PANEL_PAGE_SIZE = 10;
const EMPTY_DRAFT: StockAgeDraft = { minimum: null, months: null };

function AddRuleForm({ onSaved }: { onSaved: () => void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState<StockAgeDraft>(EMPTY_DRAFT);
  const [tried, setTried] = useState(false);
  const [save, { isLoading }] = useStockAgeRuleCreateMutation();
  const errors = tried ? stockAgeErrors(draft) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(stockAgeErrors(draft)).length > 0 || draft.minimum === null || draft.months === null) {
      return;
    }
    save({ body: { minimum: draft.minimum, months: draft.months } })
      .unwrap()
      .then((answer) => {
        notify.success(intl.formatMessage({ id: 'stockAge.saved' }, { firing: answer.data.firing }));
        setDraft(EMPTY_DRAFT);
        setTried(false);
        onSaved();
      })
      // the API layer has shown the server's message; the form stays as it is
      .catch(() => undefined);
  };
  const field = (name: keyof StockAgeDraft, labelId: 'stockAge.minimum' | 'stockAge.months', max: number) => (
    <LabelledField htmlFor={`stock-age-${name}`} label={<FormattedMessage id={labelId} />}>
      <InputNumber
        inputId={`stock-age-${name}`}
        value={draft[name]}
        onValueChange={(event) => setDraft({ ...draft, [name]: event.value ?? null })}
        useGrouping={false}
        min={0}
        max={max}
        invalid={errors[name] !== undefined}
        data-testid={`stock-age-${name}`}
      />
      {errors[name] && (
        <small className="p-error" data-testid={`stock-age-${name}-error`}>
          <FormattedMessage id={errors[name]} values={{ max }} />
        </small>
      )}
    </LabelledField>
  );
  return (
    <form className="flex flex-wrap align-items-start gap-3" onSubmit={submit} noValidate>
      {field('minimum', 'stockAge.minimum', STOCK_AGE_MINIMUM_MAX)}
      {field('months', 'stockAge.months', STOCK_AGE_MONTHS_MAX)}
      <Button
        type="submit"
        className="mt-4"
        icon="pi pi-plus"
        label={intl.formatMessage({ id: 'common.add' })}
        loading={isLoading}
        data-testid="stock-age-save"
      />
    </form>
  );
}

function RuleList() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const rules = useStockAgeRuleListQuery({ body: { page, pageSize: PANEL_PAGE_SIZE } });
  const [remove] = useStockAgeRuleDeleteMutation();
  const askDelete = (rule: Rule) =>
    confirmDanger(
      intl.formatMessage({ id: 'stockAge.deleteConfirm' }, { minimum: rule.minimum, months: rule.months }),
      () => {
        remove({ id: rule.id })
          .unwrap()
          .then(() => notify.success(intl.formatMessage({ id: 'common.deleteSuccess' })))
          .catch(() => undefined);
      },
    );
  return (
    <DataTable
      value={rules.data?.data.records ?? []}
      loading={rules.isFetching}
      size="small"
      lazy
      paginator={(rules.data?.data.total ?? 0) > PANEL_PAGE_SIZE}
      rows={PANEL_PAGE_SIZE}
      first={(page - 1) * PANEL_PAGE_SIZE}
      totalRecords={rules.data?.data.total ?? 0}
      onPage={(event) => setPage((event.page ?? 0) + 1)}
      emptyMessage={
        <EmptyState>
          <FormattedMessage id="stockAge.noRules" />
        </EmptyState>
      }
      data-testid="stock-age-rules"
    >
      <Column
        header={intl.formatMessage({ id: 'stockAge.rule' })}
        body={(rule: Rule) => (
          <FormattedMessage id="stockAge.ruleText" values={{ minimum: rule.minimum, months: rule.months }} />
        )}
      />
      <Column field="firing" header={intl.formatMessage({ id: 'stockAge.firing' })} />
      <Column
        header={intl.formatMessage({ id: 'common.actions' })}
        body={(rule: Rule) => (
          <RowAction
            icon="pi pi-trash"
            labelId="common.delete"
            danger
            onClick={() => askDelete(rule)}
            testId="stock-age-delete"
          />
        )}
      />
    </DataTable>
  );
}

function AgedStock() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const alarms = useStockAgeAlarmListQuery(
    { body: { page, pageSize: PANEL_PAGE_SIZE } },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <DataTable
      value={alarms.data?.data.records ?? []}
      loading={alarms.isFetching}
      size="small"
      lazy
      paginator={(alarms.data?.data.total ?? 0) > PANEL_PAGE_SIZE}
      rows={PANEL_PAGE_SIZE}
      first={(page - 1) * PANEL_PAGE_SIZE}
      totalRecords={alarms.data?.data.total ?? 0}
      onPage={(event) => setPage((event.page ?? 0) + 1)}
      emptyMessage={
        <EmptyState>
          <FormattedMessage id="stockAge.noneOverAge" />
        </EmptyState>
      }
      data-testid="stock-age-alarms"
    >
      <Column field="locationName" header={intl.formatMessage({ id: 'sheet.warehouse' })} />
      <Column field="woodKindName" header={intl.formatMessage({ id: 'sheet.woodKind' })} />
      <Column
        header={intl.formatMessage({ id: 'stockAge.agedQty' })}
        body={(alarm: Alarm) => (
          <span data-testid="stock-age-aged">
            {alarm.agedQty} / {alarm.quantity}
          </span>
        )}
      />
      <Column
        header={intl.formatMessage({ id: 'sheet.volume' })}
        body={(alarm: Alarm) => formatVolume(intl, alarm.agedVolume)}
      />
      <Column field="oldestDay" header={intl.formatMessage({ id: 'stockAge.oldestDay' })} />
      <Column
        header={intl.formatMessage({ id: 'stockAge.rule' })}
        body={(alarm: Alarm) => (
          <FormattedMessage
            id="stockAge.ruleText"
            values={{ minimum: alarm.minimum, months: alarm.months }}
          />
        )}
      />
    </DataTable>
  );
}

/**
 * The dashboard's stock-age warning (spec §2 Dashboard): the panel toggles between listing the
 * rules and adding one; beneath, the stock rows over a rule's age now. A log's age counts from its
 * stock-in sheet's date, which the panel says (issue 35).
 */
export default function StockAgePanel() {
  const intl = useIntl();
  const [mode, setMode] = useState<Mode>('list');
  const modes = [
    { value: 'list', label: intl.formatMessage({ id: 'stockAge.listRules' }) },
    { value: 'add', label: intl.formatMessage({ id: 'stockAge.addRule' }) },
  ];
  return (
    <section className="card" data-testid="stock-age-panel">
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 className="m-0 text-base font-medium">
          <i className="pi pi-clock mr-2" aria-hidden />
          <FormattedMessage id="stockAge.title" />
        </h2>
        <SelectButton
          value={mode}
          options={modes}
          allowEmpty={false}
          onChange={(event) => setMode(event.value as Mode)}
          data-testid="stock-age-mode"
        />
      </div>
      <p className="mt-0 mb-3 text-sm text-color-secondary" data-testid="stock-age-basis">
        <FormattedMessage id="stockAge.basis" />
      </p>
      {mode === 'add' ? <AddRuleForm onSaved={() => setMode('list')} /> : <RuleList />}
      <h3 className="text-sm font-medium text-color-secondary mt-4 mb-2">
        <FormattedMessage id="stockAge.overAge" />
      </h3>
      <AgedStock />
    </section>
  );
}
