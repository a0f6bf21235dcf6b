import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePhotoUrl } from '../../../shared/files/use-photo-url';
import { formatDateTime } from '../../../shared/format/format';
import { CardActions } from './card-actions';
import { feedbackOf, imageStatusTag, videoPath, type ImageCard as Card } from './image-list-rules';

interface ImageCardProps {
  card: Card;
  canDelete: boolean;
  canRecover: boolean;
  onDelete: (card: Card) => void;
  onRecover: (card: Card) => void;
  onFeedback: (card: Card) => void;
}

/**
 * §3 Image card: the photo, its order, count, status, the manual diameter tag, the feedback (sent
 * once, §4), delete or recover.
 */
export function ImageCardView({
  card,
  canDelete,
  canRecover,
  onDelete,
  onRecover,
  onFeedback,
}: ImageCardProps) {
  const intl = useIntl();
  // a video's own card plays the video (streamed in ranges); the others show their photo
  const photo = usePhotoUrl(card.video ? null : card.id);
  const status = imageStatusTag(card.status);
  const deleted = canRecover;
  const feedback = feedbackOf(card);
  return (
    <article
      className={`card p-2 h-full flex flex-column gap-2${deleted ? ' opacity-60' : ''}`}
      data-testid="image-card"
      data-image-id={card.id}
    >
      <div
        className="image-card-photo border-round overflow-hidden surface-ground"
        style={{ aspectRatio: '4 / 3' }}
      >
        {card.video && (
          <video
            controls
            preload="metadata"
            src={videoPath(card.id)}
            aria-label={intl.formatMessage({ id: 'counting.images.videoLabel' }, { orderNo: card.orderNo })}
            className="w-full h-full"
            style={{ objectFit: 'contain', background: '#000' }}
            data-testid="image-card-video"
          >
            <FormattedMessage id="counting.images.videoUnsupported" />
          </video>
        )}
        {!card.video && photo.status === 'ready' && (
          <img
            src={photo.url}
            alt={intl.formatMessage({ id: 'counting.images.photoAlt' }, { orderNo: card.orderNo })}
            className="w-full h-full"
            style={{ objectFit: 'cover' }}
            data-testid="image-card-photo"
          />
        )}
        {!card.video && photo.status === 'loading' && <Skeleton width="100%" height="100%" />}
        {!card.video && photo.status === 'failed' && (
          <div className="flex h-full align-items-center justify-content-center text-color-secondary">
            <FormattedMessage id="counting.images.photoFailed" />
          </div>
        )}
      </div>
      <div className="flex flex-wrap align-items-center gap-1">
        <Tag value={intl.formatMessage({ id: status.label })} severity={status.severity} />
        {card.dia && (
          <Tag
            value={intl.formatMessage({ id: 'counting.images.manualDia' })}
            severity="info"
            data-testid="image-card-manual-dia"
          />
        )}
        {deleted && (
          <Tag value={intl.formatMessage({ id: 'counting.images.deleted' })} severity="secondary" />
        )}
        {feedback.tag && (
          <Tag
            value={intl.formatMessage({ id: feedback.tag.label })}
            severity={feedback.tag.severity}
            title={intl.formatMessage(
              { id: 'counting.feedback.sentBy' },
              { by: card.feedbackBy ?? '', time: formatDateTime(intl, card.feedbackTime) },
            )}
            data-testid="image-card-feedback-state"
          />
        )}
      </div>
      <div className="text-sm">
        <div className="font-medium" data-testid="image-card-order">
          {card.orderNo}
        </div>
        {card.qty !== null && (
          <div data-testid="image-card-qty">
            <FormattedMessage id="counting.images.qty" values={{ count: card.qty }} />
          </div>
        )}
        <div className="text-color-secondary">{formatDateTime(intl, card.createTime)}</div>
      </div>
      {card.feedbackComment && (
        <small className="text-color-secondary" data-testid="image-card-feedback-comment">
          {card.feedbackComment}
        </small>
      )}
      <CardActions
        testPrefix="image-card"
        canFeedback={feedback.canSend}
        canDelete={canDelete}
        canRecover={canRecover}
        onFeedback={() => onFeedback(card)}
        onDelete={() => onDelete(card)}
        onRecover={() => onRecover(card)}
      />
    </article>
  );
}
