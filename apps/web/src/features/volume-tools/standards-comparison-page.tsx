import { type PresetCode } from '@timber/volume';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../shared/form/form-field';
import { decimalOnly, digitsOnly } from '../../shared/form/sanitize';
import { type FieldError } from '../../shared/form/validators';
import { formatVolume } from '../../shared/format/format';
import { FormDialog } from '../../shared/ui/form-dialog';
import { GuardedButton } from '../../shared/ui/guarded-button';
import { IconButton } from '../../shared/ui/icon-button';
import { notify } from '../../shared/ui/notify';
import { isPresetCode, PRESET_CODES, standardName } from '../../shared/volume/standard-names';
import { useUserStandards } from '../../shared/volume/use-user-standards';
import { volumeErrorText } from '../../shared/volume/volume-text';
import { compareStandards, type LogRowInput, parsePastedLines } from './comparison';
import { comparisonFileName, comparisonTable, downloadComparison } from './comparison-export';

/** Characters of a diameter, length or quantity input. */
const INPUT_MAX = 6;
const LOG_FIELDS = ['short', 'long', 'length', 'quantity'] as const;
type LogField = (typeof LOG_FIELDS)[number];

const emptyRow = (key: number): LogRowInput => ({ key, short: '', long: '', length: '', quantity: '' });
const isEmpty = (row: LogRowInput): boolean => LOG_FIELDS.every((field) => row[field].trim() === '');

/**
 * Standards comparison (spec §2 Statistics and tools): one set of logs measured under several
 * standards side by side, differences from the first chosen standard highlighted, xlsx export.
 */
export default function StandardsComparisonPage() {
  const intl = useIntl();
  const userStandards = useUserStandards();
  const nextKey = useRef(1);
  const [rows, setRows] = useState<LogRowInput[]>([emptyRow(0)]);
  const [picked, setPicked] = useState<PresetCode[] | null>(null);
  const [paste, setPaste] = useState<{ visible: boolean; text: string; error?: FieldError }>({
    visible: false,
    text: '',
  });
  const [exporting, setExporting] = useState(false);
  /** Chosen in the order ticked; at first the user's own standards (or ch). */
  const codes = useMemo((): PresetCode[] => {
    if (picked) {
      return picked;
    }
    const own = userStandards.map((standard) => standard.value).filter(isPresetCode);
    return own.length > 0 ? own : ['ch'];
  }, [picked, userStandards]);
  const comparison = useMemo(() => compareStandards(rows, codes), [rows, codes]);
  const [reference] = codes;

  const toggle = (code: PresetCode, on: boolean) =>
    setPicked(on ? [...codes, code] : codes.filter((candidate) => candidate !== code));

  const update = (key: number, field: LogField, raw: string) => {
    const value = field === 'quantity' ? digitsOnly(raw, INPUT_MAX) : decimalOnly(raw, INPUT_MAX);
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  };

  const addRow = () => setRows((current) => [...current, emptyRow(nextKey.current++)]);

  const removeRow = (key: number) =>
    setRows((current) => {
      const left = current.filter((row) => row.key !== key);
      return left.length > 0 ? left : [emptyRow(nextKey.current++)];
    });

  const submitPaste = (): boolean => {
    const parsed = parsePastedLines(paste.text, nextKey.current);
    if (parsed.badLines.length > 0 || parsed.rows.length === 0) {
      setPaste({
        ...paste,
        error:
          parsed.badLines.length > 0
            ? { id: 'compare.pasteInvalid', values: { lines: intl.formatList(parsed.badLines.map(String)) } }
            : { id: 'validation.required' },
      });
      return false;
    }
    nextKey.current += parsed.rows.length;
    setRows((current) => [...current.filter((row) => !isEmpty(row)), ...parsed.rows]);
    setPaste({ visible: false, text: '' });
    return true;
  };

  const exportExcel = async () => {
    if (codes.length === 0) {
      notify.warn(intl.formatMessage({ id: 'compare.chooseStandard' }));
      return;
    }
    setExporting(true);
    try {
      await downloadComparison(
        comparisonTable(intl, rows, codes, comparison),
        intl.formatMessage({ id: 'compare.sheetName' }),
        comparisonFileName(),
      );
    } catch {
      notify.error(intl.formatMessage({ id: 'compare.exportFailed' }));
    } finally {
      setExporting(false);
    }
  };

  const signed = (thousandths: number): string =>
    `${thousandths > 0 ? '+' : ''}${formatVolume(intl, thousandths / 1000)}`;

  return (
    <div className="flex flex-column gap-3" data-testid="standards-comparison">
      <section className="card">
        <h2 className="text-base font-medium mt-0">
          <FormattedMessage id="compare.standards" />
        </h2>
        <div className="flex flex-wrap gap-3">
          {PRESET_CODES.map((code) => (
            <span key={code} className="flex align-items-center gap-1" title={standardName(intl, code)}>
              <Checkbox
                inputId={`compare-std-${code}`}
                checked={codes.includes(code)}
                onChange={(event) => toggle(code, event.checked === true)}
              />
              <label htmlFor={`compare-std-${code}`}>{code}</label>
            </span>
          ))}
        </div>
        <p className="text-sm text-color-secondary mb-0">
          <FormattedMessage id="compare.standardsHint" />
        </p>
      </section>
      <section className="card">
        <div className="flex flex-wrap gap-2 mb-3">
          <Button
            icon="pi pi-plus"
            label={intl.formatMessage({ id: 'compare.addRow' })}
            onClick={addRow}
            data-testid="compare-add-row"
          />
          <Button
            icon="pi pi-clipboard"
            outlined
            label={intl.formatMessage({ id: 'compare.paste' })}
            onClick={() => setPaste({ visible: true, text: '' })}
            data-testid="compare-paste"
          />
          <GuardedButton
            icon="pi pi-file-excel"
            outlined
            className="ml-auto"
            label={intl.formatMessage({ id: 'compare.export' })}
            loading={exporting}
            onClick={() => void exportExcel()}
            data-testid="compare-export"
          />
        </div>
        {codes.length === 0 && (
          <Message
            severity="warn"
            className="mb-3"
            text={intl.formatMessage({ id: 'compare.chooseStandard' })}
          />
        )}
        <div className="overflow-x-auto">
          <table className="comparison-table" data-testid="comparison-table">
            <thead>
              <tr>
                <th rowSpan={2}>#</th>
                {LOG_FIELDS.map((field) => (
                  <th key={field} rowSpan={2}>
                    <FormattedMessage id={`compare.${field}`} />
                  </th>
                ))}
                {codes.map((code) => (
                  <th
                    key={code}
                    colSpan={2}
                    title={standardName(intl, code)}
                    className={code === reference ? 'comparison-reference' : undefined}
                  >
                    {code}
                  </th>
                ))}
                <th rowSpan={2}>
                  <span className="sr-only">
                    <FormattedMessage id="common.actions" />
                  </span>
                </th>
              </tr>
              <tr>
                {codes.map((code) => [
                  <th key={`${code}-class`}>
                    <FormattedMessage id="compare.class" />
                  </th>,
                  <th key={`${code}-volume`}>
                    <FormattedMessage id="compare.volume" />
                  </th>,
                ])}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.key} data-testid="comparison-row">
                  <td>{index + 1}</td>
                  {LOG_FIELDS.map((field) => (
                    <td key={field}>
                      <InputText
                        value={row[field]}
                        inputMode={field === 'quantity' ? 'numeric' : 'decimal'}
                        maxLength={INPUT_MAX}
                        placeholder={field === 'quantity' ? '1' : undefined}
                        aria-label={`${intl.formatMessage({ id: `compare.${field}` })} ${index + 1}`}
                        className="p-inputtext-sm comparison-input"
                        data-testid={`compare-${field}`}
                        onChange={(event) => update(row.key, field, event.target.value)}
                      />
                    </td>
                  ))}
                  {codes.map((code, column) => {
                    const cell = comparison.cells[index]?.[column];
                    if (!cell) {
                      return [
                        <td key={`${code}-class`}>{'\u2014'}</td>,
                        <td key={`${code}-volume`}>{'\u2014'}</td>,
                      ];
                    }
                    if ('error' in cell) {
                      return (
                        <td key={code} colSpan={2} className="text-color-secondary text-sm">
                          {volumeErrorText(intl, cell.error)}
                        </td>
                      );
                    }
                    const className = cell.differs ? 'comparison-diff' : undefined;
                    return [
                      <td key={`${code}-class`} className={className} data-testid={`compare-class-${code}`}>
                        {intl.formatNumber(cell.diameterClass)}
                      </td>,
                      <td key={`${code}-volume`} className={className} data-testid={`compare-volume-${code}`}>
                        {formatVolume(intl, cell.thousandths / 1000)}
                      </td>,
                    ];
                  })}
                  <td>
                    <IconButton
                      icon="pi pi-times"
                      severity="danger"
                      labelId="compare.removeRow"
                      onClick={() => removeRow(row.key)}
                      testId="compare-remove-row"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={4}>
                  <FormattedMessage id="compare.total" />
                </th>
                <th data-testid="compare-total-quantity">
                  {intl.formatNumber(comparison.totals[0]?.quantity ?? 0)}
                </th>
                {comparison.totals.map((total) => (
                  <th
                    key={total.code}
                    colSpan={2}
                    className={total.difference !== 0 ? 'comparison-diff' : undefined}
                  >
                    <span data-testid={`compare-total-${total.code}`}>
                      {formatVolume(intl, total.thousandths / 1000)}
                    </span>
                    {total.code !== reference && (
                      <small className="block font-normal" data-testid={`compare-difference-${total.code}`}>
                        {signed(total.difference)}
                      </small>
                    )}
                  </th>
                ))}
                <th />
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      <FormDialog
        visible={paste.visible}
        title={<FormattedMessage id="compare.paste" />}
        onHide={() => setPaste({ visible: false, text: '' })}
        onSubmit={submitPaste}
      >
        <FormField
          id="compare-paste-lines"
          label={intl.formatMessage({ id: 'compare.pasteLabel' })}
          required
          error={paste.error}
        >
          <InputTextarea
            id="compare-paste-lines"
            rows={8}
            value={paste.text}
            placeholder={'30 32 6 10\n28 4 5'}
            invalid={paste.error !== undefined}
            onChange={(event) => setPaste({ ...paste, text: event.target.value, error: undefined })}
          />
        </FormField>
        <small className="text-color-secondary">
          <FormattedMessage id="compare.pasteHint" />
        </small>
      </FormDialog>
    </div>
  );
}
