import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type RowOf } from '../../api/row-of';
import { usePostEnvelope } from '../../api/use-post-envelope';
import { CardList } from '../../shared/ui/card-list';
import { isPublicPicture } from './share-order-rules';
import { type ShareImageListApiResponse } from './share-order.api';
import { Problem } from './share-problem';

type SharedImage = RowOf<ShareImageListApiResponse>;

/** A picture shown whole over the page: closed by its button, Escape or a tap beside it. */
function Viewer({ image, onClose }: { image: SharedImage; onClose: () => void }) {
  const intl = useIntl();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const label = intl.formatMessage({ id: 'diamData.images.count' }, { count: image.count });
  return (
    <div
      className="share-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={label}
      data-testid="shared-image-viewer"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <img src={image.url} alt={label} className="share-viewer__image" />
      <button
        ref={close}
        type="button"
        className="share-viewer__close"
        aria-label={intl.formatMessage({ id: 'shareOrder.closeImage' })}
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}

/** A small spinner while something loads (share-order.css). */
export function ShareSpinner() {
  const intl = useIntl();
  return (
    <div className="share-order__loading">
      <span
        className="share-spinner"
        role="progressbar"
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'common.loading' })}
      />
    </div>
  );
}

/** The image tab: asked for on first opening, each picture loaded as it scrolls into view, a viewer on tap. */
export function ShareImageGrid({ token }: { token: string }) {
  const intl = useIntl();
  const [shown, setShown] = useState<SharedImage | null>(null);
  const hide = useCallback(() => setShown(null), []);
  const images = usePostEnvelope<ShareImageListApiResponse['data']>('/api/order/business/img', { token });
  const records = images.data?.data.records.filter((image) => isPublicPicture(image.url)) ?? [];
  return (
    <CardList
      error={images.error !== undefined && <Problem problem="failed" />}
      loading={images.isLoading}
      loader={<ShareSpinner />}
      empty={records.length === 0}
      emptyId="diamData.images.empty"
      className="share-order__images"
      testId="shared-images"
    >
      {records.map((image) => (
        <figure key={image.url}>
          <button type="button" className="share-order__picture" onClick={() => setShown(image)}>
            <img
              src={image.url}
              alt={intl.formatMessage({ id: 'diamData.images.count' }, { count: image.count })}
              loading="lazy"
            />
          </button>
          <figcaption className="share-order__caption">
            <FormattedMessage id="diamData.images.count" values={{ count: image.count }} />
          </figcaption>
        </figure>
      ))}
      {shown && <Viewer image={shown} onClose={hide} />}
    </CardList>
  );
}
