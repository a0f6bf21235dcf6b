import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { ProgressBar } from 'primereact/progressbar';
import { type ChangeEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloadFile } from '../../../shared/files/download';
import { t } from '../../../shared/i18n/intl';
import { notify } from '../../../shared/ui/notify';
import { ShareQrDialog } from '../../../shared/ui/share-qr-dialog';
import { useAppDispatch } from '../../../store/hooks';
import { type ImportReport, ImportReportDialog } from './import-report-dialog';
import { confirmMode, type ListModes, NO_MODE, toggleMode } from './list-modes';
import { refreshSheets } from './sheet-tools-api';
import { exportFilters, SHEET_WORKBOOKS, type SheetListType } from './sheet-workbooks';
import { IMPORT_MAX_BYTES, uploadWorkbook } from './upload-workbook';

type FileJob = 'list' | 'diameters' | 'fitted' | 'template' | 'import';

interface SheetListToolbarProps {
  type: SheetListType;
  testId: string;
  /** the list call's body as applied (its filters; the paging is dropped) */
  listBody: { page?: number; pageSize?: number } & Record<string, unknown>;
  modes: ListModes;
  onModes: (modes: ListModes) => void;
}

/** Asks before sheets are merged: the merged sheets close and their logs move to a new sheet. */
function confirmMerge(message: string, accept: () => void): void {
  confirmDialog({
    header: t('common.confirmTitle'),
    message,
    icon: 'pi pi-clone',
    acceptLabel: t('common.confirm'),
    rejectLabel: t('common.cancel'),
    accept,
  });
}

/**
 * The sheet lists' toolbar (spec §2 Stock-in and Stock-out list): export the list, import a
 * workbook (with its row-by-row report when refused), download the import template, export the
 * diameter sheet and the fitted diameter sheet of the filtered list, and the merge and share
 * modes (§4: mutually exclusive; the rows' checkboxes are the screen's mode column).
 */
export function SheetListToolbar({ type, testId, listBody, modes, onModes }: SheetListToolbarProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const files = SHEET_WORKBOOKS[type];
  const [merge, merging] = files.useMerge();
  const [busy, setBusy] = useState<FileJob | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [sharing, setSharing] = useState<readonly string[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const text = (id: WebMessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  const download = (job: FileJob, url: string, body: unknown) => {
    setBusy(job);
    // downloadFile shows the server's message of a failure itself
    downloadFile(url, body)
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };
  const filters = exportFilters(listBody);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file can be chosen again after fixing it
    event.target.value = '';
    if (!file) {
      return;
    }
    if (file.size > IMPORT_MAX_BYTES) {
      notify.error(text('sheetTools.fileTooLarge'));
      return;
    }
    setBusy('import');
    try {
      const outcome = await uploadWorkbook(files.import, files.field, file);
      if (outcome.kind === 'refused') {
        setReport({ message: outcome.message, problems: outcome.problems });
        return;
      }
      notify.success(text('sheetTools.imported', { count: outcome.sheets.length }));
      dispatch(refreshSheets());
    } catch {
      // already shown (uploadWorkbook reports every failure)
    } finally {
      setBusy(null);
    }
  };

  const confirm = () => {
    const outcome = confirmMode(modes);
    switch (outcome.kind) {
      case 'leave':
        onModes(NO_MODE);
        return;
      case 'tooFew':
        notify.warn(text('sheetTools.mergeTooFew'));
        return;
      case 'share':
        setSharing(outcome.spus);
        return;
      case 'merge':
        confirmMerge(
          text('sheetTools.mergePrompt', { count: modes.checked.length, spus: outcome.orderNos }),
          () => {
            merge({ body: { orderNos: outcome.orderNos } })
              .unwrap()
              .then((answer) => {
                notify.success(text('sheetTools.merged', { spu: answer.data.spu }));
                onModes(NO_MODE);
              })
              // the API layer has shown the server's message; the ticks stay, to fix the choice
              .catch(() => undefined);
          },
        );
    }
  };

  const fileButton = (job: FileJob, labelId: WebMessageId, icon: string, onClick: () => void) => (
    <Button
      size="small"
      outlined
      icon={icon}
      label={text(labelId)}
      loading={busy === job}
      disabled={busy !== null && busy !== job}
      onClick={onClick}
      data-testid={`${testId}-${job === 'list' ? 'export' : job}`}
    />
  );
  const modeButton = (mode: 'merge' | 'share', labelId: WebMessageId, icon: string) => (
    <Button
      size="small"
      icon={icon}
      label={text(labelId)}
      outlined={modes.mode !== mode}
      aria-pressed={modes.mode === mode}
      onClick={() => onModes(toggleMode(modes, mode))}
      data-testid={`${testId}-${mode}-mode`}
    />
  );

  return (
    <>
      {fileButton('list', 'sheetTools.export', 'pi pi-file-export', () =>
        download('list', files.list, filters),
      )}
      {fileButton('import', 'sheetTools.import', 'pi pi-file-import', () => picker.current?.click())}
      <input
        ref={picker}
        type="file"
        accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        onChange={(event) => void upload(event)}
        data-testid={`${testId}-import-file`}
      />
      {fileButton('template', 'sheetTools.template', 'pi pi-download', () =>
        download('template', files.template, {}),
      )}
      {fileButton('diameters', 'sheetTools.exportDiameters', 'pi pi-list', () =>
        download('diameters', files.diameters, filters),
      )}
      {fileButton('fitted', 'sheetTools.exportFitted', 'pi pi-table', () =>
        download('fitted', files.fitted, filters),
      )}
      {modeButton('merge', 'sheetTools.merge', 'pi pi-clone')}
      {modeButton('share', 'sheetTools.share', 'pi pi-qrcode')}
      {busy !== null && (
        <div className="w-full flex align-items-center gap-2" data-testid={`${testId}-file-progress`}>
          <ProgressBar mode="indeterminate" style={{ height: '4px', flex: 1 }} />
          <span className="text-color-secondary text-sm">
            <FormattedMessage id={busy === 'import' ? 'sheetTools.uploading' : 'sheetTools.preparing'} />
          </span>
        </div>
      )}
      {modes.mode !== 'none' && (
        <div
          className="w-full flex flex-wrap align-items-center gap-2 p-2 border-round surface-100"
          data-testid={`${testId}-mode-bar`}
        >
          <i className={modes.mode === 'merge' ? 'pi pi-clone' : 'pi pi-qrcode'} aria-hidden />
          <span>
            <FormattedMessage
              id={modes.mode === 'merge' ? 'sheetTools.mergeHint' : 'sheetTools.shareHint'}
              values={{ count: modes.checked.length }}
            />
          </span>
          <Button
            size="small"
            label={text('common.confirm')}
            loading={merging.isLoading}
            onClick={confirm}
            data-testid={`${testId}-mode-confirm`}
          />
          <Button
            size="small"
            text
            label={text('common.cancel')}
            onClick={() => onModes(NO_MODE)}
            data-testid={`${testId}-mode-cancel`}
          />
        </div>
      )}
      <ImportReportDialog report={report} onHide={() => setReport(null)} />
      <ShareQrDialog
        target={sharing.length > 0 ? { spus: sharing } : null}
        header={<FormattedMessage id="share.title" values={{ count: sharing.length }} />}
        onHide={() => {
          setSharing([]);
          onModes(NO_MODE);
        }}
      />
    </>
  );
}
