import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLookups } from '../../shared/hooks/use-lookups';
import { confirmAction, confirmDanger } from '../../shared/ui/confirm';
import { DataTableView, FIRST_PAGE, type Paging } from '../../shared/ui/data-table-view';
import { ExportButton } from '../../shared/ui/export-button';
import { FilterBar } from '../../shared/ui/filter-bar';
import { LabelledField } from '../../shared/ui/labelled-field';
import { LookupFilter } from '../../shared/ui/lookup-filter';
import { notify } from '../../shared/ui/notify';
import { RowAction } from '../../shared/ui/row-action';
import { TextFilter } from '../../shared/ui/text-filter';
import {
  COUNT_EXPORT_URL,
  type CountLine,
  type CountPlan,
  IN_PROGRESS,
  useCountAdjustmentListQuery,
  useCountClearAllMutation,
  useCountLineAddMutation,
  useCountLineClearMutation,
  useCountLineCountMutation,
  useCountLineListQuery,
  useCountPlanFinishMutation,
} from './stock-counts.api';

type Result = 0 | 1 | 2 | 3;

interface LineFilters {
  kind: string | null;
  length: string;
  result: Result;
}

const NO_FILTERS: LineFilters = { kind: null, length: '', result: 0 };

/** The detail's filters as the call takes them (§5 the length filter sanitized and trimmed). */
export const lineFilterBody = (planId: string, filters: LineFilters) => {
  const length = filters.length.replace(/[^\d.]/g, '').trim();
  return {
    id: planId,
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(length ? { length } : {}),
    ...(filters.result ? { result: filters.result } : {}),
  };
};

/** A line's counted quantity, saved when the field is left with another value. */
function CountCell({ line, editable }: { line: CountLine; editable: boolean }) {
  const intl = useIntl();
  const [count] = useCountLineCountMutation();
  const [value, setValue] = useState<number | null>(line.checkQty);
  const testId = `count-qty-${line.dia}-${line.length}`;
  if (!editable) {
    return <span data-testid={testId}>{line.checkQty}</span>;
  }
  const save = () => {
    if (value === null || value === line.checkQty) {
      setValue(line.checkQty);
      return;
    }
    count({ body: { diaId: line.diaId, checkQty: value } })
      .unwrap()
      .catch(() => setValue(line.checkQty));
  };
  return (
    <span data-testid={testId}>
      <InputNumber
        value={value}
        min={0}
        max={1_000_000}
        useGrouping={false}
        inputClassName="w-6rem"
        aria-label={intl.formatMessage({ id: 'count.checkQty' })}
        onValueChange={(event) => setValue(event.value ?? null)}
        onBlur={save}
      />
    </span>
  );
}

/** A labelled number of the add-line bar: whole numbers unless `decimals` says otherwise. */
function NumberField(props: {
  id: string;
  labelId: WebMessageId;
  value: number | null;
  min?: number;
  max?: number;
  decimals?: number;
  onChange: (value: number | null) => void;
}) {
  return (
    <LabelledField htmlFor={props.id} label={<FormattedMessage id={props.labelId} />}>
      <InputNumber
        inputId={props.id}
        value={props.value}
        min={props.min ?? 1}
        {...(props.max === undefined ? {} : { max: props.max })}
        maxFractionDigits={props.decimals ?? 0}
        useGrouping={false}
        inputClassName="w-6rem"
        onValueChange={(event) => props.onChange(event.value ?? null)}
      />
    </LabelledField>
  );
}

/** Logs found that the book lacks: a line of a kind, diameter and length with its count. */
function AddLineBar({ plan }: { plan: CountPlan }) {
  const intl = useIntl();
  const lookups = useLookups();
  const [add, { isLoading }] = useCountLineAddMutation();
  const [kind, setKind] = useState<string | null>(plan.woodKindId ?? null);
  const [dia, setDia] = useState<number | null>(null);
  const [length, setLength] = useState<number | null>(null);
  const [qty, setQty] = useState<number | null>(1);
  const ready = kind !== null && dia !== null && length !== null && qty !== null && qty > 0;
  const submit = () => {
    if (!ready) {
      notify.warn(intl.formatMessage({ id: 'count.addLine.incomplete' }));
      return;
    }
    add({ body: { kind, dia, length, checkQty: qty } })
      .unwrap()
      .then(() => {
        notify.success(intl.formatMessage({ id: 'common.operationSuccess' }));
        setDia(null);
      })
      .catch(() => undefined);
  };
  return (
    <div className="flex flex-wrap align-items-end gap-2" data-testid="count-add-line">
      <LabelledField htmlFor="count-add-kind" label={<FormattedMessage id="sheet.woodKind" />}>
        <Dropdown
          inputId="count-add-kind"
          value={kind}
          options={plan.woodKindId ? lookups.kinds.filter((k) => k.value === plan.woodKindId) : lookups.kinds}
          placeholder={intl.formatMessage({ id: 'common.choose' })}
          onChange={(event) => setKind((event.value as string | null) ?? null)}
        />
      </LabelledField>
      <NumberField id="count-add-dia" labelId="sheet.diameter" value={dia} max={200} onChange={setDia} />
      <NumberField
        id="count-add-length"
        labelId="sheet.length"
        value={length}
        min={0.1}
        max={15}
        decimals={2}
        onChange={setLength}
      />
      <NumberField id="count-add-qty" labelId="count.checkQty" value={qty} onChange={setQty} />
      <Button
        icon="pi pi-plus"
        label={intl.formatMessage({ id: 'count.addLine' })}
        loading={isLoading}
        onClick={submit}
        data-testid="count-add-line-submit"
      />
    </div>
  );
}

/** A finished plan's stock adjustments (its differences) and whether they are applied yet. */
function AdjustmentList({ planId }: { planId: string }) {
  const intl = useIntl();
  // the consumer applies them a moment after the finish: asked again until every one is applied
  const [pollingInterval, setPollingInterval] = useState(2000);
  const query = useCountAdjustmentListQuery({ body: { id: planId } }, { pollingInterval });
  const rows = query.data?.data.records;
  useEffect(() => {
    if (rows?.every((row) => row.appliedTime !== null)) {
      setPollingInterval(0);
    }
  }, [rows]);
  return (
    <div data-testid="count-adjustments">
      <h4 className="mt-3 mb-2">
        <FormattedMessage id="count.adjustments" />
      </h4>
      {!rows || rows.length === 0 ? (
        <span className="text-color-secondary">
          <FormattedMessage id="count.adjustments.none" />
        </span>
      ) : (
        <ul className="m-0 pl-3">
          {rows.map((row) => (
            <li key={row.id} data-testid="count-adjustment">
              {intl.formatMessage(
                { id: 'count.adjustment.line' },
                {
                  kind: row.kindName,
                  dia: row.dia,
                  length: row.length,
                  qty: row.qty > 0 ? `+${row.qty}` : String(row.qty),
                },
              )}{' '}
              <span className="text-color-secondary">
                {row.appliedTime ? (
                  <FormattedMessage id="count.adjustment.applied" />
                ) : (
                  <FormattedMessage id="count.adjustment.pending" />
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * §2 detail dialog of a plan: its lines per location, kind, diameter and length with the book
 * and counted quantities and the difference, filtered by kind, length and result. On the plan in
 * progress each count is entered in its line, a line or all lines cleared (§4: counts to 0), logs
 * the book lacks added, and the plan finished; a finished plan shows its stock adjustments.
 */
export function CountDetailDialog({ plan, onHide }: { plan: CountPlan; onHide: () => void }) {
  const intl = useIntl();
  const lookups = useLookups();
  const [draft, setDraft] = useState<LineFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<LineFilters>(NO_FILTERS);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const list = useCountLineListQuery({
    body: { page: paging.page, pageSize: paging.pageSize, ...lineFilterBody(plan.id, applied) },
  });
  const [clearLine] = useCountLineClearMutation();
  const [clearAll] = useCountClearAllMutation();
  const [finish] = useCountPlanFinishMutation();
  const shown = list.data?.data.plan ?? plan;
  const open = shown.status === IN_PROGRESS;
  const search = (filters: LineFilters) => {
    setApplied(filters);
    setPaging({ ...paging, page: 1 });
  };
  const results = [
    { value: 0 as const, label: intl.formatMessage({ id: 'count.result.all' }) },
    { value: 1 as const, label: intl.formatMessage({ id: 'count.result.equal' }) },
    { value: 2 as const, label: intl.formatMessage({ id: 'count.result.profit' }) },
    { value: 3 as const, label: intl.formatMessage({ id: 'count.result.loss' }) },
  ];
  const confirmFinish = () =>
    confirmAction(
      intl.formatMessage({ id: 'count.finishConfirm' }, { checkListNo: shown.checkListNo }),
      () => {
        finish({ id: shown.id })
          .unwrap()
          .then(() => notify.success(intl.formatMessage({ id: 'count.finished' })))
          .catch(() => undefined);
      },
      'pi pi-check-circle',
    );

  return (
    <Dialog
      visible
      onHide={onHide}
      header={intl.formatMessage({ id: 'count.detail.title' }, { checkListNo: shown.checkListNo })}
      style={{ width: '72rem', maxWidth: '96vw' }}
      maximizable
      data-testid="count-detail"
    >
      <div className="flex flex-wrap gap-4 mb-3" data-testid="count-detail-summary">
        <span>
          <FormattedMessage id="sheet.warehouse" />: {shown.storageBin}
        </span>
        <span>
          <FormattedMessage id="count.bookQty" />: <b data-testid="count-book-total">{shown.qty}</b>
        </span>
        <span>
          <FormattedMessage id="count.checkQty" />: <b data-testid="count-check-total">{shown.checkQty}</b>
        </span>
        <span data-testid="count-detail-status">
          {shown.statusDesc} · {shown.checkStatusDesc}
        </span>
      </div>
      <DataTableView<CountLine & Record<string, unknown>>
        rows={(list.data?.data.records ?? []) as (CountLine & Record<string, unknown>)[]}
        total={list.data?.data.total ?? 0}
        loading={list.isFetching}
        paging={paging}
        onPaging={setPaging}
        dataKey="diaId"
        testId="count-lines"
        emptyMessage={<FormattedMessage id="count.detail.empty" />}
        filters={
          <FilterBar
            onSearch={() => search(draft)}
            onReset={() => {
              setDraft(NO_FILTERS);
              search(NO_FILTERS);
            }}
          >
            <LookupFilter
              id="count-filter-kind"
              labelId="sheet.woodKind"
              value={draft.kind}
              options={lookups.kinds}
              onChange={(kind) => setDraft({ ...draft, kind })}
            />
            <TextFilter
              id="count-filter-length"
              labelId="sheet.length"
              placeholderId="count.lengthPlaceholder"
              value={draft.length}
              maxLength={10}
              onChange={(length) => setDraft({ ...draft, length })}
            />
            <LookupFilter<Result>
              id="count-filter-result"
              labelId="count.result"
              value={draft.result}
              options={results}
              onChange={(result) => setDraft({ ...draft, result: result ?? 0 })}
            />
          </FilterBar>
        }
        actions={
          open ? (
            <>
              <Button
                icon="pi pi-check"
                label={intl.formatMessage({ id: 'count.finish' })}
                onClick={confirmFinish}
                data-testid="count-finish"
              />
              <Button
                icon="pi pi-eraser"
                severity="danger"
                outlined
                label={intl.formatMessage({ id: 'count.clearAll' })}
                onClick={() =>
                  confirmDanger(
                    intl.formatMessage({ id: 'count.clearAllConfirm' }, { checkListNo: shown.checkListNo }),
                    () => {
                      clearAll({ body: {} })
                        .unwrap()
                        .then(() => notify.success(intl.formatMessage({ id: 'common.operationSuccess' })))
                        .catch(() => undefined);
                    },
                  )
                }
                data-testid="count-clear-all"
              />
            </>
          ) : undefined
        }
        exportSlot={
          <ExportButton
            url={COUNT_EXPORT_URL}
            body={() => lineFilterBody(plan.id, applied)}
            labelId="stock.export"
            testId="count-export"
          />
        }
      >
        <Column field="locName" header={intl.formatMessage({ id: 'sheet.warehouse' })} />
        <Column field="kindName" header={intl.formatMessage({ id: 'sheet.woodKind' })} />
        <Column field="dia" header={intl.formatMessage({ id: 'sheet.diameter' })} />
        <Column field="length" header={intl.formatMessage({ id: 'sheet.length' })} />
        <Column field="qty" header={intl.formatMessage({ id: 'count.bookQty' })} />
        <Column
          header={intl.formatMessage({ id: 'count.checkQty' })}
          body={(line: CountLine) => (
            <CountCell key={`${line.diaId}-${line.checkQty}`} line={line} editable={open} />
          )}
        />
        <Column
          header={intl.formatMessage({ id: 'count.profit' })}
          body={(line: CountLine) => <span data-testid="count-profit">{line.invQtyProfit}</span>}
        />
        <Column
          header={intl.formatMessage({ id: 'count.loss' })}
          body={(line: CountLine) => <span data-testid="count-loss">{line.invQtyLoss}</span>}
        />
        {open && (
          <Column
            header={intl.formatMessage({ id: 'common.actions' })}
            body={(line: CountLine) => (
              <RowAction
                icon="pi pi-eraser"
                labelId="count.clearLine"
                danger
                testId="count-clear-line"
                onClick={() =>
                  confirmDanger(intl.formatMessage({ id: 'count.clearLineConfirm' }), () => {
                    clearLine({ diaId: line.diaId })
                      .unwrap()
                      .then(() => notify.success(intl.formatMessage({ id: 'common.operationSuccess' })))
                      .catch(() => undefined);
                  })
                }
              />
            )}
          />
        )}
      </DataTableView>
      {open ? <AddLineBar plan={shown} /> : <AdjustmentList planId={shown.id} />}
    </Dialog>
  );
}
