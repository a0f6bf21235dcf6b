import {
  COUNT_ORDER_STATUS,
  type CountImageDetail,
  countOrderActions,
  type CountOrderDetail,
} from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { canAccess } from '../../../app/access';
import { useCountSheetBridge } from '../../../shared/bridges/count-sheet';
import { usePhotoUrl } from '../../../shared/files/use-photo-url';
import { formatVolume } from '../../../shared/format/format';
import { EmptyState } from '../../../shared/ui/empty-state';
import { GuardedButton } from '../../../shared/ui/guarded-button';
import { notify } from '../../../shared/ui/notify';
import { PageLoading } from '../../../shared/ui/page-loading';
import { isPresetCode, standardLabel } from '../../../shared/volume/standard-names';
import { useUserStandards } from '../../../shared/volume/use-user-standards';
import { useAppSelector } from '../../../store/hooks';
import {
  useCountImageConfirmMutation,
  useCountOrderDetailQuery,
  useCountOrderVerifyMutation,
  useCountReviewSaveMutation,
} from '../counting.api';
import { type CircleFocus, PointEditor } from '../point-editor/point-editor';
import { type EditorMode, removeIndex } from '../point-editor/point-editor-state';
import {
  type CheckItem,
  checkList,
  type KeptByImage,
  keptKey,
  readKept,
  storeKept,
  toggleKept,
  withKept,
} from './check-first';
import { CheckFirstPanel } from './check-first-panel';
import {
  COUNT_ORDER_LIST_PATH,
  detectedOf,
  draftChanged,
  hasResult,
  imageChanged,
  isConfirmed,
  isFinal,
  liveImages,
  orderStatusLabel,
  type ReviewDraft,
  reviewId,
  saveBody,
  savedDraft,
  sheetPrefill,
  unmeasuredForVerify,
  validLogLength,
} from './review-rules';
import { ReviewSidePanel } from './review-side-panel';
import { useUnsavedGuard } from './use-unsaved-guard';

/**
 * The count review (/countKingDetail?idx={id}; spec §2 Images and counts, §3 Image coordinates,
 * §4 Count orders and images): the order's header, its images, the point editor on the chosen
 * photo, the log length, standard and reference that turn circles into diameters and volume,
 * save, "reviewed" and verify. Without a valid idx it goes back to the count-order list.
 */
export default function CountReviewPage() {
  const navigate = useNavigate();
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = reviewId(params);

  useEffect(() => {
    if (id === null) {
      notify.warn(intl.formatMessage({ id: 'counting.review.missingId' }));
      void navigate(COUNT_ORDER_LIST_PATH, { replace: true });
    }
  }, [id, intl, navigate]);

  if (id === null) {
    return null;
  }
  return <CountReview key={id} id={id} />;
}

function CountReview({ id }: { id: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch } = useCountOrderDetailQuery({ id: String(id) });
  const order: CountOrderDetail | undefined = data?.data;

  if (isLoading) {
    return <PageLoading />;
  }
  if (!order) {
    return (
      <div className="card" data-testid="count-review-missing">
        <EmptyState>
          <FormattedMessage id={isError ? 'counting.review.loadFailed' : 'common.noData'} />
        </EmptyState>
        <div className="flex justify-content-center gap-2">
          <Button
            outlined
            icon="pi pi-arrow-left"
            label={intl.formatMessage({ id: 'counting.review.back' })}
            onClick={() => void navigate(COUNT_ORDER_LIST_PATH)}
          />
          {isError && (
            <Button
              icon="pi pi-refresh"
              label={intl.formatMessage({ id: 'common.retry' })}
              onClick={() => void refetch()}
            />
          )}
        </div>
      </div>
    );
  }
  return <ReviewScreen order={order} />;
}

function ReviewScreen({ order }: { order: CountOrderDetail }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const text = (id: WebMessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const images = useMemo(() => liveImages(order), [order]);
  const readOnly = isFinal(order);
  const actions = countOrderActions(order.status);
  const unmeasured = useMemo(() => unmeasuredForVerify(order), [order]);

  const [selectedId, setSelectedId] = useState<number | null>(
    () => (images.find(hasResult) ?? images[0])?.imgId ?? null,
  );
  const image = images.find((candidate) => candidate.imgId === selectedId) ?? null;
  const saved = useMemo(() => (image ? savedDraft(order, image) : null), [order, image]);
  const [draft, setDraft] = useState<ReviewDraft | null>(saved);
  if (saved && draft?.imgId !== saved.imgId) {
    // another image: its own circles and reference; the order's length and standard stay as edited
    setDraft(draft ? { ...saved, logLengthM: draft.logLengthM, standard: draft.standard } : saved);
  }
  const [mode, setMode] = useState<EditorMode>('edit');
  // "To check first" (issue 39): the detections kept per image, and the one being checked (each
  // pick is a new request, so picking it again brings it back into view)
  // remembered for the tab (check-first.ts), so a reload or a look elsewhere keeps them
  const [kept, setKept] = useState<KeptByImage>(() => readKept(sessionStorage));
  const [checking, setChecking] = useState<{ detection: number; request: number } | null>(null);
  const changed = draft !== null && saved !== null && draftChanged(draft, saved);
  useUnsavedGuard(changed && !readOnly);

  const photo = usePhotoUrl(image && hasResult(image) ? image.imgId : null);
  const userStandards = useUserStandards();
  const standards = useMemo(() => {
    // counting measures with the volume library's presets only
    const options = userStandards.filter((option) => isPresetCode(option.value));
    const current = draft?.standard;
    return current && !options.some((option) => option.value === current)
      ? [{ value: current, label: standardLabel(intl, current) }, ...options]
      : options;
  }, [userStandards, draft?.standard, intl]);

  const [save, saving] = useCountReviewSaveMutation();
  const [confirmImage, confirming] = useCountImageConfirmMutation();
  const [verify, verifying] = useCountOrderVerifyMutation();

  const lengthValid = draft?.logLengthM === null || validLogLength(draft?.logLengthM ?? null);
  const editable = !readOnly && image !== null && hasResult(image);

  const keptHere = image ? kept[keptKey(image)] : undefined;
  const checkItems = useMemo(
    () =>
      image && draft?.imgId === image.imgId
        ? checkList(image.coordinate, draft.circles, new Set(keptHere))
        : [],
    [image, draft, keptHere],
  );
  const checked = checkItems.find((item) => item.detection === checking?.detection) ?? null;
  const focus: CircleFocus | null =
    checked && checking ? { index: checked.circle, request: checking.request } : null;
  const onCheck = (detection: number) => {
    setMode('edit');
    setChecking((previous) => ({ detection, request: (previous?.request ?? 0) + 1 }));
  };
  const onKeep = (item: CheckItem) => {
    if (image) {
      const next = withKept(kept, keptKey(image), toggleKept(keptHere ?? [], item.detection));
      setKept(next);
      storeKept(sessionStorage, next);
    }
  };
  const onRemove = (item: CheckItem) => {
    if (draft && editable) {
      setDraft({ ...draft, circles: [...removeIndex(draft.circles, item.circle)] });
    }
  };

  const select = (next: CountImageDetail) => {
    if (next.imgId === selectedId) {
      return;
    }
    const go = () => {
      setSelectedId(next.imgId);
      setMode('edit');
      setChecking(null);
    };
    if (draft && saved && imageChanged(draft, saved)) {
      confirmDialog({
        header: text('common.confirmTitle'),
        message: text('counting.review.unsavedSwitch'),
        icon: 'pi pi-exclamation-triangle',
        acceptClassName: 'p-button-danger',
        acceptLabel: text('counting.review.discard'),
        rejectLabel: text('common.cancel'),
        defaultFocus: 'reject',
        accept: go,
      });
      return;
    }
    go();
  };

  const onSave = async () => {
    if (!draft || !lengthValid) {
      return;
    }
    try {
      await save({ body: saveBody(order.id, draft) }).unwrap();
      notify.success(text('counting.review.saved'));
    } catch {
      // The API layer has shown the server's message; the edits stay on the screen.
    }
  };

  const onReviewed = () => {
    if (!image) {
      return;
    }
    confirmDialog({
      header: text('common.confirmTitle'),
      message: text('counting.review.reviewedConfirm', { seq: image.seq, count: image.value }),
      icon: 'pi pi-question-circle',
      acceptLabel: text('common.confirm'),
      rejectLabel: text('common.cancel'),
      accept: () =>
        void confirmImage({ body: { id: order.id, imgId: image.imgId } })
          .unwrap()
          .then(() => notify.success(text('counting.review.reviewedDone')))
          .catch(() => undefined),
    });
  };

  const onVerify = () =>
    confirmDialog({
      header: text('common.confirmTitle'),
      message: text('counting.review.verifyConfirm', { orderNo: order.orderNo }),
      icon: 'pi pi-question-circle',
      acceptLabel: text('common.confirm'),
      rejectLabel: text('common.cancel'),
      accept: () =>
        void verify({ id: String(order.id) })
          .unwrap()
          .then(() => notify.success(text('counting.review.verified')))
          .catch(() => undefined),
    });

  const user = useAppSelector((state) => state.session.user);
  const { SheetFromCount } = useCountSheetBridge();
  const prefill = useMemo(() => sheetPrefill(order), [order]);
  const canStockIn = user !== null && canAccess({ permission: STOCK_IN_PERMISSION }, user);
  const [sheetOpen, setSheetOpen] = useState(false);

  const status = orderStatusLabel(order.status);
  const item = (labelId: WebMessageId, value: ReactNode, testId: string) => (
    <span>
      <FormattedMessage id={labelId} />: <strong data-testid={testId}>{value}</strong>
    </span>
  );

  return (
    <div className="flex flex-column gap-3" data-testid="count-review">
      <div className="card flex flex-wrap align-items-center gap-4" data-testid="count-review-header">
        {item('counting.review.orderNo', order.orderNo, 'count-review-order-no')}
        <span>
          <FormattedMessage id="counting.review.statusLabel" />:{' '}
          <Tag
            severity={
              readOnly ? 'success' : order.status === COUNT_ORDER_STATUS.REVIEWED ? 'info' : undefined
            }
            value={text(status.id, status.values)}
            data-testid="count-review-status"
          />
        </span>
        {item('counting.review.count', intl.formatNumber(order.qty), 'count-review-count')}
        {order.video && (
          <small className="text-color-secondary" data-testid="count-review-video">
            <FormattedMessage id="counting.orders.videoCounted" values={{ ...order.video }} />
          </small>
        )}
        {order.volume !== null &&
          item('counting.review.volume', formatVolume(intl, Number(order.volume)), 'count-review-volume')}
        <span className="flex flex-wrap gap-2 ml-auto">
          <Button
            outlined
            icon="pi pi-arrow-left"
            label={text('counting.review.back')}
            onClick={() => void navigate(COUNT_ORDER_LIST_PATH)}
            data-testid="count-review-back"
          />
          {prefill && canStockIn && (
            <Button
              outlined
              icon="pi pi-file-import"
              label={text('counting.review.createSheet')}
              disabled={changed}
              title={changed ? text('counting.review.saveBeforeSheet') : undefined}
              onClick={() => setSheetOpen(true)}
              data-testid="count-review-create-sheet"
            />
          )}
          {!readOnly && (
            <>
              <GuardedButton
                icon="pi pi-save"
                label={text('counting.review.save')}
                loading={saving.isLoading}
                disabled={!editable || !changed || !lengthValid}
                onClick={() => void onSave()}
                data-testid="count-review-save"
              />
              <GuardedButton
                outlined
                icon="pi pi-check"
                label={text('counting.review.markReviewed')}
                loading={confirming.isLoading}
                disabled={!editable || changed || image === null || isConfirmed(image)}
                title={changed ? text('counting.review.saveFirst') : undefined}
                onClick={onReviewed}
                data-testid="count-review-reviewed"
              />
              {actions.verify && (
                <GuardedButton
                  severity="success"
                  icon="pi pi-verified"
                  label={text('counting.review.verify')}
                  loading={verifying.isLoading}
                  disabled={unmeasured !== null}
                  onClick={onVerify}
                  data-testid="count-review-verify"
                />
              )}
            </>
          )}
        </span>
      </div>
      {readOnly && (
        <Message
          severity="info"
          text={text('counting.review.readOnly')}
          data-testid="count-review-read-only"
        />
      )}
      {actions.verify && unmeasured !== null && (
        <Message
          severity="warn"
          text={text('counting.review.measureBeforeVerify', {
            images: unmeasured.length > 0 ? unmeasured.join(', ') : 'none',
          })}
          data-testid="count-review-verify-hint"
        />
      )}
      {images.length > 1 && (
        <div
          className="flex flex-wrap gap-2"
          role="group"
          aria-label={text('counting.review.images')}
          data-testid="count-review-images"
        >
          {images.map((candidate) => (
            <Button
              key={candidate.imgId}
              type="button"
              outlined={candidate.imgId !== selectedId}
              icon={isConfirmed(candidate) ? 'pi pi-check-circle' : 'pi pi-image'}
              label={text('counting.review.imageLabel', { seq: candidate.seq, count: candidate.value })}
              aria-pressed={candidate.imgId === selectedId}
              onClick={() => select(candidate)}
              data-testid="count-review-image"
            />
          ))}
        </div>
      )}
      {image === null || draft === null ? (
        <div className="card">
          <EmptyState>
            <FormattedMessage id="counting.review.noImages" />
          </EmptyState>
        </div>
      ) : (
        <div className="grid">
          <div className="col-12 lg:col-8">
            <div className="card">
              {!hasResult(image) ? (
                <EmptyState>
                  <FormattedMessage id="counting.review.imageNotReady" />
                </EmptyState>
              ) : photo.status === 'ready' ? (
                <PointEditor
                  imageUrl={photo.url}
                  imageWidth={image.width ?? 1}
                  imageHeight={image.height ?? 1}
                  detected={detectedOf(image)}
                  circles={draft.circles}
                  onChange={(circles) => setDraft({ ...draft, circles })}
                  reference={draft.reference}
                  onReferenceChange={(reference) => setDraft({ ...draft, reference })}
                  mode={mode}
                  onModeChange={setMode}
                  readOnly={!editable}
                  focus={focus}
                />
              ) : photo.status === 'failed' ? (
                <Message
                  severity="error"
                  text={text('counting.review.photoFailed')}
                  data-testid="count-review-photo-failed"
                />
              ) : (
                <PageLoading />
              )}
            </div>
          </div>
          <div className="col-12 lg:col-4 flex flex-column gap-3">
            {hasResult(image) && (
              <CheckFirstPanel
                key={image.imgId}
                items={checkItems}
                current={checking?.detection ?? null}
                editable={editable}
                onCheck={onCheck}
                onKeep={onKeep}
                onRemove={onRemove}
              />
            )}
            <ReviewSidePanel
              draft={draft}
              image={image}
              changed={changed}
              readOnly={!editable}
              standards={standards}
              onLogLength={(logLengthM) => setDraft({ ...draft, logLengthM })}
              onStandard={(standard) => setDraft({ ...draft, standard })}
            />
          </div>
        </div>
      )}
      {prefill && sheetOpen && <SheetFromCount prefill={prefill} onHide={() => setSheetOpen(false)} />}
    </div>
  );
}

/** The stock-in page's key (libs/contracts PERMISSION_TREE): who may add a stock-in sheet. */
const STOCK_IN_PERMISSION = 'stock/entry';
