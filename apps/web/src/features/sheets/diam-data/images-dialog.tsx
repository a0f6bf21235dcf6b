import { Dialog } from 'primereact/dialog';
import { Image } from 'primereact/image';
import { FormattedMessage } from 'react-intl';
import { countImageId, usePhotoUrl } from '../../../shared/files/use-photo-url';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Spinner } from '../../../shared/ui/spinner';
import {
  useOrderImageListQuery,
  useStockDetailImageListQuery,
  useStockInDetailImageListQuery,
  useStockOutDetailImageListQuery,
} from '../sheets.api';
import { type DetailImages } from './diam-data-api';

interface ImagesDialogProps {
  type: 'stock' | 'stockIn' | 'stockOut' | 'order';
  id: string;
  visible: boolean;
  onHide: () => void;
}

/**
 * "View images" (spec §2): the pictures the logs were measured on, each with how many logs it
 * shows; an empty state when none has one (only device-measured logs carry a picture).
 */
export function ImagesDialog({ type, id, visible, onHide }: ImagesDialogProps) {
  const body = { body: { id } };
  const stockIn = useStockInDetailImageListQuery(body, { skip: !visible || type !== 'stockIn' });
  const stockOut = useStockOutDetailImageListQuery(body, { skip: !visible || type !== 'stockOut' });
  const stock = useStockDetailImageListQuery(body, { skip: !visible || type !== 'stock' });
  const order = useOrderImageListQuery(body, { skip: !visible || type !== 'order' });
  const list = { stockIn, stockOut, stock, order }[type];
  const images: DetailImages | undefined = list.data?.data;
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={<FormattedMessage id="diamData.images.title" />}
      style={{ width: '60rem' }}
      breakpoints={{ '1000px': '95vw' }}
      draggable={false}
      modal
      data-testid="diam-images-dialog"
    >
      {list.isFetching && !images ? (
        <div className="flex justify-content-center p-4">
          <Spinner size="3rem" />
        </div>
      ) : !images || images.records.length === 0 ? (
        <EmptyState>
          <FormattedMessage id="diamData.images.empty" />
        </EmptyState>
      ) : (
        <>
          {images.total > images.records.length && (
            <p className="mt-0 text-color-secondary text-sm">
              <FormattedMessage
                id="diamData.images.more"
                values={{ shown: images.records.length, total: images.total }}
              />
            </p>
          )}
          <div className="grid" data-testid="diam-images">
            {images.records.map((image) => (
              <figure key={image.url} className="col-12 sm:col-6 md:col-4 m-0 p-2">
                <SheetPicture pictureRef={image.url} />
                <figcaption className="text-sm text-color-secondary">
                  <FormattedMessage id="diamData.images.count" values={{ count: image.count }} />
                </figcaption>
              </figure>
            ))}
          </div>
        </>
      )}
    </Dialog>
  );
}

/**
 * One picture: a device's picture address as it is; a count photo (`count-image:{id}`) fetched
 * with the login token, which an <img> cannot send.
 */
function SheetPicture({ pictureRef }: { pictureRef: string }) {
  const countImage = countImageId(pictureRef);
  const photo = usePhotoUrl(countImage);
  if (countImage === null) {
    return <Image src={pictureRef} alt={pictureRef} preview width="100%" />;
  }
  if (photo.status === 'ready') {
    return <Image src={photo.url} alt={pictureRef} preview width="100%" />;
  }
  return photo.status === 'loading' ? (
    <Spinner size="2rem" />
  ) : (
    <FormattedMessage id="diamData.images.unavailable" />
  );
}
