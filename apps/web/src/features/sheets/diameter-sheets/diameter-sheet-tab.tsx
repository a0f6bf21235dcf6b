import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Sheet } from '../../../api/api';
import { canAccess, COUNTING_PERMISSION } from '../../../app/access';
import { type SheetPrefill, useCountSheetBridge } from '../../../shared/bridges/count-sheet';
import { downloadFile } from '../../../shared/files/download';
import { numberText } from '../../../shared/form/sanitize';
import { type FieldError } from '../../../shared/form/validators';
import { formatDateTime, formatVolume } from '../../../shared/format/format';
import { DiameterRowsHead } from '../../../shared/ui/diameter-rows-head';
import { useFormSubmit } from '../../../shared/ui/form-dialog';
import { RemoveRowButton } from '../../../shared/ui/icon-button';
import { notify } from '../../../shared/ui/notify';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useAppSelector } from '../../../store/hooks';
import { type DiameterDraft } from '../sheet-rules';
import {
  useCheckedSheetCategoryQuery,
  useCheckedSheetSaveMutation,
  usePurchaseSheetAddMutation,
  usePurchaseSheetCategoryQuery,
  usePurchaseSheetEditMutation,
} from '../sheets.api';
import {
  DIA_CHARS,
  type DiameterSheetKind,
  differenceFrom,
  draftRows,
  emptyRow,
  isValid,
  LENGTH_CHARS,
  previewVolumes,
  QTY_CHARS,
  type RowField,
  rowsFromCount,
  rowsPayload,
  saveCall,
  sheetTotals,
  validateDiameterSheet,
} from './diameter-sheet-rules';
import { type HandwritingTemplate, handwritingTemplateUrl } from './diameter-sheets-api';
import { SheetPhotoReader } from './sheet-photo-reader';
import { takeInto, type TakeMode } from './sheet-photo-rules';

interface DiameterSheetTabProps {
  kind: DiameterSheetKind;
  /** the stock-in sheet (its id, SPU, standard and what it measured) */
  sheet: Pick<Sheet, 'id' | 'spu' | 'standardType' | 'quantity' | 'volume'>;
}

const signed = (text: string, value: number): string => (value > 0 ? `+${text}` : text);

/**
 * One tab of the diameter sheets dialog (spec §2 Stock-in list): the checked or the purchase
 * diameter sheet of a stock-in sheet as rows of diameter, length and quantity with their volume
 * under the sheet's standard, the totals beside what the stock-in sheet measured, rows typed by
 * hand, taken from a reviewed count (image upload) or read from the photo of a handwritten template
 * one or two and reviewed, and the save: nothing is written before it.
 */
export function DiameterSheetTab({ kind, sheet }: DiameterSheetTabProps) {
  const intl = useIntl();
  const testId = `diasheet-${kind}`;
  const checked = useCheckedSheetCategoryQuery({ body: { id: sheet.id } }, { skip: kind !== 'checked' });
  const purchase = usePurchaseSheetCategoryQuery({ id: sheet.id }, { skip: kind !== 'purchase' });
  const loaded = kind === 'checked' ? checked : purchase;
  const saved = loaded.data?.data;
  const [saveChecked] = useCheckedSheetSaveMutation();
  const [addPurchase] = usePurchaseSheetAddMutation();
  const [editPurchase] = usePurchaseSheetEditMutation();
  const { submitting, serverError, submit, clearError } = useFormSubmit();
  const [rows, setRows] = useState<DiameterDraft[]>([]);
  const [tried, setTried] = useState(false);
  // the image upload: a reviewed count order whose diameter classes become the rows
  const user = useAppSelector((state) => state.session.user);
  const canCount = user !== null && canAccess({ permission: COUNTING_PERMISSION }, user);
  const { CountSource } = useCountSheetBridge();
  const [choosingCount, setChoosingCount] = useState(false);
  // a template being printed (its PDF on its way)
  const [printing, setPrinting] = useState<HandwritingTemplate | null>(null);

  // The saved rows (or one empty row) each time the server's sheet comes, after a save too.
  useEffect(() => {
    if (saved) {
      setRows(draftRows(saved.records));
      setTried(false);
    }
  }, [saved]);

  const errors = useMemo(() => validateDiameterSheet(rows), [rows]);
  const volumes = useMemo(() => previewVolumes(sheet.standardType, rows), [sheet.standardType, rows]);
  const totals = sheetTotals(rows, volumes);
  const difference = differenceFrom({ qty: sheet.quantity, volume: sheet.volume }, totals);

  const setRow = (key: number, field: RowField, raw: string, max: number) => {
    clearError();
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, [field]: numberText(raw, max) } : row)),
    );
  };
  const addRow = () => {
    // a new row takes the last row's length, as a tally sheet's rows mostly share one
    setRows((current) => [...current, emptyRow(current.at(-1)?.len ?? '')]);
  };
  const takeCount = (prefill: SheetPrefill) => {
    setChoosingCount(false);
    setRows(rowsFromCount(prefill.len, prefill.rows));
  };

  const takeRead = (taken: DiameterDraft[], mode: TakeMode) => {
    clearError();
    setTried(false);
    setRows((current) => takeInto(current, taken, mode));
  };

  const printTemplate = (template: HandwritingTemplate) => {
    setPrinting(template);
    // downloadFile shows the server's message of a failure itself
    downloadFile(handwritingTemplateUrl(template), { stockInHeadId: sheet.id })
      .catch(() => undefined)
      .finally(() => setPrinting(null));
  };

  const save = () => {
    setTried(true);
    if (!isValid(errors)) {
      return;
    }
    const call = saveCall(kind, sheet.id, saved?.sheet?.id ?? null, rowsPayload(rows));
    void submit(async () => {
      if (call.call === 'checked') {
        await saveChecked({ body: call.body }).unwrap();
      } else if (call.call === 'purchaseAdd') {
        await addPurchase({ body: call.body }).unwrap();
      } else {
        await editPurchase({ body: call.body }).unwrap();
      }
      notify.success(
        intl.formatMessage(
          { id: kind === 'checked' ? 'diaSheet.checkedSaved' : 'diaSheet.purchaseSaved' },
          { spu: sheet.spu },
        ),
      );
    });
  };

  if (!saved) {
    return <PageLoading />;
  }

  const volume = (e4: number | null | undefined) =>
    e4 === null || e4 === undefined ? '\u2014' : formatVolume(intl, e4 / 10_000);
  const message = (error: FieldError | undefined, field: string): ReactNode =>
    error && (
      <small className="p-error block" role="alert" data-testid={`${testId}-error-${field}`}>
        {intl.formatMessage({ id: error.id }, error.values)}
      </small>
    );
  const input = (row: DiameterDraft, index: number, field: RowField, max: number) => {
    const error = tried ? errors.byRow[row.key]?.[field] : undefined;
    const labels = {
      dia: 'sheet.form.rowDiameter',
      len: 'sheet.form.rowLength',
      qty: 'sheet.form.rowQuantity',
    } as const;
    return (
      <td>
        <InputText
          aria-label={intl.formatMessage({ id: labels[field] }, { row: index + 1 })}
          inputMode={field === 'len' ? 'decimal' : 'numeric'}
          value={row[field]}
          maxLength={max}
          invalid={error !== undefined}
          onChange={(event) => setRow(row.key, field, event.target.value, max)}
          data-testid={`${testId}-row-${field}`}
        />
        {message(error, field)}
      </td>
    );
  };

  return (
    <div data-testid={testId}>
      <div className="flex flex-wrap align-items-center gap-3 mb-3">
        {saved.sheet ? (
          <Tag
            severity="success"
            value={intl.formatMessage(
              { id: 'diaSheet.savedBy' },
              { user: saved.sheet.creator || '-', time: formatDateTime(intl, saved.sheet.updateTime) },
            )}
            data-testid={`${testId}-state`}
          />
        ) : (
          <Tag
            severity="secondary"
            value={intl.formatMessage({ id: 'diaSheet.none' })}
            data-testid={`${testId}-state`}
          />
        )}
        <span className="text-color-secondary">
          <FormattedMessage id="diaSheet.standardNote" values={{ standard: sheet.standardType }} />
        </span>
      </div>
      {serverError && (
        <Message severity="error" text={serverError} className="w-full justify-content-start mb-3" />
      )}
      <div className="grid mb-2" data-testid={`${testId}-totals`}>
        <div className="col-12 md:col-4">
          <div className="text-color-secondary text-sm">
            <FormattedMessage id="diaSheet.measured" />
          </div>
          <div data-testid={`${testId}-measured`}>
            <FormattedMessage
              id="diaSheet.figures"
              values={{ qty: sheet.quantity, volume: formatVolume(intl, sheet.volume) }}
            />
          </div>
        </div>
        <div className="col-12 md:col-4">
          <div className="text-color-secondary text-sm">
            <FormattedMessage id={kind === 'checked' ? 'diaSheet.asChecked' : 'diaSheet.asPurchased'} />
          </div>
          <div data-testid={`${testId}-total`}>
            <FormattedMessage
              id="diaSheet.figures"
              values={{ qty: totals.qty, volume: formatVolume(intl, totals.thousandths / 1000) }}
            />
          </div>
        </div>
        <div className="col-12 md:col-4">
          <div className="text-color-secondary text-sm">
            <FormattedMessage id="diaSheet.difference" />
          </div>
          <div data-testid={`${testId}-difference`}>
            <FormattedMessage
              id="diaSheet.figures"
              values={{
                qty: signed(intl.formatNumber(difference.qty), difference.qty),
                volume: signed(formatVolume(intl, difference.thousandths / 1000), difference.thousandths),
              }}
            />
          </div>
        </div>
      </div>
      {totals.unknown > 0 && (
        <small className="text-color-secondary block mb-2">
          <FormattedMessage id="diaSheet.previewUnknown" />
        </small>
      )}
      <table className="w-full sheet-rows" data-testid={`${testId}-rows`}>
        <DiameterRowsHead />
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key} data-testid={`${testId}-row`}>
              {input(row, index, 'dia', DIA_CHARS)}
              {input(row, index, 'len', LENGTH_CHARS)}
              {input(row, index, 'qty', QTY_CHARS)}
              <td data-testid={`${testId}-row-volume`}>{volume(volumes.get(row.key))}</td>
              <td>
                <RemoveRowButton
                  onClick={() => setRows(rows.filter((other) => other.key !== row.key))}
                  testId={`${testId}-row-remove`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {tried && message(errors.rows, 'rows')}
      <div className="flex flex-wrap align-items-center gap-2 mt-3">
        <Button
          type="button"
          outlined
          icon="pi pi-plus"
          label={intl.formatMessage({ id: 'sheet.form.addRow' })}
          onClick={addRow}
          data-testid={`${testId}-add-row`}
        />
        <Button
          type="button"
          outlined
          icon="pi pi-image"
          disabled={!canCount}
          tooltip={canCount ? undefined : intl.formatMessage({ id: 'sheet.form.imageUploadNoAccess' })}
          tooltipOptions={{ showOnDisabled: true }}
          label={intl.formatMessage({ id: 'sheet.form.imageUpload' })}
          onClick={() => setChoosingCount(true)}
          data-testid={`${testId}-image-upload`}
        />
        {([1, 2] as const).map((template) => (
          <Button
            key={template}
            type="button"
            outlined
            icon="pi pi-print"
            loading={printing === template}
            disabled={printing !== null}
            label={intl.formatMessage({
              id: template === 1 ? 'diaSheet.templateOne' : 'diaSheet.templateTwo',
            })}
            tooltip={intl.formatMessage(
              { id: template === 1 ? 'diaSheet.templateOneHint' : 'diaSheet.templateTwoHint' },
              { standard: sheet.standardType },
            )}
            tooltipOptions={{ position: 'top' }}
            onClick={() => printTemplate(template)}
            data-testid={`${testId}-template-${template}`}
          />
        ))}
        <SheetPhotoReader testId={testId} stockInHeadId={sheet.id} tabRows={rows} onTake={takeRead} />
        <Button
          type="button"
          className="ml-auto"
          icon="pi pi-check"
          loading={submitting}
          label={intl.formatMessage({ id: 'diaSheet.save' })}
          onClick={save}
          data-testid={`${testId}-save`}
        />
      </div>
      {canCount && (
        <CountSource visible={choosingCount} onHide={() => setChoosingCount(false)} onPick={takeCount} />
      )}
    </div>
  );
}
