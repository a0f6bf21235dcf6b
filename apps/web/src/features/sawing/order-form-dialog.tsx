import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../shared/form/form-field';
import { numberText } from '../../shared/form/sanitize';
import { type FieldError } from '../../shared/form/validators';
import { formatVolume, isoDate } from '../../shared/format/format';
import { useCalendarOpenOnClick } from '../../shared/ui/calendar-open-on-click';
import { confirmDanger } from '../../shared/ui/confirm';
import { endOfToday } from '../../shared/ui/date-range-filter';
import { FormDialog, useFormSubmit } from '../../shared/ui/form-dialog';
import { notify } from '../../shared/ui/notify';
import {
  type Bench,
  emptySpec,
  GRADE_LABELS,
  type SawingOrder,
  SPEC_INPUT_MAX,
  type SpecDraft,
  type SpecField,
  specProblems,
  specsFromSaved,
  specsVolume,
  toSpecsArr,
  VOLUME_INPUT_MAX,
  volumeOf,
} from './sawing-rules';
import {
  useLazySawingSpecListQuery,
  useSawingOrderCloseMutation,
  useSawingOrderSaveMutation,
  useSawingSpecDeleteMutation,
} from './sawing.api';

/** Add an order, edit an open one, or close it with its specifications and the boards counted. */
export type OrderDialogMode = { mode: 'add' } | { mode: 'edit' | 'close'; order: SawingOrder };

const SPEC_FIELDS: readonly {
  field: SpecField;
  labelId: 'sawing.spec.L' | 'sawing.spec.W' | 'sawing.spec.H' | 'sawing.spec.B' | 'sawing.spec.lastBlocks';
}[] = [
  { field: 'L', labelId: 'sawing.spec.L' },
  { field: 'W', labelId: 'sawing.spec.W' },
  { field: 'H', labelId: 'sawing.spec.H' },
  { field: 'B', labelId: 'sawing.spec.B' },
  { field: 'lastBlocks', labelId: 'sawing.spec.lastBlocks' },
];

interface OrderFormDialogProps {
  dialog: OrderDialogMode | null;
  benches: readonly Bench[];
  /** the list's day: a new order's default cutting date */
  day: Date;
  onHide: () => void;
}

/**
 * The sawing order dialog (spec §5): machine and date required; specifications L (m), W and H
 * (mm), B pieces, the last-log class and the grade, each complete ('spec N parameters incomplete'),
 * at most 15 m long and above zero; a saved specification is deleted through a call, the first one
 * stays. Closing (§4) saves the specifications with the first one's sizes fixed, and the boards
 * counted. The server's refusal (outturn over 100 %) stays in the dialog.
 */
export function OrderFormDialog({ dialog, benches, day, onHide }: OrderFormDialogProps) {
  const intl = useIntl();
  const openOnClick = useCalendarOpenOnClick();
  const [machineId, setMachineId] = useState('');
  const [cuttingDate, setCuttingDate] = useState<Date | null>(day);
  const [specs, setSpecs] = useState<SpecDraft[]>([emptySpec()]);
  const [woodVol, setWoodVol] = useState('');
  const [tried, setTried] = useState(false);
  const [loadSpecs, specsQuery] = useLazySawingSpecListQuery();
  const [save] = useSawingOrderSaveMutation();
  const [close] = useSawingOrderCloseMutation();
  const [deleteSpec] = useSawingSpecDeleteMutation();
  const { submitting, serverError, submit, clearError } = useFormSubmit();
  const mode = dialog?.mode ?? 'add';
  const order = dialog && dialog.mode !== 'add' ? dialog.order : null;

  useEffect(() => {
    if (!dialog) {
      return;
    }
    clearError();
    setTried(false);
    setWoodVol('');
    if (dialog.mode === 'add') {
      setMachineId('');
      setCuttingDate(day);
      setSpecs([emptySpec()]);
      return;
    }
    setMachineId(dialog.order.woodCuttingMachineId);
    setCuttingDate(new Date(`${dialog.order.cuttingDate}T00:00:00`));
    setSpecs([]);
    loadSpecs({ id: dialog.order.id }, false)
      .unwrap()
      .then(({ data }) => setSpecs(data.length > 0 ? specsFromSaved(data) : [emptySpec()]))
      .catch(() => setSpecs([emptySpec()]));
  }, [dialog, day, loadSpecs, clearError]);

  const problems = specProblems(specs);
  const machineError: FieldError | undefined =
    tried && !machineId ? { id: 'validation.required' } : undefined;
  const dateError: FieldError | undefined = tried && !cuttingDate ? { id: 'validation.required' } : undefined;
  const woodVolError: FieldError | undefined =
    woodVol.trim() && volumeOf(woodVol) === null ? { id: 'sawing.volumeInvalid' } : undefined;
  const shownProblem = (spec: SpecDraft): FieldError | undefined => {
    const problem = problems[spec.key];
    return problem && (tried || problem.id === 'sawing.spec.numbersOnly') ? problem : undefined;
  };

  const setSpec = (key: number, change: Partial<SpecDraft>) =>
    setSpecs((list) => list.map((spec) => (spec.key === key ? { ...spec, ...change } : spec)));

  const removeSpec = (spec: SpecDraft) => {
    const drop = () => setSpecs((list) => list.filter((candidate) => candidate.key !== spec.key));
    if (!spec.id) {
      drop();
      return;
    }
    const id = spec.id;
    confirmDanger(intl.formatMessage({ id: 'sawing.spec.deleteConfirm' }), () => {
      deleteSpec({ id })
        .unwrap()
        .then(() => {
          drop();
          notify.success(intl.formatMessage({ id: 'common.deleteSuccess' }));
        })
        .catch(() => undefined);
    });
  };

  const onSubmit = (): boolean => {
    setTried(true);
    const incomplete = mode !== 'close' && (!machineId || !cuttingDate);
    if (incomplete || Object.keys(problems).length > 0 || woodVolError) {
      return false;
    }
    void submit(async () => {
      const specsArr = toSpecsArr(specs);
      if (mode === 'close' && order) {
        const counted = volumeOf(woodVol);
        await close({
          body: { id: order.id, specsArr, ...(counted !== null ? { woodVol: counted } : {}) },
        }).unwrap();
        notify.success(intl.formatMessage({ id: 'sawing.order.closed' }));
      } else {
        await save({
          body: {
            ...(order ? { id: order.id } : {}),
            machineId,
            cuttingDate: isoDate(cuttingDate ?? day),
            specsArr,
          },
        }).unwrap();
        notify.success(intl.formatMessage({ id: 'common.operationSuccess' }));
      }
      onHide();
    });
    return true;
  };

  const titleId =
    mode === 'add' ? 'sawing.order.add' : mode === 'edit' ? 'sawing.order.edit' : 'sawing.order.close';
  const gradeOptions = ([1, 2, 3] as const).map((value) => ({
    value,
    label: intl.formatMessage({ id: GRADE_LABELS[value] ?? 'sawing.grade.1' }),
  }));
  return (
    <FormDialog
      visible={dialog !== null}
      title={
        <span>
          <FormattedMessage id={titleId} />
          {order && <span className="ml-2 text-color-secondary">{order.orderNo}</span>}
        </span>
      }
      onHide={onHide}
      onSubmit={onSubmit}
      submitting={submitting || specsQuery.isFetching}
      serverError={serverError}
      width="860px"
    >
      <div className="grid formgrid">
        <div className="col-12 md:col-6">
          <FormField
            id="sawing-order-machine"
            label={intl.formatMessage({ id: 'sawing.machine' })}
            required
            error={machineError}
          >
            <Dropdown
              inputId="sawing-order-machine"
              value={machineId}
              disabled={mode === 'close'}
              options={benches.map((bench) => ({
                value: bench.id,
                label: `${bench.machineNo} ${bench.name}`,
              }))}
              placeholder={intl.formatMessage({ id: 'common.choose' })}
              invalid={machineError !== undefined}
              onChange={(event) => setMachineId(String(event.value ?? ''))}
            />
          </FormField>
        </div>
        <div className="col-12 md:col-6">
          <FormField
            id="sawing-order-date"
            label={intl.formatMessage({ id: 'sawing.cuttingDate' })}
            required
            error={dateError}
          >
            <Calendar
              {...openOnClick}
              inputId="sawing-order-date"
              value={cuttingDate}
              disabled={mode === 'close'}
              maxDate={endOfToday()}
              dateFormat="yy-mm-dd"
              readOnlyInput
              showIcon
              onChange={(event) => setCuttingDate(event.value ?? null)}
            />
          </FormField>
        </div>
      </div>
      <table className="w-full sawing-specs" data-testid="sawing-specs">
        <thead>
          <tr className="text-left text-sm">
            <th>#</th>
            {SPEC_FIELDS.map(({ field, labelId }) => (
              <th key={field}>
                <FormattedMessage id={labelId} />
              </th>
            ))}
            <th>
              <FormattedMessage id="sawing.grade" />
            </th>
            <th />
          </tr>
        </thead>
        <tbody>
          {specs.map((spec, index) => {
            const problem = shownProblem(spec);
            const fixedSizes = mode === 'close' && index === 0;
            return [
              <tr key={spec.key} data-testid="sawing-spec">
                <td>{index + 1}</td>
                {SPEC_FIELDS.map(({ field, labelId }) => (
                  <td key={field}>
                    <InputText
                      aria-label={`${intl.formatMessage({ id: labelId })} ${index + 1}`}
                      inputMode={field === 'L' ? 'decimal' : 'numeric'}
                      value={spec[field]}
                      disabled={fixedSizes && (field === 'L' || field === 'W' || field === 'H')}
                      invalid={problem !== undefined}
                      onChange={(event) =>
                        setSpec(spec.key, { [field]: numberText(event.target.value, SPEC_INPUT_MAX[field]) })
                      }
                      data-testid={`sawing-spec-${field}`}
                    />
                  </td>
                ))}
                <td>
                  <Dropdown
                    value={spec.woodGrade}
                    options={gradeOptions}
                    aria-label={`${intl.formatMessage({ id: 'sawing.grade' })} ${index + 1}`}
                    onChange={(event) => {
                      const value = Number(event.value);
                      setSpec(spec.key, { woodGrade: value === 2 || value === 3 ? value : 1 });
                    }}
                    data-testid="sawing-spec-grade"
                  />
                </td>
                <td>
                  {index > 0 && (
                    <Button
                      type="button"
                      text
                      severity="danger"
                      icon="pi pi-trash"
                      aria-label={intl.formatMessage({ id: 'common.delete' })}
                      onClick={() => removeSpec(spec)}
                      data-testid="sawing-spec-delete"
                    />
                  )}
                </td>
              </tr>,
              problem && (
                <tr key={`${spec.key}-error`}>
                  <td />
                  <td colSpan={7}>
                    <small className="p-error block" role="alert" data-testid="sawing-spec-error">
                      {intl.formatMessage({ id: problem.id }, problem.values)}
                    </small>
                  </td>
                </tr>
              ),
            ];
          })}
        </tbody>
      </table>
      <div className="flex align-items-center justify-content-between mt-2">
        <Button
          type="button"
          outlined
          icon="pi pi-plus"
          label={intl.formatMessage({ id: 'sawing.spec.add' })}
          onClick={() => setSpecs((list) => [...list, emptySpec()])}
          data-testid="sawing-spec-add"
        />
        <span className="text-sm text-color-secondary" data-testid="sawing-spec-volume">
          <FormattedMessage id="sawing.sysVol" />: {formatVolume(intl, specsVolume(specs))}{' '}
          <FormattedMessage id="unit.m3" />
        </span>
      </div>
      {mode === 'close' && (
        <div className="mt-3">
          <FormField
            id="sawing-order-wood-vol"
            label={intl.formatMessage({ id: 'sawing.woodVolCounted' })}
            error={woodVolError}
          >
            <InputText
              id="sawing-order-wood-vol"
              inputMode="decimal"
              value={woodVol}
              invalid={woodVolError !== undefined}
              onChange={(event) => setWoodVol(numberText(event.target.value, VOLUME_INPUT_MAX))}
            />
          </FormField>
        </div>
      )}
    </FormDialog>
  );
}
