import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { TabMenu } from 'primereact/tabmenu';
import { type ReactNode, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { canAccess, COUNTING_PERMISSION } from '../../app/access';
import { type SheetPrefill, useCountSheetBridge } from '../../shared/bridges/count-sheet';
import { FormField } from '../../shared/form/form-field';
import { numberText } from '../../shared/form/sanitize';
import { type FieldError } from '../../shared/form/validators';
import { formatVolume } from '../../shared/format/format';
import { type Option } from '../../shared/hooks/use-lookups';
import { useCalendarOpenOnClick } from '../../shared/ui/calendar-open-on-click';
import { DiameterRowsHead } from '../../shared/ui/diameter-rows-head';
import { FormDialog, useFormSubmit } from '../../shared/ui/form-dialog';
import { IconButton, RemoveRowButton } from '../../shared/ui/icon-button';
import { notify } from '../../shared/ui/notify';
import { useUserStandards } from '../../shared/volume/use-user-standards';
import { useAppSelector } from '../../store/hooks';
import {
  type DiameterDraft,
  diameterInput,
  e4ToM3,
  hasErrors,
  previewSheet,
  quantityInput,
  type SheetDraft,
  type SheetErrors,
  sheetPayload,
  TRANSPORT_MAX,
  typedErrors,
  validateSheet,
} from './sheet-rules';

const SHEET_DIALOG_WIDTH = '880px';
const LENGTH_MAX = 5;
const VOLUME_MAX = 10;

let nextKey = 1;
const newRow = (): DiameterDraft => ({ key: nextKey++, dia: '', len: '', qty: '' });

/** What the dialog opens with, and returns to when closed: e.g. a count order's diameter classes. */
export interface SheetInitialValues {
  standard?: string;
  kindId?: string;
  /** the default length in m */
  len?: number;
  rows: readonly { dia: number; len?: number; qty: number; imgId?: number }[];
}

const initialDraft = (standard: string, initial?: SheetInitialValues): SheetDraft => ({
  sheetType: 1,
  date: new Date(),
  standard: initial?.standard ?? standard,
  locationId: '',
  kindId: initial?.kindId ?? '',
  supplier: '',
  vehicleLicense: '',
  len: initial?.len === undefined ? '' : String(initial.len),
  purchaseVol: '',
  rows:
    initial && initial.rows.length > 0
      ? initial.rows.map((row) => ({
          key: nextKey++,
          dia: String(row.dia),
          len: row.len === undefined ? '' : String(row.len),
          qty: String(row.qty),
          ...(row.imgId === undefined ? {} : { imgId: row.imgId }),
        }))
      : [newRow()],
});

const endOfToday = (): Date => {
  const today = new Date();
  today.setHours(23, 59, 59, 999);
  return today;
};

/** What a sheet is saved with: the form, and the count order its rows came from (stock-in). */
export type SheetSaveBody = ReturnType<typeof sheetPayload> & {
  countOrder?: SheetPrefill['countOrder'];
};

interface SheetFormDialogProps {
  visible: boolean;
  onHide: () => void;
  /** Stock-in has two tabs (re-measure and purchase sheet, spec §2); stock-out has none. */
  withPurchase: boolean;
  titleId: 'sheet.in.add' | 'sheet.out.add';
  lookups: { customers: Option[]; kinds: Option[]; locations: Option[] };
  save: (body: SheetSaveBody) => Promise<{ spu: string }>;
  /** values to start from instead of an empty form (reset returns to them) */
  initial?: SheetInitialValues;
  /** where the initial values came from, shown in place of the image upload */
  sourceNote?: ReactNode;
  /** offers the image upload: rows from a reviewed count order (stock-in, spec §2) */
  countSource?: boolean;
}

/** The add sheet dialog (spec §2, §3 save payload, §5): manual diameter rows with a live volume preview. */
export function SheetFormDialog({
  visible,
  onHide,
  withPurchase,
  titleId,
  lookups,
  save,
  initial,
  sourceNote,
  countSource = false,
}: SheetFormDialogProps) {
  const intl = useIntl();
  const dateOpenOnClick = useCalendarOpenOnClick();
  const standards = useUserStandards();
  const [draft, setDraft] = useState<SheetDraft>(() => initialDraft(standards[0]?.value ?? '', initial));
  // Checked live once the user has tried to save, so a fixed field loses its message.
  const [tried, setTried] = useState(false);
  const errors: SheetErrors = useMemo(() => {
    const found = validateSheet(draft);
    return tried ? found : typedErrors(found);
  }, [tried, draft]);
  const { submitting, serverError, submit: trySave, clearError } = useFormSubmit();
  const preview = useMemo(() => previewSheet(draft), [draft]);
  // the image upload: a reviewed count order whose diameter classes are the rows
  const user = useAppSelector((state) => state.session.user);
  const canCount = user !== null && canAccess({ permission: COUNTING_PERMISSION }, user);
  const { CountSource } = useCountSheetBridge();
  const [choosingCount, setChoosingCount] = useState(false);
  const [fromCount, setFromCount] = useState<SheetPrefill | null>(null);

  const takeCount = (prefill: SheetPrefill) => {
    setChoosingCount(false);
    setFromCount(prefill);
    setDraft((current) => ({
      ...current,
      standard: prefill.standard,
      len: String(prefill.len),
      rows: prefill.rows.map((row) => ({
        key: nextKey++,
        dia: String(row.dia),
        len: '',
        qty: String(row.qty),
        imgId: row.imgId,
      })),
    }));
  };

  const dropCount = () => {
    setFromCount(null);
    setDraft((current) => ({ ...current, rows: [newRow()] }));
  };

  const close = () => {
    setFromCount(null);
    setDraft(initialDraft(standards[0]?.value ?? '', initial));
    setTried(false);
    clearError();
    onHide();
  };

  const set = (patch: Partial<SheetDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setRow = (key: number, patch: Partial<SheetDraft['rows'][number]>) =>
    setDraft((current) => ({
      ...current,
      rows: current.rows.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    }));

  const submit = (): boolean => {
    setTried(true);
    if (hasErrors(validateSheet(draft))) {
      return false;
    }
    void trySave(async () => {
      const { spu } = await save({
        ...sheetPayload(draft, withPurchase),
        ...(fromCount ? { countOrder: fromCount.countOrder } : {}),
      });
      notify.success(intl.formatMessage({ id: 'sheet.form.saved' }, { spu }));
      close();
    });
    return true;
  };

  const tabs = [
    { label: intl.formatMessage({ id: 'sheet.form.remeasure' }), icon: 'pi pi-list' },
    { label: intl.formatMessage({ id: 'sheet.form.purchase' }), icon: 'pi pi-shopping-cart' },
  ];
  const volume = (e4: number | null | undefined) =>
    e4 === null || e4 === undefined ? '\u2014' : formatVolume(intl, e4ToM3(e4));
  const select = (
    id: string,
    field: 'standard' | 'locationId' | 'kindId' | 'supplier',
    options: readonly Option[],
    showClear = false,
  ) => (
    <Dropdown
      inputId={id}
      value={draft[field] || null}
      options={[...options]}
      filter={options.length > 10}
      showClear={showClear}
      invalid={field !== 'supplier' && errors[field] !== undefined}
      placeholder={intl.formatMessage({ id: 'common.choose' })}
      onChange={(event) => set({ [field]: (event.value as string | null) ?? '' })}
    />
  );

  /** One field of the header grid, three to a row on wide screens. */
  const cell = (
    id: string,
    labelId: WebMessageId,
    control: ReactNode,
    error?: FieldError,
    required = false,
  ) => (
    <div className="col-12 md:col-4">
      <FormField id={id} label={<FormattedMessage id={labelId} />} required={required} error={error}>
        {control}
      </FormField>
    </div>
  );

  return (
    <FormDialog
      visible={visible}
      title={<FormattedMessage id={titleId} />}
      onHide={close}
      onSubmit={submit}
      submitting={submitting}
      serverError={serverError}
      width={SHEET_DIALOG_WIDTH}
    >
      <div className="flex flex-wrap align-items-center gap-3 mb-3">
        {withPurchase && (
          <TabMenu
            model={tabs}
            activeIndex={draft.sheetType - 1}
            onTabChange={(event) => set({ sheetType: event.index === 1 ? 2 : 1 })}
            data-testid="sheet-type-tabs"
          />
        )}
        {sourceNote ? (
          <span className="flex align-items-center gap-2 ml-auto" data-testid="sheet-source-note">
            <i className="pi pi-image" aria-hidden="true" />
            {sourceNote}
          </span>
        ) : fromCount ? (
          <span className="flex align-items-center gap-2 ml-auto" data-testid="sheet-source-note">
            <i className="pi pi-image" aria-hidden="true" />
            <FormattedMessage
              id="counting.review.sheetSource"
              values={{ orderNo: fromCount.countOrder.orderNo, count: fromCount.logs }}
            />
            <IconButton
              icon="pi pi-times"
              labelId="sheet.form.dropCount"
              onClick={dropCount}
              testId="sheet-source-drop"
            />
          </span>
        ) : (
          countSource && (
            <span className="flex align-items-center gap-2 ml-auto">
              <Button
                type="button"
                outlined
                disabled={!canCount}
                icon="pi pi-image"
                className="w-auto"
                label={intl.formatMessage({ id: 'sheet.form.imageUpload' })}
                onClick={() => setChoosingCount(true)}
                data-testid="sheet-image-upload"
              />
              {!canCount && (
                <small className="text-color-secondary">
                  <FormattedMessage id="sheet.form.imageUploadNoAccess" />
                </small>
              )}
            </span>
          )
        )}
      </div>
      {countSource && canCount && (
        <CountSource visible={choosingCount} onHide={() => setChoosingCount(false)} onPick={takeCount} />
      )}
      <div className="grid formgrid">
        {cell(
          'sheet-date',
          'sheet.date',
          <Calendar
            {...dateOpenOnClick}
            inputId="sheet-date"
            value={draft.date}
            maxDate={endOfToday()}
            dateFormat="yy-mm-dd"
            readOnlyInput
            showIcon
            onChange={(event) => set({ date: event.value ?? null })}
          />,
          errors.date,
          true,
        )}
        {cell(
          'sheet-standard',
          'sheet.standard',
          select('sheet-standard', 'standard', standards),
          errors.standard,
          true,
        )}
        {cell(
          'sheet-location',
          'sheet.warehouse',
          select('sheet-location', 'locationId', lookups.locations),
          errors.locationId,
          true,
        )}
        {cell(
          'sheet-kind',
          'sheet.woodKind',
          select('sheet-kind', 'kindId', lookups.kinds),
          errors.kindId,
          true,
        )}
        {cell(
          'sheet-customer',
          'sheet.customer',
          select('sheet-customer', 'supplier', lookups.customers, true),
        )}
        {cell(
          'sheet-transport',
          'sheet.transportNum',
          <InputText
            id="sheet-transport"
            value={draft.vehicleLicense}
            maxLength={TRANSPORT_MAX}
            invalid={errors.vehicleLicense !== undefined}
            onChange={(event) => set({ vehicleLicense: event.target.value })}
          />,
          errors.vehicleLicense,
        )}
        {cell(
          'sheet-length',
          'sheet.form.defaultLength',
          <InputText
            id="sheet-length"
            inputMode="decimal"
            value={draft.len}
            invalid={errors.len !== undefined}
            onChange={(event) => set({ len: numberText(event.target.value, LENGTH_MAX) })}
          />,
          errors.len,
        )}
        {withPurchase &&
          draft.sheetType === 2 &&
          cell(
            'sheet-purchase-vol',
            'sheet.purchaseVol',
            <InputText
              id="sheet-purchase-vol"
              inputMode="decimal"
              value={draft.purchaseVol}
              invalid={errors.purchaseVol !== undefined}
              onChange={(event) => set({ purchaseVol: numberText(event.target.value, VOLUME_MAX) })}
            />,
            errors.purchaseVol,
          )}
      </div>
      <table className="w-full sheet-rows" data-testid="sheet-rows">
        <DiameterRowsHead />
        <tbody>
          {draft.rows.map((row, index) => {
            const rowError = errors.rowErrors?.[row.key];
            return (
              <tr key={row.key} data-testid="sheet-row">
                <td>
                  <InputText
                    aria-label={intl.formatMessage({ id: 'sheet.form.rowDiameter' }, { row: index + 1 })}
                    inputMode="numeric"
                    value={row.dia}
                    invalid={rowError !== undefined}
                    onChange={(event) => setRow(row.key, { dia: diameterInput(event.target.value) })}
                    data-testid="sheet-row-dia"
                  />
                </td>
                <td>
                  <InputText
                    aria-label={intl.formatMessage({ id: 'sheet.form.rowLength' }, { row: index + 1 })}
                    inputMode="decimal"
                    value={row.len}
                    placeholder={draft.len}
                    onChange={(event) => setRow(row.key, { len: numberText(event.target.value, LENGTH_MAX) })}
                    data-testid="sheet-row-len"
                  />
                </td>
                <td>
                  <InputText
                    aria-label={intl.formatMessage({ id: 'sheet.form.rowQuantity' }, { row: index + 1 })}
                    inputMode="numeric"
                    value={row.qty}
                    invalid={rowError !== undefined}
                    onChange={(event) => setRow(row.key, { qty: quantityInput(event.target.value) })}
                    data-testid="sheet-row-qty"
                  />
                  {rowError && (
                    <small className="p-error block" role="alert">
                      {intl.formatMessage({ id: rowError.id }, rowError.values)}
                    </small>
                  )}
                </td>
                <td data-testid="sheet-row-volume">{volume(preview.rows[row.key])}</td>
                <td>
                  <RemoveRowButton
                    onClick={() => set({ rows: draft.rows.filter((other) => other.key !== row.key) })}
                    testId="sheet-row-remove"
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {errors.rows && (
        <small className="p-error block mt-1" role="alert">
          {intl.formatMessage({ id: errors.rows.id })}
        </small>
      )}
      <div className="flex align-items-center gap-3 mt-2">
        <Button
          type="button"
          outlined
          icon="pi pi-plus"
          className="w-auto"
          label={intl.formatMessage({ id: 'sheet.form.addRow' })}
          onClick={() => set({ rows: [...draft.rows, newRow()] })}
          data-testid="sheet-row-add"
        />
        <span className="ml-auto" data-testid="sheet-preview-total">
          <FormattedMessage
            id="sheet.form.previewTotal"
            values={{ qty: preview.totalQty, volume: formatVolume(intl, e4ToM3(preview.totalVolumeE4)) }}
          />
        </span>
      </div>
      <small className="text-color-secondary block mt-1">
        <FormattedMessage id="sheet.form.previewNote" />
      </small>
    </FormDialog>
  );
}
