import { type WebMessageId } from '@timber/i18n';
import { Image } from 'primereact/image';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { TabPanel, TabView } from 'primereact/tabview';
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  type ShareOrderListApiResponse,
  useShareImageListQuery,
  useShareOrderListQuery,
} from '../../api/generated';
import { formatVolume } from '../../shared/format/format';
import { EmptyState } from '../../shared/ui/empty-state';
import {
  isPublicPicture,
  SHARE_PROBLEM_MESSAGES,
  type ShareProblem,
  shareProblemOf,
  shareTokenOf,
} from './share-order-rules';

type SharedOrder = ShareOrderListApiResponse['data']['records'][number];
type SharedKind = ShareOrderListApiResponse['data']['kind'];

/** How the page names a record's number, date and the page itself: an order's, or a sheet's (its SPU). */
const LABELS: Readonly<
  Record<SharedKind, { number: WebMessageId; date: WebMessageId; title: WebMessageId }>
> = {
  order: { number: 'order.orderNo', date: 'order.orderDate', title: 'shareOrder.title' },
  sheet: { number: 'sheet.spu', date: 'sheet.date', title: 'shareOrder.sheetsTitle' },
};

/** §9: share requests ask for everything at once. */
const SHARE_PAGE_SIZE = 10_000;

function Field({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-content-between gap-3 py-1 border-bottom-1 surface-border">
      <span className="text-color-secondary">{label}</span>
      <span className="text-right font-medium" data-testid={testId}>
        {children}
      </span>
    </div>
  );
}

function OrderSummary({ order, kind }: { order: SharedOrder; kind: SharedKind }) {
  const intl = useIntl();
  const none = intl.formatMessage({ id: 'shareOrder.none' });
  const fields: [WebMessageId, string | number, string?][] = [
    [LABELS[kind].number, order.orderNo, 'shared-order-no'],
    [LABELS[kind].date, order.orderDate],
    ['shareOrder.shipper', order.shipper ?? none],
    ['shareOrder.consignee', order.consignee ?? none],
    ['shareOrder.totalQty', order.totalQty, 'shared-order-qty'],
    ['shareOrder.totalVol', formatVolume(intl, order.totalVol), 'shared-order-vol'],
    ['sheet.woodKind', order.kind],
    ['sheet.transportNum', order.transportNum],
  ];
  return (
    <section className="surface-card border-round p-3 shadow-1" data-testid="shared-order">
      <h2 className="mt-0 mb-2 text-lg" data-testid="shared-order-title">
        {order.title}
      </h2>
      {fields.map(([label, value, testId]) => (
        <Field key={label} label={<FormattedMessage id={label} />} testId={testId}>
          {value}
        </Field>
      ))}
    </section>
  );
}

/** The diameter table's columns: diameter class, length, quantity, volume (numbers to the right). */
const DIAMETER_HEADERS: readonly [WebMessageId, string][] = [
  ['order.dia', ''],
  ['sheet.length', ''],
  ['sheet.quantity', 'text-right'],
  ['sheet.volume', 'text-right'],
];

function DiameterTable({ order }: { order: SharedOrder }) {
  const intl = useIntl();
  return (
    <section className="mb-3" data-testid="shared-order-diameters">
      <h3 className="text-base my-2">{order.orderNo}</h3>
      <table className="w-full text-sm" style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr className="text-left">
            {DIAMETER_HEADERS.map(([id, align]) => (
              <th key={id} className={`py-1 ${align}`}>
                <FormattedMessage id={id} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.diaCategory.map((row) => (
            <tr
              key={`${row.dia}|${row.length}`}
              className="border-top-1 surface-border"
              data-testid="shared-dia-row"
            >
              <td className="py-1">{row.dia}</td>
              <td className="py-1">{row.length}</td>
              <td className="py-1 text-right">{row.qty}</td>
              <td className="py-1 text-right">{formatVolume(intl, row.vol)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The image tab: asked for on first opening, each picture loaded as it scrolls into view, a viewer on tap. */
function ImageGrid({ token }: { token: string }) {
  const intl = useIntl();
  const images = useShareImageListQuery({ body: { token } });
  const records = images.data?.data.records.filter((image) => isPublicPicture(image.url)) ?? [];
  if (images.isLoading) {
    return <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} />;
  }
  if (records.length === 0) {
    return (
      <EmptyState>
        <FormattedMessage id="diamData.images.empty" />
      </EmptyState>
    );
  }
  return (
    <div className="grid" data-testid="shared-images">
      {records.map((image) => (
        <figure key={image.url} className="col-6 m-0 p-1">
          <Image
            src={image.url}
            alt={intl.formatMessage({ id: 'diamData.images.count' }, { count: image.count })}
            preview
            width="100%"
            imageStyle={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
            loading="lazy"
          />
          <figcaption className="text-xs text-color-secondary">
            <FormattedMessage id="diamData.images.count" values={{ count: image.count }} />
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

function Problem({ problem }: { problem: ShareProblem }) {
  const intl = useIntl();
  return (
    <Message
      severity={problem === 'noOrder' ? 'info' : 'warn'}
      className="w-full justify-content-start"
      text={intl.formatMessage({ id: SHARE_PROBLEM_MESSAGES[problem] })}
      data-testid={`share-problem-${problem}`}
    />
  );
}

/**
 * The public shared order page (spec §2 Shared order page, issue 16), /shareOrder?token=…&lang=…,
 * opened without a login on a phone: the orders (or confirmed sheets, each one record numbered by
 * its SPU) of a signed share link, each with title, number, date, shipper, consignee, totals, wood type and transport number; a tab of diameter
 * tables and a tab of pictures. Without a token, or with one expired, revoked or altered, a clear
 * message instead.
 */
export default function ShareOrderPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = shareTokenOf(params);
  const [tab, setTab] = useState(0);
  const [imagesOpened, setImagesOpened] = useState(false);
  const orders = useShareOrderListQuery(
    { body: { token: token ?? '', page: 1, pageSize: SHARE_PAGE_SIZE } },
    { skip: token === null },
  );

  const records = orders.data?.data.records;
  const kind: SharedKind = orders.data?.data.kind ?? 'order';
  const title = LABELS[kind].title;
  useEffect(() => {
    document.title = intl.formatMessage({ id: title });
  }, [intl, title]);
  const problem: ShareProblem | null =
    token === null ? 'noOrder' : shareProblemOf(orders.error, records?.length);

  return (
    <main
      className="share-order mx-auto p-3 flex flex-column gap-3"
      style={{ maxWidth: '40rem' }}
      data-testid="share-order-page"
    >
      <h1 className="m-0 text-xl" data-testid="share-order-heading">
        <FormattedMessage id={title} />
      </h1>
      {problem !== null ? (
        <Problem problem={problem} />
      ) : !records ? (
        <div className="flex justify-content-center p-4">
          <ProgressSpinner style={{ width: '3rem', height: '3rem' }} />
        </div>
      ) : (
        <>
          {records.map((order) => (
            <OrderSummary key={order.orderNo} order={order} kind={kind} />
          ))}
          <TabView
            activeIndex={tab}
            onTabChange={(event) => {
              setTab(event.index);
              if (event.index === 1) {
                setImagesOpened(true);
              }
            }}
          >
            <TabPanel header={intl.formatMessage({ id: 'shareOrder.diameters' })}>
              {records.map((order) => (
                <DiameterTable key={order.orderNo} order={order} />
              ))}
            </TabPanel>
            <TabPanel header={intl.formatMessage({ id: 'shareOrder.images' })}>
              {imagesOpened && token && <ImageGrid token={token} />}
            </TabPanel>
          </TabView>
        </>
      )}
    </main>
  );
}
