import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime, formatDiameter } from '../../../shared/format/format';
import { confirmDanger } from '../../../shared/ui/confirm';
import { CreatedBetweenFilter } from '../../../shared/ui/date-range-filter';
import { FilterBar } from '../../../shared/ui/filter-bar';
import { LookupFilter } from '../../../shared/ui/lookup-filter';
import { notify } from '../../../shared/ui/notify';
import { PagedCardList, usePagedCards } from '../../../shared/ui/paged-card-list';
import { TextFilter } from '../../../shared/ui/text-filter';
import {
  useDevicePictureListQuery,
  useStockInPictureDeleteMutation,
  useStockInPictureFeedbackMutation,
  useStockInPictureRecoverMutation,
  useStockOutPictureDeleteMutation,
  useStockOutPictureFeedbackMutation,
  useStockOutPictureRecoverMutation,
} from '../counting.api';
import { CardActions } from './card-actions';
import {
  canDeletePicture,
  canRecoverPicture,
  canReportPicture,
  type DevicePicture,
  type DevicePictureFilters,
  devicePictureRequest,
  NO_DEVICE_FILTERS,
} from './device-picture-rules';
import { FeedbackDialog } from './feedback-dialog';
import { hasMoreImages } from './image-list-rules';

const NUM_MAX = 30;

interface CardProps {
  card: DevicePicture;
  filters: DevicePictureFilters;
  onDelete: (card: DevicePicture) => void;
  onRecover: (card: DevicePicture) => void;
  onFeedback: (card: DevicePicture) => void;
}

/** A device picture's card: the picture, its log's diameter (the manual tag), its sheet, feedback, delete or recover. */
function DevicePictureCard({ card, filters, onDelete, onRecover, onFeedback }: CardProps) {
  const intl = useIntl();
  const deleted = canRecoverPicture(card);
  return (
    <article
      className={`card p-2 h-full flex flex-column gap-2${deleted ? ' opacity-60' : ''}`}
      data-testid="device-picture"
      data-picture-id={card.id}
    >
      <div className="border-round overflow-hidden surface-ground" style={{ aspectRatio: '4 / 3' }}>
        <img
          src={card.picUrl}
          alt={intl.formatMessage({ id: 'devicePictures.alt' }, { spu: card.spu })}
          className="w-full h-full"
          style={{ objectFit: 'cover' }}
          loading="lazy"
        />
      </div>
      <div className="flex flex-wrap align-items-center gap-1">
        <Tag
          value={`${formatDiameter(intl, card.diameter)}–${formatDiameter(intl, card.maxDiameter)} cm`}
          severity="info"
          data-testid="device-picture-dia"
        />
        {card.manual && (
          <Tag value={intl.formatMessage({ id: 'counting.images.manualDia' })} severity="warning" />
        )}
        {deleted && (
          <Tag value={intl.formatMessage({ id: 'counting.images.deleted' })} severity="secondary" />
        )}
        {!canReportPicture(card) && (
          <Tag
            value={intl.formatMessage({
              id: card.picStatus === 10 ? 'devicePictures.handled' : 'devicePictures.reported',
            })}
            severity={card.picStatus === 10 ? 'success' : 'warning'}
            title={intl.formatMessage(
              { id: 'counting.feedback.sentBy' },
              { by: card.feedbackBy ?? '', time: formatDateTime(intl, card.feedbackTime) },
            )}
            data-testid="device-picture-feedback-state"
          />
        )}
      </div>
      <div className="text-sm">
        <div className="font-medium" data-testid="device-picture-spu">
          {card.spu}
        </div>
        <div>
          <FormattedMessage id={card.kind === 'stockIn' ? 'stats.inbound' : 'stats.outbound'} />
          {card.transportNum && ` · ${card.transportNum}`}
          {card.deviceNo && ` · ${card.deviceNo}`}
        </div>
        <div className="text-color-secondary">{formatDateTime(intl, card.createTime)}</div>
      </div>
      {card.feedbackComment && <small className="text-color-secondary">{card.feedbackComment}</small>}
      <CardActions
        testPrefix="device-picture"
        canFeedback={canReportPicture(card)}
        canDelete={canDeletePicture(card, filters)}
        canRecover={deleted}
        onFeedback={() => onFeedback(card)}
        onDelete={() => onDelete(card)}
        onRecover={() => onRecover(card)}
      />
    </article>
  );
}

/**
 * The pictures measuring devices sent with their logs (spec §2 Images and counts): by bus or
 * sheet number, kind, feedback status and sheet days; 20 more as the end scrolls into view; per
 * card delete (while filtered by number, §4), recover and feedback.
 */
export function DevicePictureList({ initial }: { initial: DevicePictureFilters }) {
  const intl = useIntl();
  const { draft, setDraft, field, applied, search, paging } = usePagedCards({
    useQuery: useDevicePictureListQuery,
    requestOf: devicePictureRequest,
    initial,
    hasMore: hasMoreImages,
  });
  const [reporting, setReporting] = useState<DevicePicture | null>(null);
  const [stockInDelete] = useStockInPictureDeleteMutation();
  const [stockOutDelete] = useStockOutPictureDeleteMutation();
  const [stockInRecover] = useStockInPictureRecoverMutation();
  const [stockOutRecover] = useStockOutPictureRecoverMutation();
  const [stockInFeedback] = useStockInPictureFeedbackMutation();
  const [stockOutFeedback] = useStockOutPictureFeedbackMutation();
  const confirmDelete = (card: DevicePicture) =>
    confirmDanger(intl.formatMessage({ id: 'devicePictures.deleteConfirm' }, { spu: card.spu }), () => {
      (card.kind === 'stockIn' ? stockInDelete : stockOutDelete)({ id: card.id })
        .unwrap()
        .then(() => notify.success(intl.formatMessage({ id: 'common.deleteSuccess' })))
        // the API layer has shown the server's message
        .catch(() => undefined);
    });
  const recoverCard = (card: DevicePicture) => {
    (card.kind === 'stockIn' ? stockInRecover : stockOutRecover)({ id: card.id })
      .unwrap()
      .then(() => notify.success(intl.formatMessage({ id: 'counting.images.recovered' })))
      .catch(() => undefined);
  };
  const sendFeedback = (body: { comment?: string }) =>
    reporting
      ? (reporting.kind === 'stockIn' ? stockInFeedback : stockOutFeedback)({
          id: reporting.id,
          body,
        }).unwrap()
      : Promise.resolve();

  const kinds: { value: 1 | 2; label: string }[] = [
    { value: 1, label: intl.formatMessage({ id: 'stats.inbound' }) },
    { value: 2, label: intl.formatMessage({ id: 'stats.outbound' }) },
  ];
  const statuses: { value: 0 | 5 | 10; label: string }[] = [
    { value: 0, label: intl.formatMessage({ id: 'devicePictures.notReported' }) },
    { value: 5, label: intl.formatMessage({ id: 'devicePictures.reported' }) },
    { value: 10, label: intl.formatMessage({ id: 'devicePictures.handled' }) },
  ];

  return (
    <>
      <div className="flex justify-content-end mb-2">
        <span className="text-color-secondary" data-testid="device-pictures-total">
          <FormattedMessage id="table.total" values={{ total: paging.total }} />
        </span>
      </div>
      <div className="filter-bar mb-3">
        <FilterBar
          onSearch={() => search(draft)}
          onReset={() => {
            setDraft(NO_DEVICE_FILTERS);
            search(NO_DEVICE_FILTERS);
          }}
        >
          <TextFilter
            id="filter-picture-num"
            labelId="devicePictures.num"
            placeholderId="devicePictures.numPlaceholder"
            {...field('num')}
            maxLength={NUM_MAX}
            testId="device-pictures-num"
          />
          <LookupFilter
            id="filter-picture-kind"
            labelId="stats.type"
            {...field('flag')}
            options={kinds}
            placeholderId="devicePictures.all"
          />
          <LookupFilter
            id="filter-picture-status"
            labelId="devicePictures.feedback"
            {...field('picStatus')}
            options={statuses}
            placeholderId="devicePictures.all"
          />
          <CreatedBetweenFilter id="filter-picture-range" {...field('range')} />
        </FilterBar>
      </div>
      <PagedCardList
        paging={paging}
        emptyId="devicePictures.empty"
        moreId="counting.images.more"
        testId="device-pictures"
        renderCard={(card) => (
          <DevicePictureCard
            card={card}
            filters={applied}
            onDelete={confirmDelete}
            onRecover={recoverCard}
            onFeedback={setReporting}
          />
        )}
      />
      <FeedbackDialog
        subject={reporting?.spu ?? null}
        onSend={sendFeedback}
        onHide={() => setReporting(null)}
        confirmId="devicePictures.feedbackConfirm"
      />
    </>
  );
}
