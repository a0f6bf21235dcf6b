import { CAMERA_CSV_COLUMNS, CAMERA_LIMITS, type ImportProblem } from '@timber/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { Password } from 'primereact/password';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UploadError } from '../../shared/files/upload-form';
import { FormField } from '../../shared/form/form-field';
import { type FieldError } from '../../shared/form/validators';
import { FormDialog } from '../../shared/ui/form-dialog';
import { notify } from '../../shared/ui/notify';
import { CAMERA_CSV_MAX_BYTES, uploadCameras } from './upload-cameras';

interface CameraImportDialogProps {
  visible: boolean;
  onHide: () => void;
  /** After cameras were added. */
  onImported: () => void;
}

/** The row-by-row report of a refused file: nothing was imported. */
interface Report {
  message: string;
  problems: readonly ImportProblem[];
}

/**
 * §2 camera csv import: asks for the cameras' admin password (applied to every imported camera)
 * and a csv file (header row channelNO,cameraNO,ip,rtspPort,codec, one camera per row). A file
 * with any bad row imports nothing and its problems are listed row by row.
 */
export function CameraImportDialog({ visible, onHide, onImported }: CameraImportDialogProps) {
  const intl = useIntl();
  const [adminPwd, setAdminPwd] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ adminPwd?: FieldError; file?: FieldError }>({});
  const [uploading, setUploading] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (visible) {
      setAdminPwd('');
      setFile(null);
      setErrors({});
    }
  }, [visible]);

  const upload = async (chosen: File) => {
    setUploading(true);
    try {
      const outcome = await uploadCameras(chosen, adminPwd);
      if (outcome.kind === 'imported') {
        notify.success(intl.formatMessage({ id: 'camera.imported' }, { count: outcome.imported }));
        onImported();
        onHide();
      } else {
        setReport({ message: outcome.message, problems: outcome.problems });
      }
    } catch (error) {
      // Shown by uploadCameras; anything else is a bug worth seeing.
      if (!(error instanceof UploadError)) {
        throw error;
      }
    } finally {
      setUploading(false);
    }
  };

  const submit = (): boolean => {
    const found = {
      ...(adminPwd ? {} : { adminPwd: { id: 'camera.adminPwdRequired' } as FieldError }),
      ...(file
        ? file.size > CAMERA_CSV_MAX_BYTES
          ? { file: { id: 'camera.importTooLarge' } as FieldError }
          : {}
        : { file: { id: 'camera.importFileRequired' } as FieldError }),
    };
    setErrors(found);
    if (!file || Object.keys(found).length > 0) {
      return false;
    }
    void upload(file);
    return true;
  };

  return (
    <>
      <FormDialog
        visible={visible}
        title={<FormattedMessage id="camera.importTitle" />}
        onHide={onHide}
        onSubmit={submit}
        submitting={uploading}
      >
        <p className="text-color-secondary text-sm mt-0">
          <FormattedMessage id="camera.importColumns" values={{ columns: CAMERA_CSV_COLUMNS.join(',') }} />
        </p>
        <FormField
          id="camera-import-password"
          label={intl.formatMessage({ id: 'camera.importPassword' })}
          required
          error={errors.adminPwd}
        >
          <Password
            inputId="camera-import-password"
            value={adminPwd}
            feedback={false}
            toggleMask
            maxLength={CAMERA_LIMITS.adminPwd}
            invalid={errors.adminPwd !== undefined}
            onChange={(event) => setAdminPwd(event.target.value)}
            autoComplete="new-password"
          />
        </FormField>
        <FormField
          id="camera-import-file"
          label={intl.formatMessage({ id: 'camera.importFile' })}
          required
          error={errors.file}
        >
          <span className="flex align-items-center gap-2">
            <Button
              type="button"
              outlined
              icon="pi pi-file"
              label={intl.formatMessage({ id: 'camera.importChoose' })}
              onClick={() => fileInput.current?.click()}
              className="w-auto"
            />
            <span className="text-sm" data-testid="camera-import-file-name">
              {file?.name ?? ''}
            </span>
          </span>
          <input
            id="camera-import-file"
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setErrors((current) => ({ ...current, file: undefined }));
              event.target.value = '';
            }}
            data-testid="camera-import-file"
          />
        </FormField>
      </FormDialog>
      <Dialog
        visible={report !== null}
        onHide={() => setReport(null)}
        header={<FormattedMessage id="camera.reportTitle" />}
        style={{ width: '40rem' }}
        breakpoints={{ '992px': '95vw' }}
        footer={
          <Button label={intl.formatMessage({ id: 'common.confirm' })} onClick={() => setReport(null)} />
        }
        data-testid="camera-import-report"
      >
        {report && (
          <div className="flex flex-column gap-3">
            <p className="m-0">
              <i className="pi pi-exclamation-triangle text-orange-500 mr-2" aria-hidden />
              {report.message}
            </p>
            <span className="text-color-secondary text-sm">
              <FormattedMessage id="camera.reportHint" />
            </span>
            <DataTable value={[...report.problems]} size="small" stripedRows scrollable scrollHeight="20rem">
              <Column field="row" header={intl.formatMessage({ id: 'camera.reportRow' })} />
              <Column field="column" header={intl.formatMessage({ id: 'camera.reportColumn' })} />
              <Column field="problem" header={intl.formatMessage({ id: 'camera.reportProblem' })} />
            </DataTable>
          </div>
        )}
      </Dialog>
    </>
  );
}
