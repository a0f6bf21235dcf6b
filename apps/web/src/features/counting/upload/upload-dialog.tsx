import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { FileUpload, type FileUploadHandlerEvent } from 'primereact/fileupload';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FORM_DIALOG_WIDTH } from '../../../shared/ui/form-dialog';
import { notify } from '../../../shared/ui/notify';
import {
  checkFiles,
  type CountTemplate,
  type FilesProblem,
  LOAD_PHOTOS,
  TEMPLATE_MESSAGES,
} from './count-templates';
import {
  maxBytesOf,
  MEDIA_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  readStoredUpload,
  type StoredUpload,
  VIDEO_MAX_BYTES,
} from './media-upload';
import { type CreatedCountOrder, useMediaUpload } from './use-media-upload';

const MB = 1024 * 1024;

const PROBLEM_MESSAGES = {
  type: 'counting.upload.wrongType',
  size: 'counting.upload.tooLarge',
  empty: 'counting.upload.empty',
  notPhoto: 'counting.upload.notPhoto',
  tooFew: 'counting.upload.tooFew',
  tooMany: 'counting.upload.tooMany',
} as const satisfies Record<FilesProblem, string>;

/** The dialog's title, what it asks for and its hint without a template (the count-order list). */
/** The picker's input carries the dialog's label and a test id (data attributes are not in React's types). */
type InputAttributes = React.InputHTMLAttributes<HTMLInputElement>;

const LIST_TEXTS = {
  title: 'counting.upload.title',
  choose: 'counting.upload.choose',
  hint: 'counting.upload.hint',
} as const;

interface UploadDialogProps {
  visible: boolean;
  onHide: () => void;
  /** A count order was made of the uploaded photo. */
  onCreated?: (order: CreatedCountOrder) => void;
  /**
   * The stock-in sheet's templates: one photo of the pile face (1) or 2 to 10 photos of one load
   * (2); photos only. Without one, one photo or video (the count-order list).
   */
  template?: CountTemplate;
}

/**
 * Uploads a photo of a pile (spec §2 Count-order list "media upload", §7 Media upload): the photo
 * is checked here, sent in parts with a progress bar and a cancel, and becomes a count order
 * queued for recognition. An interrupted upload of the same file goes on where it stopped.
 */
export function UploadDialog({ visible, onHide, onCreated, template }: UploadDialogProps) {
  const intl = useIntl();
  const inputId = useId();
  const { state, start, cancel, reset } = useMediaUpload();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<FilesProblem | null>(null);
  const texts = template ? TEMPLATE_MESSAGES[template] : LIST_TEXTS;
  const [interrupted, setInterrupted] = useState<StoredUpload | null>(null);
  const busy = state.phase === 'uploading' || state.phase === 'creating';

  useEffect(() => {
    if (visible) {
      setInterrupted(readStoredUpload(sessionStorage));
    }
  }, [visible]);

  // PrimeReact's picker speaks the app's language (a native file input speaks the browser's);
  // it hands the chosen files over at once and forgets them, so a new choice replaces the last.
  const choose = ({ files: picked, options }: FileUploadHandlerEvent) => {
    const chosen = [...picked];
    options.clear();
    reset();
    setFiles(chosen);
    setProblem(chosen.length > 0 ? checkFiles(chosen, template ?? null) : null);
  };

  const close = () => {
    if (busy) {
      cancel();
    }
    reset();
    setFiles([]);
    setProblem(null);
    onHide();
  };

  const upload = async () => {
    if (files.length === 0 || problem) {
      return;
    }
    const order = await start(files);
    if (order) {
      notify.success(intl.formatMessage({ id: 'counting.upload.created' }, { orderNo: order.orderNo }));
      onCreated?.(order);
      close();
    }
  };

  const progress = state.phase === 'uploading' || state.phase === 'creating' ? state.progress : null;
  const percent = progress && progress.size > 0 ? Math.round((progress.sent / progress.size) * 100) : 0;

  const footer = (
    <div className="flex justify-content-end gap-2">
      <Button
        type="button"
        outlined
        label={intl.formatMessage({ id: busy ? 'counting.upload.stop' : 'common.cancel' })}
        onClick={busy ? cancel : close}
        disabled={state.phase === 'creating'}
        data-testid="upload-cancel"
      />
      <Button
        type="button"
        icon="pi pi-upload"
        label={intl.formatMessage({
          id: state.phase === 'failed' ? 'common.retry' : 'counting.upload.start',
        })}
        loading={busy}
        disabled={files.length === 0 || problem !== null}
        onClick={() => void upload()}
        data-testid="upload-start"
      />
    </div>
  );

  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={<FormattedMessage id={texts.title} />}
      footer={footer}
      style={{ width: FORM_DIALOG_WIDTH, maxWidth: '95vw' }}
      closable={state.phase !== 'creating'}
      data-testid="upload-dialog"
    >
      <div className="flex flex-column gap-3">
        {interrupted && files.length === 0 && (
          <Message
            severity="info"
            text={intl.formatMessage({ id: 'counting.upload.interrupted' }, { name: interrupted.name })}
          />
        )}
        <label htmlFor={inputId} className="font-medium">
          <FormattedMessage id={texts.choose} />
        </label>
        <div className="flex align-items-center gap-2 flex-wrap">
          <FileUpload
            mode="basic"
            auto
            customUpload
            uploadHandler={choose}
            chooseLabel={intl.formatMessage({ id: 'counting.upload.pick' })}
            accept={(template ? PHOTO_TYPES : MEDIA_TYPES).join(',')}
            multiple={template === 2}
            disabled={busy}
            pt={{ input: { id: inputId, 'data-testid': 'upload-file' } as InputAttributes }}
          />
          <span className="text-sm text-color-secondary" data-testid="upload-chosen">
            {files.length > 0
              ? files.map((file) => file.name).join(', ')
              : intl.formatMessage({ id: 'counting.upload.none' })}
          </span>
        </div>
        <small className="text-color-secondary">
          <FormattedMessage
            id={texts.hint}
            values={{ maxMb: PHOTO_MAX_BYTES / MB, videoMb: VIDEO_MAX_BYTES / MB, max: LOAD_PHOTOS.max }}
          />
        </small>
        {problem && (
          <div data-testid="upload-problem">
            <Message
              severity="error"
              text={intl.formatMessage(
                { id: PROBLEM_MESSAGES[problem] },
                {
                  maxMb: Math.max(PHOTO_MAX_BYTES, ...files.map(maxBytesOf)) / MB,
                  min: LOAD_PHOTOS.min,
                  max: LOAD_PHOTOS.max,
                },
              )}
            />
          </div>
        )}
        {progress && (
          <div className="flex flex-column gap-1" data-testid="upload-progress">
            <ProgressBar value={percent} />
            <small className="text-color-secondary">
              <FormattedMessage
                id={state.phase === 'creating' ? 'counting.upload.creating' : 'counting.upload.progress'}
                values={{
                  sent: intl.formatNumber(progress.sent / MB, { maximumFractionDigits: 1 }),
                  size: intl.formatNumber(progress.size / MB, { maximumFractionDigits: 1 }),
                }}
              />
            </small>
            {state.phase === 'uploading' && state.resumed && (
              <small className="text-color-secondary">
                <FormattedMessage id="counting.upload.resumed" />
              </small>
            )}
          </div>
        )}
        {state.phase === 'cancelled' && (
          <Message severity="warn" text={intl.formatMessage({ id: 'counting.upload.cancelled' })} />
        )}
        {state.phase === 'failed' && (
          <div data-testid="upload-error">
            <Message severity="error" text={state.message} />
          </div>
        )}
      </div>
    </Dialog>
  );
}
