import { type WebMessageId } from '@timber/i18n';
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type RowOf } from '../../api/row-of';
import { usePostEnvelope } from '../../api/use-post-envelope';
import { formatVolume } from '../../shared/format/format';
import { SHARE_ORDERS_URL, shareOrdersBody } from './share-call';
import { ShareImageGrid, ShareSpinner } from './share-image-grid';
import { type ShareProblem, shareProblemOf, shareTokenOf } from './share-order-rules';
import { type ShareOrderListApiResponse } from './share-order.api';
import './share-order.css';
import { Problem } from './share-problem';
import { ShareTabs } from './share-tabs';

type SharedOrder = RowOf<ShareOrderListApiResponse>;
type SharedKind = ShareOrderListApiResponse['data']['kind'];

/** How the page names a record's number, date and the page itself: an order's, or a sheet's (its SPU). */
const LABELS: Readonly<
  Record<SharedKind, { number: WebMessageId; date: WebMessageId; title: WebMessageId }>
> = {
  order: { number: 'order.orderNo', date: 'order.orderDate', title: 'shareOrder.title' },
  sheet: { number: 'sheet.spu', date: 'sheet.date', title: 'shareOrder.sheetsTitle' },
};

function Field({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="share-order__field">
      <span className="share-order__label">{label}</span>
      <span className="share-order__value" data-testid={testId}>
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
    <section className="share-order__card" data-testid="shared-order">
      <h2 className="share-order__title" data-testid="shared-order-title">
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
const NUMBER = 'share-order__number';
const DIAMETER_HEADERS: readonly [WebMessageId, string?][] = [
  ['order.dia'],
  ['sheet.length'],
  ['sheet.quantity', NUMBER],
  ['sheet.volume', NUMBER],
];

function DiameterTable({ order }: { order: SharedOrder }) {
  const intl = useIntl();
  return (
    <section className="share-order__diameters" data-testid="shared-order-diameters">
      <h3>{order.orderNo}</h3>
      <table>
        <thead>
          <tr>
            {DIAMETER_HEADERS.map(([id, align]) => (
              <th key={id} className={align}>
                <FormattedMessage id={id} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.diaCategory.map((row) => (
            <tr key={`${row.dia}|${row.length}`} data-testid="shared-dia-row">
              <td>{row.dia}</td>
              <td>{row.length}</td>
              <td className={NUMBER}>{row.qty}</td>
              <td className={NUMBER}>{formatVolume(intl, row.vol)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The public shared order page (spec §2 Shared order page, issue 16), /shareOrder?token=…&lang=…,
 * opened without a login on a phone: the orders (or confirmed sheets, each one record numbered by
 * its SPU) of a signed share link, each with title, number, date, shipper, consignee, totals, wood type and transport number; a tab of diameter
 * tables and a tab of pictures. Without a token, or with one expired, revoked or altered, a clear
 * message instead. Served alone on a fresh page (app/mount-share.tsx: no store, router or
 * generated client) and within the app (share-order-page.tsx); `search` is the page's query.
 */
export function ShareOrderScreen({ search }: { search: string }) {
  const intl = useIntl();
  const token = shareTokenOf(new URLSearchParams(search));
  const [tab, setTab] = useState(0);
  const [imagesOpened, setImagesOpened] = useState(false);
  const orders = usePostEnvelope<ShareOrderListApiResponse['data']>(
    SHARE_ORDERS_URL,
    shareOrdersBody(token ?? ''),
    token === null,
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
    <main className="share-order" data-testid="share-order-page">
      <h1 className="share-order__heading" data-testid="share-order-heading">
        <FormattedMessage id={title} />
      </h1>
      {problem !== null ? (
        <Problem problem={problem} />
      ) : !records ? (
        <ShareSpinner />
      ) : (
        <>
          {records.map((order) => (
            <OrderSummary key={order.orderNo} order={order} kind={kind} />
          ))}
          <ShareTabs
            labels={[
              intl.formatMessage({ id: 'shareOrder.diameters' }),
              intl.formatMessage({ id: 'shareOrder.images' }),
            ]}
            active={tab}
            onChange={(index) => {
              setTab(index);
              setImagesOpened((opened) => opened || index === 1);
            }}
            panels={[
              records.map((order) => <DiameterTable key={order.orderNo} order={order} />),
              imagesOpened && token && <ShareImageGrid token={token} />,
            ]}
          />
        </>
      )}
    </main>
  );
}
