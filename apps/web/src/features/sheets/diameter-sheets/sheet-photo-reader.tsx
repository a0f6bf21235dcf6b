import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { type ChangeEvent, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../../api/base-query';
import { Spinner } from '../../../shared/ui/spinner';
import { type DiameterDraft } from '../sheet-rules';
import { useHandwritingClassListQuery } from '../sheets.api';
import { type HandwritingTemplate } from './diameter-sheets-api';
import { SheetPhotoReview } from './sheet-photo-review';
import { RETAKE_MESSAGES, SHEET_PHOTO_TYPES, type TakeMode } from './sheet-photo-rules';
import { type PhotoFailure, type SheetPhotoState, useSheetPhoto } from './use-sheet-photo';

interface SheetPhotoReaderProps {
  /** the tab's test id; the reader's are `${testId}-photo…` */
  testId: string;
  stockInHeadId: string;
  /** the tab's rows: the length they end with, and whether taking must ask before replacing them */
  tabRows: readonly DiameterDraft[];
  onTake: (rows: DiameterDraft[], mode: TakeMode) => void;
}

const TEMPLATES = [1, 2] as const;

/**
 * A tab's "read a photo" (§2 "image upload using template one or two"; issue 40): a button per
 * template opens the file chooser; the photo is sent and read (progress meanwhile), then reviewed
 * in a dialog; a photo that cannot be read says what to retake and offers another. The rows taken
 * go into the tab's draft: nothing is saved before the tab's own save.
 */
export function SheetPhotoReader({ testId, stockInHeadId, tabRows, onTake }: SheetPhotoReaderProps) {
  const intl = useIntl();
  const { state, read, close } = useSheetPhoto();
  const picker = useRef<HTMLInputElement>(null);
  // the template whose photo the file chooser is open for
  const choosing = useRef<HandwritingTemplate>(1);
  const buttons = useRef<HTMLSpanElement>(null);
  const id = `${testId}-photo`;

  const choose = (template: HandwritingTemplate) => {
    choosing.current = template;
    picker.current?.click();
  };
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file may be chosen again (a retake saved under the same name)
    event.target.value = '';
    if (file) {
      read(choosing.current, file);
    }
  };
  // the focus goes back to the button the dialog was opened from
  const hide = () => {
    close();
    buttons.current?.querySelectorAll('button')[choosing.current - 1]?.focus();
  };
  const take = (rows: DiameterDraft[], mode: TakeMode) => {
    onTake(rows, mode);
    hide();
  };

  return (
    <>
      <span ref={buttons} className="inline-flex flex-wrap gap-2">
        {TEMPLATES.map((template) => (
          <Button
            key={template}
            type="button"
            outlined
            icon="pi pi-camera"
            label={intl.formatMessage({ id: template === 1 ? 'diaSheet.photoOne' : 'diaSheet.photoTwo' })}
            tooltip={intl.formatMessage({ id: 'diaSheet.photoHint' })}
            tooltipOptions={{ position: 'top' }}
            onClick={() => choose(template)}
            data-testid={`${id}-${template}`}
          />
        ))}
      </span>
      <input
        ref={picker}
        type="file"
        accept={SHEET_PHOTO_TYPES.join(',')}
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={chosen}
        data-testid={`${id}-file`}
      />
      <Dialog
        visible={state.step !== 'closed'}
        onHide={hide}
        header={
          state.step !== 'closed' && (
            <FormattedMessage
              id={state.template === 1 ? 'diaSheet.photoTitleOne' : 'diaSheet.photoTitleTwo'}
            />
          )
        }
        style={{ width: '880px' }}
        breakpoints={{ '960px': '95vw' }}
        draggable={false}
        modal
        data-testid={`${id}-dialog`}
      >
        <PhotoStep
          testId={id}
          state={state}
          stockInHeadId={stockInHeadId}
          tabRows={tabRows}
          onTake={take}
          onRetake={() => choose(choosing.current)}
          onCancel={hide}
        />
      </Dialog>
    </>
  );
}

interface PhotoStepProps {
  testId: string;
  state: SheetPhotoState;
  stockInHeadId: string;
  tabRows: readonly DiameterDraft[];
  onTake: (rows: DiameterDraft[], mode: TakeMode) => void;
  onRetake: () => void;
  onCancel: () => void;
}

/** What the dialog shows of the photo: progress, what to retake, or the review of its rows. */
function PhotoStep({ testId, state, stockInHeadId, tabRows, onTake, onRetake, onCancel }: PhotoStepProps) {
  const read = state.step === 'read' && state.reading.rows.length > 0 ? state.reading : null;
  const classes = useHandwritingClassListQuery({ body: { stockInHeadId } }, { skip: read?.template !== 1 });

  if (state.step === 'closed') {
    return null;
  }
  if (state.step === 'sending' || state.step === 'reading') {
    return <Progress testId={testId} messageId={PROGRESS[state.step]} />;
  }
  if (state.step === 'failed') {
    return <Retake testId={testId} failure={state.failure} onRetake={onRetake} />;
  }
  if (!read) {
    return <Retake testId={testId} failure={{ retake: 'nothing' }} onRetake={onRetake} />;
  }
  if (read.template === 1 && !classes.data) {
    return classes.isError ? (
      <Retake testId={testId} failure={{ message: errorMessage(classes.error) }} onRetake={onRetake} />
    ) : (
      <Progress testId={testId} messageId={PROGRESS.classes} />
    );
  }
  return (
    <SheetPhotoReview
      key={read.id}
      testId={`${testId}-review`}
      reading={read}
      classes={read.template === 1 ? (classes.data?.data.classes ?? []) : []}
      tabRows={tabRows}
      onTake={onTake}
      onCancel={onCancel}
    />
  );
}

/** What is being waited for: the photo on its way, its reading, template one's classes. */
const PROGRESS = {
  sending: 'diaSheet.photoSending',
  reading: 'diaSheet.photoReading',
  classes: 'diaSheet.photoClasses',
} as const;

/** Long work shows progress. */
function Progress({
  testId,
  messageId,
}: {
  testId: string;
  messageId: (typeof PROGRESS)[keyof typeof PROGRESS];
}) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: messageId });
  return (
    <div className="flex align-items-center gap-3 p-4" data-testid={`${testId}-progress`}>
      <Spinner label={text} />
      <span aria-hidden>{text}</span>
    </div>
  );
}

/** A photo that gave no rows: what to retake (or the server's message), and a button for another. */
function Retake({
  testId,
  failure,
  onRetake,
}: {
  testId: string;
  failure: PhotoFailure;
  onRetake: () => void;
}) {
  const intl = useIntl();
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => {
    actions.current?.querySelector('button')?.focus();
  }, []);
  const text =
    'message' in failure ? failure.message : intl.formatMessage({ id: RETAKE_MESSAGES[failure.retake] });
  return (
    <div ref={actions} className="flex flex-column align-items-start gap-3" data-testid={`${testId}-failed`}>
      <Message
        severity={'retake' in failure && failure.retake === 'nothing' ? 'warn' : 'error'}
        text={text}
        className="w-full justify-content-start"
        data-testid={`${testId}-retake`}
      />
      <Button
        type="button"
        icon="pi pi-camera"
        label={intl.formatMessage({ id: 'diaSheet.photoAnother' })}
        onClick={onRetake}
        data-testid={`${testId}-another`}
      />
    </div>
  );
}
