import { FEEDBACK_COMMENT_MAX } from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FORM_DIALOG_WIDTH } from '../../../shared/ui/form-dialog';
import { notify } from '../../../shared/ui/notify';

interface FeedbackDialogProps {
  /** What the card being reported shows (its order or sheet number); null hides the dialog. */
  subject: string | null;
  /** Sends the feedback (the card's own call); rejects when the server refused it. */
  onSend: (body: { comment?: string }) => Promise<unknown>;
  onHide: () => void;
  /** The question asked (its values: orderNo, the subject); a count photo's by default. */
  confirmId?: WebMessageId;
}

/**
 * Confirms a feedback on a card (spec §2 Images and counts; §7 POST /oss/feedback/{id} for a
 * count photo, /{kind}/d/feedbackImg/{id} for a device's picture): the user reports that this
 * picture is wrong, with an optional comment, so it can be looked at. It is sent once; the card
 * then shows it as sent.
 */
export function FeedbackDialog({
  subject,
  onSend,
  onHide,
  confirmId = 'counting.feedback.confirm',
}: FeedbackDialogProps) {
  const intl = useIntl();
  const commentId = useId();
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);

  const close = () => {
    setComment('');
    onHide();
  };

  const submit = async () => {
    if (subject === null) {
      return;
    }
    const text = comment.trim();
    setSending(true);
    try {
      await onSend(text ? { comment: text } : {});
      notify.success(intl.formatMessage({ id: 'counting.feedback.thanks' }));
      close();
    } catch {
      // The API layer has shown the server's message; the dialog stays open.
    } finally {
      setSending(false);
    }
  };

  const footer = (
    <div className="flex justify-content-end gap-2">
      <Button
        type="button"
        outlined
        label={intl.formatMessage({ id: 'common.cancel' })}
        onClick={close}
        data-testid="feedback-cancel"
      />
      <Button
        type="button"
        icon="pi pi-send"
        label={intl.formatMessage({ id: 'counting.feedback.send' })}
        loading={sending}
        onClick={() => void submit()}
        data-testid="feedback-send"
      />
    </div>
  );

  return (
    <Dialog
      visible={subject !== null}
      onHide={close}
      header={<FormattedMessage id="counting.feedback.title" />}
      footer={footer}
      style={{ width: FORM_DIALOG_WIDTH, maxWidth: '95vw' }}
      data-testid="feedback-dialog"
    >
      <div className="flex flex-column gap-2">
        <p className="m-0">
          <FormattedMessage id={confirmId} values={{ orderNo: subject ?? '' }} />
        </p>
        <label htmlFor={commentId} className="font-medium">
          <FormattedMessage id="counting.feedback.comment" />
        </label>
        <InputTextarea
          id={commentId}
          rows={3}
          value={comment}
          maxLength={FEEDBACK_COMMENT_MAX}
          placeholder={intl.formatMessage({ id: 'counting.feedback.commentHint' })}
          onChange={(event) => setComment(event.target.value)}
          data-testid="feedback-comment"
        />
      </div>
    </Dialog>
  );
}
