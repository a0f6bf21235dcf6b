import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { confirmDanger } from '../../../shared/ui/confirm';
import { CreatedBetweenFilter } from '../../../shared/ui/date-range-filter';
import { FilterBar } from '../../../shared/ui/filter-bar';
import { LookupFilter } from '../../../shared/ui/lookup-filter';
import { notify } from '../../../shared/ui/notify';
import { PagedCardList, usePagedCards } from '../../../shared/ui/paged-card-list';
import { TextFilter } from '../../../shared/ui/text-filter';
import {
  useCountImageDeleteMutation,
  useCountImageFeedbackMutation,
  useCountImageListQuery,
  useCountImageRecoverMutation,
} from '../counting.api';
import { DevicePictureList } from './device-picture-list';
import { DEVICE_SOURCE, deviceFiltersFromQuery, PICTURE_SOURCE_PARAM } from './device-picture-rules';
import { FeedbackDialog } from './feedback-dialog';
import { ImageCardView } from './image-card';
import {
  canDeleteImage,
  canRecoverImage,
  filtersFromQuery,
  hasMoreImages,
  type ImageCard,
  type ImageFilters,
  imageListRequest,
  type ImageStatusFilter,
} from './image-list-rules';

const ORDER_NO_MAX = 30;

function ImageList({ initial, hasNum }: { initial: ImageFilters; hasNum: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { draft, setDraft, field, applied, search, paging } = usePagedCards({
    useQuery: useCountImageListQuery,
    requestOf: imageListRequest,
    initial,
    hasMore: hasMoreImages,
  });
  const [remove] = useCountImageDeleteMutation();
  const [recover] = useCountImageRecoverMutation();
  const [sendFeedback] = useCountImageFeedbackMutation();
  const [reporting, setReporting] = useState<ImageCard | null>(null);

  const confirmDelete = (card: ImageCard) =>
    confirmDanger(
      intl.formatMessage({ id: 'counting.images.deleteConfirm' }, { orderNo: card.orderNo }),
      () => {
        remove({ id: String(card.id) })
          .unwrap()
          .then(() => notify.success(intl.formatMessage({ id: 'common.deleteSuccess' })))
          // The API layer has shown the server's message.
          .catch(() => undefined);
      },
    );

  const recoverCard = (card: ImageCard) => {
    recover({ id: String(card.id) })
      .unwrap()
      .then(() => notify.success(intl.formatMessage({ id: 'counting.images.recovered' })))
      .catch(() => undefined);
  };

  const back = () => {
    if (location.key !== 'default') {
      void navigate(-1);
    } else {
      void navigate('/dashboard');
    }
  };

  const statusOptions: { value: ImageStatusFilter; label: string }[] = [
    { value: 5, label: intl.formatMessage({ id: 'counting.images.doing' }) },
    { value: 10, label: intl.formatMessage({ id: 'counting.images.finished' }) },
  ];

  return (
    <div className="card" data-testid="image-list">
      <div className="flex align-items-center gap-2 mb-3">
        <Button
          text
          icon="pi pi-arrow-left"
          label={intl.formatMessage({ id: 'counting.images.back' })}
          onClick={back}
          data-testid="image-list-back"
        />
        <span className="ml-auto text-color-secondary" data-testid="image-list-total">
          <FormattedMessage id="table.total" values={{ total: paging.total }} />
        </span>
      </div>
      <div className="filter-bar mb-3">
        <FilterBar
          onSearch={() => search(draft)}
          onReset={() => {
            const cleared: ImageFilters = { num: '', status: null, type: initial.type, range: null };
            setDraft(cleared);
            search(cleared);
          }}
        >
          <TextFilter
            id="filter-image-num"
            labelId="counting.orders.orderNo"
            {...field('num')}
            maxLength={ORDER_NO_MAX}
          />
          <CreatedBetweenFilter id="filter-image-range" {...field('range')} />
          {!hasNum && (
            <LookupFilter
              id="filter-image-status"
              labelId="counting.orders.status"
              {...field('status')}
              options={statusOptions}
              placeholderId="counting.images.allStatuses"
            />
          )}
        </FilterBar>
      </div>
      <PagedCardList
        paging={paging}
        emptyId="counting.images.empty"
        moreId="counting.images.more"
        testId="image-cards"
        moreTestId="image-list-more"
        renderCard={(card) => (
          <ImageCardView
            card={card}
            canDelete={canDeleteImage(card, applied)}
            canRecover={canRecoverImage(card)}
            onDelete={confirmDelete}
            onRecover={recoverCard}
            onFeedback={setReporting}
          />
        )}
      />
      <FeedbackDialog
        subject={reporting?.orderNo ?? null}
        onSend={(body) => sendFeedback({ id: String(reporting?.id), body }).unwrap()}
        onHide={() => setReporting(null)}
      />
    </div>
  );
}

/**
 * The image centre (spec §2 Images and counts, /imgList/index?num=&status=&type=): the count
 * orders' photos, or (?src=device) the pictures measuring devices sent with their logs. The photos:
 * a back link, the order-number, date-range and (without num) status filters, the total and the
 * cards, 20 more each time the end of the list scrolls into view. A new query (the dashboard's
 * links) starts a fresh list.
 */
export default function ImageListPage() {
  const intl = useIntl();
  const [query, setQuery] = useSearchParams();
  const key = query.toString();
  const device = query.get(PICTURE_SOURCE_PARAM) === DEVICE_SOURCE;
  const sources = [
    { value: 'count', label: intl.formatMessage({ id: 'devicePictures.countPhotos' }) },
    { value: DEVICE_SOURCE, label: intl.formatMessage({ id: 'devicePictures.title' }) },
  ];
  return (
    <>
      <SelectButton
        className="mb-3"
        value={device ? DEVICE_SOURCE : 'count'}
        options={sources}
        allowEmpty={false}
        onChange={(event) =>
          setQuery(event.value === DEVICE_SOURCE ? { [PICTURE_SOURCE_PARAM]: DEVICE_SOURCE } : {})
        }
        data-testid="image-source"
      />
      {device ? (
        <div className="card" data-testid="device-picture-list">
          <DevicePictureList key={key} initial={deviceFiltersFromQuery(query)} />
        </div>
      ) : (
        <ImageList key={key} initial={filtersFromQuery(query)} hasNum={query.has('num')} />
      )}
    </>
  );
}
