import { FEEDBACK_COMMENT_MAX } from '@timber/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCountImageFeedbackMutation } from '../../../api/generated';
import { FORM_DIALOG_WIDTH } from '../../../shared/ui/form-dialog';
import { notify } from '../../../shared/ui/notify';
import { type ImageCard } from './image-list-rules';

interface FeedbackDialogProps {
  /** The card being reported; null hides the dialog. */
  card: ImageCard | null;
  onHide: () => void;
}

/**
 * Confirms a feedback on a card (spec §2 Images and counts, §7 POST /oss/feedback/{id}): the
 * user reports that the recognition of this photo is wrong, with an optional comment, so the
 * model's provider can look at it. It is sent once; the card then shows it as sent.
 */
export function FeedbackDialog({ card, onHide }: FeedbackDialogProps) {
  const intl = useIntl();
  const commentId = useId();
  const [comment, setComment] = useState('');
  const [send, sending] = useCountImageFeedbackMutation();

  const close = () => {
    setComment('');
    onHide();
  };

  const submit = async () => {
    if (!card) {
      return;
    }
    const text = comment.trim();
    try {
      await send({ id: String(card.id), body: text ? { comment: text } : {} }).unwrap();
      notify.success(intl.formatMessage({ id: 'counting.feedback.thanks' }));
      close();
    } catch {
      // The API layer has shown the server's message; the dialog stays open.
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
        loading={sending.isLoading}
        onClick={() => void submit()}
        data-testid="feedback-send"
      />
    </div>
  );

  return (
    <Dialog
      visible={card !== null}
      onHide={close}
      header={<FormattedMessage id="counting.feedback.title" />}
      footer={footer}
      style={{ width: FORM_DIALOG_WIDTH, maxWidth: '95vw' }}
      data-testid="feedback-dialog"
    >
      <div className="flex flex-column gap-2">
        <p className="m-0">
          <FormattedMessage id="counting.feedback.confirm" values={{ orderNo: card?.orderNo ?? '' }} />
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
