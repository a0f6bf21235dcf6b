import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime, formatDiameter } from '../../../shared/format/format';
import { confirmDanger } from '../../../shared/ui/confirm';
import { CreatedBetweenFilter } from '../../../shared/ui/date-range-filter';
import { FilterBar } from '../../../shared/ui/filter-bar';
import { LabelledField } from '../../../shared/ui/labelled-field';
import { notify } from '../../../shared/ui/notify';
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
import { CardPages } from './card-pages';
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
import { useNextPageOnScroll } from './use-next-page-on-scroll';

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

/** One page of 20 cards: its own cached query, refreshed when a card changes (the device-pictures tag). */
function DevicePicturePage(props: Omit<CardProps, 'card'> & { page: number }) {
  const { data } = useDevicePictureListQuery(devicePictureRequest(props.filters, props.page));
  return (
    <>
      {(data?.data.records ?? []).map((card) => (
        <div key={card.id} className="col-12 sm:col-6 md:col-4 xl:col-3">
          <DevicePictureCard card={card} {...props} />
        </div>
      ))}
    </>
  );
}

/**
 * The pictures measuring devices sent with their logs (spec §2 Images and counts): by bus or
 * sheet number, kind, feedback status and sheet days; 20 more as the end scrolls into view; per
 * card delete (while filtered by number, §4), recover and feedback.
 */
export function DevicePictureList({ initial }: { initial: DevicePictureFilters }) {
  const intl = useIntl();
  const [draft, setDraft] = useState<DevicePictureFilters>(initial);
  const [applied, setApplied] = useState<DevicePictureFilters>(initial);
  const [pages, setPages] = useState(1);
  const first = useDevicePictureListQuery(devicePictureRequest(applied, 1));
  const last = useDevicePictureListQuery(devicePictureRequest(applied, pages));
  const [reporting, setReporting] = useState<DevicePicture | null>(null);
  const [stockInDelete] = useStockInPictureDeleteMutation();
  const [stockOutDelete] = useStockOutPictureDeleteMutation();
  const [stockInRecover] = useStockInPictureRecoverMutation();
  const [stockOutRecover] = useStockOutPictureRecoverMutation();
  const [stockInFeedback] = useStockInPictureFeedbackMutation();
  const [stockOutFeedback] = useStockOutPictureFeedbackMutation();
  const total = first.data?.data.total ?? 0;
  const more = hasMoreImages(pages, total) && !last.isFetching && last.isSuccess;
  const sentinel = useNextPageOnScroll(more, pages, setPages);

  const search = (filters: DevicePictureFilters) => {
    const unchanged =
      JSON.stringify(devicePictureRequest(filters, 1)) === JSON.stringify(devicePictureRequest(applied, 1));
    setApplied(filters);
    setPages(1);
    if (unchanged) {
      void first.refetch();
    }
  };

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

  const kinds = [
    { value: 1, label: intl.formatMessage({ id: 'stats.inbound' }) },
    { value: 2, label: intl.formatMessage({ id: 'stats.outbound' }) },
  ];
  const statuses = [
    { value: 0, label: intl.formatMessage({ id: 'devicePictures.notReported' }) },
    { value: 5, label: intl.formatMessage({ id: 'devicePictures.reported' }) },
    { value: 10, label: intl.formatMessage({ id: 'devicePictures.handled' }) },
  ];

  return (
    <>
      <div className="flex justify-content-end mb-2">
        <span className="text-color-secondary" data-testid="device-pictures-total">
          <FormattedMessage id="table.total" values={{ total }} />
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
          <LabelledField htmlFor="filter-picture-num" label={<FormattedMessage id="devicePictures.num" />}>
            <InputText
              id="filter-picture-num"
              value={draft.num}
              maxLength={NUM_MAX}
              placeholder={intl.formatMessage({ id: 'devicePictures.numPlaceholder' })}
              onChange={(event) => setDraft({ ...draft, num: event.target.value })}
              data-testid="device-pictures-num"
            />
          </LabelledField>
          <LabelledField htmlFor="filter-picture-kind" label={<FormattedMessage id="stats.type" />}>
            <Dropdown
              inputId="filter-picture-kind"
              value={draft.flag}
              options={kinds}
              showClear
              placeholder={intl.formatMessage({ id: 'devicePictures.all' })}
              onChange={(event) =>
                setDraft({ ...draft, flag: (event.value as 1 | 2 | null | undefined) ?? null })
              }
            />
          </LabelledField>
          <LabelledField
            htmlFor="filter-picture-status"
            label={<FormattedMessage id="devicePictures.feedback" />}
          >
            <Dropdown
              inputId="filter-picture-status"
              value={draft.picStatus}
              options={statuses}
              showClear
              placeholder={intl.formatMessage({ id: 'devicePictures.all' })}
              onChange={(event) =>
                setDraft({ ...draft, picStatus: (event.value as 0 | 5 | 10 | null | undefined) ?? null })
              }
            />
          </LabelledField>
          <CreatedBetweenFilter
            id="filter-picture-range"
            value={draft.range}
            onChange={(range) => setDraft({ ...draft, range })}
          />
        </FilterBar>
      </div>
      <CardPages
        loading={first.isLoading}
        total={total}
        pages={pages}
        emptyId="devicePictures.empty"
        testId="device-pictures"
        renderPage={(page) => (
          <DevicePicturePage
            key={page}
            filters={applied}
            page={page}
            onDelete={confirmDelete}
            onRecover={recoverCard}
            onFeedback={setReporting}
          />
        )}
        loadingMore={last.isFetching}
        onMore={() => more && setPages(pages + 1)}
        sentinel={sentinel}
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
