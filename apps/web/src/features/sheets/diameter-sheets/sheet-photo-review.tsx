import { type HandwritingReading } from '@timber/contracts';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useImageUrl } from '../../../shared/files/use-photo-url';
import { numberText } from '../../../shared/form/sanitize';
import { type FieldError } from '../../../shared/form/validators';
import { RemoveRowButton } from '../../../shared/ui/icon-button';
import { LabelledField } from '../../../shared/ui/labelled-field';
import { type DiameterDraft } from '../sheet-rules';
import { DIA_CHARS, LENGTH_CHARS, QTY_CHARS, type RowField } from './diameter-sheet-rules';
import { handwritingPagePath } from './diameter-sheets-api';
import {
  checkReview,
  cropStyle,
  editCell,
  FLAG_MESSAGES,
  hasContent,
  isLeftOut,
  lastLength,
  reviewFields,
  reviewIsValid,
  reviewRowsOf,
  takenRows,
  type ReviewRow,
  type TakeMode,
} from './sheet-photo-rules';

/** A row's crop is shown at most this size (px). */
const CROP_BOX = { width: 240, height: 56 };
const CHARS: Record<RowField, number> = { dia: DIA_CHARS, len: LENGTH_CHARS, qty: QTY_CHARS };
const LABELS = {
  dia: 'sheet.form.rowDiameter',
  len: 'sheet.form.rowLength',
  qty: 'sheet.form.rowQuantity',
} as const satisfies Record<RowField, string>;
const HEADS = { dia: 'sheet.diameter', len: 'sheet.length', qty: 'sheet.quantity' } as const;

interface SheetPhotoReviewProps {
  testId: string;
  reading: HandwritingReading;
  /** template one's classes in printed order (its line N is classes[N - 1]); none for template two */
  classes: readonly number[];
  /** the tab's rows: the length they end with, and whether taking must ask before replacing them */
  tabRows: readonly DiameterDraft[];
  onTake: (rows: DiameterDraft[], mode: TakeMode) => void;
  onCancel: () => void;
}

/**
 * The review of a photo read (issue 40, "review before it counts"): every row beside the crop of its
 * boxes, the doubtful ones first and marked (each marked cell says why), every value editable and
 * checked as the tab checks its rows, a length for the rows without one; "Take these rows" gives
 * them to the tab, asking first whether to replace or add to rows it holds. Nothing is sent.
 */
export function SheetPhotoReview({
  testId,
  reading,
  classes,
  tabRows,
  onTake,
  onCancel,
}: SheetPhotoReviewProps) {
  const intl = useIntl();
  const template = reading.template;
  const [rows, setRows] = useState(() => reviewRowsOf(reading, classes));
  const [defaultLength, setDefaultLength] = useState(() => lastLength(tabRows));
  const [tried, setTried] = useState(false);
  // the rows to take while the user says whether they replace the tab's rows or follow them
  const [asking, setAsking] = useState<DiameterDraft[] | null>(null);
  const page = useImageUrl({ path: handwritingPagePath(reading.id), method: 'POST' });
  const errors = useMemo(() => checkReview(template, rows, defaultLength), [template, rows, defaultLength]);
  const fields = reviewFields(template);
  const root = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const question = useRef<HTMLDivElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const doubtful = rows.filter((row) => row.doubtful).length;
  // the default length is asked for once the user tries to take the rows or has typed one
  const [lengthTouched, setLengthTouched] = useState(false);
  const lengthError = tried || lengthTouched ? errors.defaultLength : undefined;

  // The first cell to check takes the focus (the first value at all when none is doubtful).
  useEffect(() => {
    const inputs = table.current;
    (
      inputs?.querySelector<HTMLInputElement>('input[data-flagged="true"]') ?? inputs?.querySelector('input')
    )?.focus();
  }, []);
  // The question's first answer takes the focus when it is asked; "Take these rows" when it is not.
  const asked = useRef(false);
  useEffect(() => {
    if (asking) {
      asked.current = true;
      question.current?.querySelector<HTMLButtonElement>('button')?.focus();
    } else if (asked.current) {
      actions.current?.querySelector<HTMLButtonElement>('button:last-child')?.focus();
    }
  }, [asking]);

  const take = () => {
    setTried(true);
    if (!reviewIsValid(errors)) {
      root.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
      return;
    }
    const taken = takenRows(template, rows, defaultLength);
    if (tabRows.some(hasContent)) {
      setAsking(taken);
    } else {
      onTake(taken, 'replace');
    }
  };

  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;
  const errorText = (error: FieldError | undefined, id: string) =>
    error && (
      <small id={id} className="p-error block" data-testid={`${testId}-error`}>
        {intl.formatMessage({ id: error.id }, error.values)}
      </small>
    );

  const cell = (row: ReviewRow, field: RowField) => {
    const value = row[field];
    const error = errors.sheet.byRow[row.key]?.[field];
    // a length the row takes from the default one is checked there, not in the row
    const shown = field === 'len' && value.text.trim() === '' ? undefined : error;
    const flagId = `${testId}-${row.key}-${field}-flags`;
    const errorId = `${testId}-${row.key}-${field}-error`;
    const flagged = value.flags.length > 0;
    return (
      <td key={field}>
        <InputText
          aria-label={intl.formatMessage({ id: LABELS[field] }, { row: row.number })}
          aria-describedby={describedBy(flagged && flagId, shown !== undefined && errorId)}
          aria-invalid={shown !== undefined}
          inputMode={field === 'len' ? 'decimal' : 'numeric'}
          value={value.text}
          maxLength={CHARS[field]}
          invalid={shown !== undefined}
          placeholder={field === 'len' && defaultLength ? defaultLength : undefined}
          // narrow enough for the crop, the number and both fields in the dialog's width
          className={flagged ? 'w-7rem border-orange-500 border-2' : 'w-7rem'}
          onChange={(event) =>
            setRows(editCell(rows, row.key, field, numberText(event.target.value, CHARS[field])))
          }
          data-flagged={flagged}
          data-testid={`${testId}-${field}`}
        />
        {flagged && (
          <small id={flagId} className="block" data-testid={`${testId}-flag`}>
            <i className="pi pi-exclamation-triangle text-orange-600 mr-1" aria-hidden />
            {value.flags.map((flag) => intl.formatMessage({ id: FLAG_MESSAGES[flag] })).join('; ')}
          </small>
        )}
        {field === 'qty' && isLeftOut(template, row) && (
          <small className="block text-color-secondary">
            <FormattedMessage id="diaSheet.photoNoLogs" />
          </small>
        )}
        {errorText(shown, errorId)}
      </td>
    );
  };

  return (
    <div ref={root} className="flex flex-column gap-3" data-testid={testId}>
      <p className="m-0" data-testid={`${testId}-summary`}>
        <FormattedMessage id="diaSheet.photoReadRows" values={{ rows: rows.length, doubtful }} />
      </p>
      <div className="flex flex-wrap align-items-end gap-3">
        <LabelledField
          htmlFor={`${testId}-length`}
          label={
            <FormattedMessage
              id={template === 1 ? 'diaSheet.photoLengthAll' : 'diaSheet.photoLengthMissing'}
            />
          }
        >
          <InputText
            id={`${testId}-length`}
            inputMode="decimal"
            value={defaultLength}
            maxLength={LENGTH_CHARS}
            invalid={lengthError !== undefined}
            aria-invalid={lengthError !== undefined}
            aria-describedby={lengthError ? `${testId}-length-error` : undefined}
            onChange={(event) => {
              setLengthTouched(true);
              setDefaultLength(numberText(event.target.value, LENGTH_CHARS));
            }}
            data-testid={`${testId}-length`}
          />
        </LabelledField>
        {errorText(lengthError, `${testId}-length-error`)}
      </div>
      <div className="overflow-auto">
        <table ref={table} className="w-full sheet-rows" data-testid={`${testId}-rows`}>
          <thead>
            <tr className="text-left text-sm">
              <th>
                <FormattedMessage id="diaSheet.photoCrop" />
              </th>
              <th>
                <FormattedMessage id={template === 1 ? 'diaSheet.photoLine' : 'diaSheet.photoLog'} />
              </th>
              {fields.map((field) => (
                <th key={field}>
                  <FormattedMessage id={HEADS[field]} />
                </th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.key}
                className={row.doubtful ? 'bg-yellow-50' : undefined}
                data-doubtful={row.doubtful}
                data-testid={`${testId}-row`}
              >
                <td>
                  <RowCrop row={row} reading={reading} url={page.url} status={page.status} />
                </td>
                <td>
                  <span className="flex align-items-center gap-2">
                    {row.number}
                    {row.doubtful && (
                      <Tag
                        severity="warning"
                        icon="pi pi-exclamation-triangle"
                        value={intl.formatMessage({ id: 'diaSheet.photoCheck' })}
                        data-testid={`${testId}-doubtful`}
                      />
                    )}
                  </span>
                </td>
                {fields.map((field) => cell(row, field))}
                <td>
                  <RemoveRowButton
                    onClick={() => setRows(rows.filter((other) => other.key !== row.key))}
                    testId={`${testId}-remove`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {tried && errors.sheet.rows && (
        <small className="p-error block" role="alert">
          {intl.formatMessage({ id: errors.sheet.rows.id }, errors.sheet.rows.values)}
        </small>
      )}
      {tried && !reviewIsValid(errors) && !errors.sheet.rows && (
        <Message
          severity="error"
          text={intl.formatMessage({ id: 'diaSheet.photoCorrectFirst' })}
          className="w-full justify-content-start"
          data-testid={`${testId}-correct-first`}
        />
      )}
      {asking ? (
        <div
          ref={question}
          role="group"
          aria-labelledby={`${testId}-question`}
          className="flex flex-wrap align-items-center justify-content-end gap-2 p-2 border-round surface-100"
          data-testid={`${testId}-question`}
        >
          <span id={`${testId}-question`} className="mr-auto">
            <FormattedMessage
              id="diaSheet.photoReplaceQuestion"
              values={{ rows: tabRows.filter(hasContent).length, taken: asking.length }}
            />
          </span>
          <Button
            type="button"
            outlined
            label={intl.formatMessage({ id: 'common.cancel' })}
            onClick={() => setAsking(null)}
            data-testid={`${testId}-question-cancel`}
          />
          <Button
            type="button"
            outlined
            label={intl.formatMessage({ id: 'diaSheet.photoAppend' })}
            onClick={() => onTake(asking, 'append')}
            data-testid={`${testId}-append`}
          />
          <Button
            type="button"
            severity="danger"
            label={intl.formatMessage({ id: 'diaSheet.photoReplace' })}
            onClick={() => onTake(asking, 'replace')}
            data-testid={`${testId}-replace`}
          />
        </div>
      ) : (
        <div ref={actions} className="flex justify-content-end gap-2">
          <Button
            type="button"
            outlined
            label={intl.formatMessage({ id: 'common.cancel' })}
            onClick={onCancel}
            data-testid={`${testId}-cancel`}
          />
          <Button
            type="button"
            icon="pi pi-check"
            label={intl.formatMessage({ id: 'diaSheet.photoTake' })}
            onClick={take}
            data-testid={`${testId}-take`}
          />
        </div>
      )}
    </div>
  );
}

interface RowCropProps {
  row: ReviewRow;
  reading: HandwritingReading;
  url: string | null;
  status: 'loading' | 'ready' | 'failed';
}

/** A row as photographed: its part of the flat page, beside the values read from it. */
function RowCrop({ row, reading, url, status }: RowCropProps) {
  const intl = useIntl();
  const style = cropStyle(row.crop, reading.page, CROP_BOX);
  if (!style || status === 'failed') {
    return (
      <span className="text-color-secondary text-sm">
        <FormattedMessage id="diaSheet.photoNoCrop" />
      </span>
    );
  }
  return (
    <div
      role="img"
      aria-label={intl.formatMessage({ id: 'diaSheet.photoCropOf' }, { row: row.number })}
      className="border-1 surface-border border-round surface-100"
      style={{
        width: style.width,
        height: style.height,
        backgroundImage: url ? `url("${url}")` : undefined,
        backgroundSize: style.backgroundSize,
        backgroundPosition: style.backgroundPosition,
        backgroundRepeat: 'no-repeat',
      }}
      data-testid="sheet-photo-crop"
    />
  );
}
