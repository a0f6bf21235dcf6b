import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type RowOf } from '../../../api/row-of';
import { type CountSourceProps } from '../../../shared/bridges/count-sheet';
import { formatDateTime } from '../../../shared/format/format';
import { COUNT_REVIEW_PATH } from '../count-orders/count-order-list-page';
import {
  type CountOrderListApiResponse,
  useCountOrderDetailQuery,
  useCountOrderListQuery,
} from '../counting.api';
import { sheetPrefill } from '../review/review-rules';
import {
  COUNT_TEMPLATES,
  type CountTemplate,
  LOAD_PHOTOS,
  TEMPLATE_MESSAGES,
} from '../upload/count-templates';
import { UploadDialog } from '../upload/upload-dialog';
import { type CreatedCountOrder } from '../upload/use-media-upload';

type ReviewedOrder = RowOf<CountOrderListApiResponse>;

const PAGE_SIZE = 10;
const DIALOG_WIDTH = '720px';

/** The review of one order, opened in a new tab so the sheet being filled stays as it is. */
const reviewHref = (id: number): string => `${COUNT_REVIEW_PATH}?idx=${id}`;

/**
 * The stock-in sheet's image upload (spec §2 Stock-in list: "image upload using template one or
 * two"): upload a photo of the pile face (template one) or 2 to 10 photos of one load (template
 * two), which become a count order to be recognised and reviewed; or choose an order already
 * reviewed, whose diameter classes fill the sheet. An order without diameters (no reference, log
 * length or standard) is refused with what to do: centimetres are never invented.
 */
export function CountSourceDialog({ visible, onHide, onPick }: CountSourceProps) {
  const intl = useIntl();
  const [template, setTemplate] = useState<CountTemplate | null>(null);
  const [created, setCreated] = useState<CreatedCountOrder | null>(null);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ReviewedOrder | null>(null);
  const [unusable, setUnusable] = useState<ReviewedOrder | null>(null);
  const list = useCountOrderListQuery(
    { body: { page, pageSize: PAGE_SIZE, reviewed: true } },
    { skip: !visible, refetchOnMountOrArgChange: true },
  );
  const detail = useCountOrderDetailQuery({ id: String(chosen?.id ?? 0) }, { skip: chosen === null });

  useEffect(() => {
    const order = detail.data?.data;
    if (!chosen || detail.isFetching) {
      return;
    }
    if (detail.isError) {
      setChosen(null);
      return;
    }
    if (order?.id !== chosen.id) {
      return;
    }
    const prefill = sheetPrefill(order);
    setChosen(null);
    if (prefill) {
      onPick(prefill);
    } else {
      setUnusable(chosen);
    }
  }, [chosen, detail.data, detail.isFetching, detail.isError, onPick]);

  const close = () => {
    setCreated(null);
    setUnusable(null);
    setChosen(null);
    onHide();
  };

  const rows = list.data?.data.records ?? [];
  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={<FormattedMessage id="counting.source.title" />}
      style={{ width: DIALOG_WIDTH, maxWidth: '95vw' }}
      data-testid="count-source-dialog"
    >
      <div className="flex flex-column gap-3">
        <div className="grid">
          {COUNT_TEMPLATES.map((each) => (
            <div key={each} className="col-12 md:col-6">
              <div className="border-1 surface-border border-round p-3 h-full flex flex-column gap-2">
                <strong>
                  <FormattedMessage id={TEMPLATE_MESSAGES[each].title} />
                </strong>
                <small className="text-color-secondary flex-grow-1">
                  <FormattedMessage id={TEMPLATE_MESSAGES[each].hint} values={{ max: LOAD_PHOTOS.max }} />
                </small>
                <Button
                  type="button"
                  outlined
                  icon="pi pi-upload"
                  className="align-self-start"
                  label={intl.formatMessage({ id: TEMPLATE_MESSAGES[each].upload })}
                  onClick={() => {
                    setCreated(null);
                    setTemplate(each);
                  }}
                  data-testid={`count-source-template-${each}`}
                />
              </div>
            </div>
          ))}
        </div>
        {created && (
          <div className="flex flex-wrap align-items-center gap-2" data-testid="count-source-created">
            <Message
              severity="info"
              text={intl.formatMessage(
                { id: 'counting.source.created' },
                { orderNo: created.orderNo, photos: created.imageIds.length },
              )}
            />
            <a href={reviewHref(created.id)} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="counting.source.openReview" />
            </a>
          </div>
        )}
        <div className="flex align-items-center gap-2">
          <strong>
            <FormattedMessage id="counting.source.reviewed" />
          </strong>
          <Button
            type="button"
            text
            icon="pi pi-refresh"
            className="ml-auto w-auto"
            label={intl.formatMessage({ id: 'counting.source.refresh' })}
            onClick={() => void list.refetch()}
            data-testid="count-source-refresh"
          />
        </div>
        {unusable && (
          <div className="flex flex-wrap align-items-center gap-2" data-testid="count-source-unusable">
            <Message
              severity="warn"
              text={intl.formatMessage({ id: 'counting.source.noDiameters' }, { orderNo: unusable.orderNo })}
            />
            <a href={reviewHref(unusable.id)} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="counting.source.openReview" />
            </a>
          </div>
        )}
        <DataTable
          value={rows}
          dataKey="id"
          lazy
          paginator={(list.data?.data.total ?? 0) > PAGE_SIZE}
          first={(page - 1) * PAGE_SIZE}
          rows={PAGE_SIZE}
          totalRecords={list.data?.data.total ?? 0}
          onPage={(event) => setPage((event.page ?? 0) + 1)}
          loading={list.isFetching}
          size="small"
          emptyMessage={intl.formatMessage({ id: 'counting.source.empty' })}
          data-testid="count-source-orders"
        >
          <Column field="orderNo" header={intl.formatMessage({ id: 'counting.orders.orderNo' })} />
          <Column
            header={intl.formatMessage({ id: 'counting.orders.qty' })}
            body={(row: ReviewedOrder) => intl.formatNumber(row.qty)}
          />
          <Column
            header={intl.formatMessage({ id: 'common.createTime' })}
            body={(row: ReviewedOrder) => formatDateTime(intl, row.createTime)}
          />
          <Column
            body={(row: ReviewedOrder) => (
              <Button
                type="button"
                icon="pi pi-file-import"
                label={intl.formatMessage({ id: 'counting.source.use' })}
                loading={chosen?.id === row.id}
                disabled={chosen !== null}
                onClick={() => {
                  setUnusable(null);
                  setChosen(row);
                }}
                data-testid="count-source-use"
              />
            )}
          />
        </DataTable>
      </div>
      <UploadDialog
        visible={template !== null}
        template={template ?? undefined}
        onHide={() => setTemplate(null)}
        onCreated={setCreated}
      />
    </Dialog>
  );
}
