import { SAWING_PAGE_SIZES } from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/base-query';
import { type RowOf } from '../../api/row-of';
import { formatVolume } from '../../shared/format/format';
import { CardList } from '../../shared/ui/card-list';
import { confirmAction, confirmDanger } from '../../shared/ui/confirm';
import { notify } from '../../shared/ui/notify';
import { Spinner } from '../../shared/ui/spinner';
import { DayNav, NoLink, PhonePage } from './day-nav';
import { actionsOf, type BenchLink, benchLinkOf, dayOf } from './saw-mobile-rules';
import {
  type SawBenchListApiResponse,
  useSawBenchCancelCloseMutation,
  useSawBenchDeleteMutation,
  useSawBenchListQuery,
  useSawBenchManageMutation,
  useSawBenchMergeMutation,
  useSawBenchRestoreMutation,
  useSawBenchSplitMutation,
} from './saw-mobile.api';

type Order = RowOf<SawBenchListApiResponse>;

/** §4 the states as the phone names and colours them: 0 open, 1 closed, 2 merged, 3 deleted. */
const STATES: readonly [WebMessageId, 'warning' | 'success' | 'info' | 'danger'][] = [
  ['sawMobile.state.0', 'warning'],
  ['sawMobile.state.1', 'success'],
  ['sawMobile.state.2', 'info'],
  ['sawMobile.state.3', 'danger'],
];

/**
 * One order as a card: number, specification, logs, state, and what §4 allows in it (a closed
 * one's close cancelled, after a confirmation, when it was closed by mistake).
 */
function OrderCard({
  order,
  link,
  managing,
  selected,
  onSelect,
  onClose,
}: {
  order: Order;
  link: BenchLink;
  managing: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [remove, removing] = useSawBenchDeleteMutation();
  const [restore, restoring] = useSawBenchRestoreMutation();
  const [split, splitting] = useSawBenchSplitMutation();
  const [cancelClose, cancelling] = useSawBenchCancelCloseMutation();
  const allowed = actionsOf(order.state);
  const done = (id: WebMessageId) => () => notify.success(intl.formatMessage({ id }));
  const deleteOrder = () =>
    confirmDanger(intl.formatMessage({ id: 'sawMobile.deleteConfirm' }, { orderNo: order.orderNo }), () => {
      remove({ body: { ...link, orderid: order.id } })
        .unwrap()
        .then(done('common.deleteSuccess'))
        .catch(() => undefined); // the API layer has shown the server's message
    });
  const cancelCloseOrder = () =>
    confirmAction(
      intl.formatMessage({ id: 'sawMobile.cancelCloseConfirm' }, { orderNo: order.orderNo }),
      () => {
        cancelClose({ body: { ...link, orderid: order.id } })
          .unwrap()
          .then(done('sawMobile.closeCancelled'))
          .catch(() => undefined);
      },
      'pi pi-lock-open',
    );
  const restoreOrder = () =>
    restore({ body: { ...link, orderid: order.id } })
      .unwrap()
      .then(done('sawMobile.restored'))
      .catch(() => undefined);
  const splitOrder = (orderid: string) =>
    split({ body: { ...link, orderid } })
      .unwrap()
      .then(done('sawMobile.restored'))
      .catch(() => undefined);
  return (
    <article
      className="surface-card border-round shadow-1 p-3 flex flex-column gap-2"
      data-testid="saw-order"
      data-order-no={order.orderNo}
      data-state={order.state}
    >
      <div className="flex align-items-center justify-content-between gap-2">
        <div className="flex align-items-center gap-2">
          {managing && allowed.select && (
            <Checkbox
              inputId={`select-${order.id}`}
              checked={selected}
              onChange={(e) => onSelect(e.checked === true)}
              aria-label={order.orderNo}
              data-testid="saw-order-select"
            />
          )}
          <strong>{order.orderNo}</strong>
        </div>
        <Tag
          severity={STATES[order.state]?.[1] ?? 'info'}
          value={intl.formatMessage({ id: STATES[order.state]?.[0] ?? 'sawMobile.state.0' })}
          data-testid="saw-order-state"
        />
      </div>
      <span className="text-sm text-color-secondary">
        {order.woodSpecs} · {order.length} m · {order.category || '—'}
      </span>
      <span className="text-sm">
        <FormattedMessage
          id="sawMobile.logs"
          values={{ qty: order.logQty, vol: formatVolume(intl, order.logVol) }}
        />
      </span>
      {order.mergeOrders.length > 0 && (
        <div className="flex flex-column gap-1 pl-2 border-left-2 surface-border">
          <span className="text-sm text-color-secondary">
            <FormattedMessage id="sawMobile.mergedOrders" />
          </span>
          {order.mergeOrders.map((merged) => (
            <div key={merged.id} className="flex align-items-center justify-content-between text-sm">
              <span>{merged.orderNo}</span>
              <Button
                label={intl.formatMessage({ id: 'sawMobile.restore' })}
                size="small"
                text
                loading={splitting.isLoading}
                onClick={() => void splitOrder(merged.id)}
                data-testid="saw-order-split"
              />
            </div>
          ))}
        </div>
      )}
      {!managing && (
        <div className="flex gap-2 justify-content-end">
          {allowed.close && (
            <Button
              label={intl.formatMessage({ id: 'sawMobile.close' })}
              size="small"
              onClick={onClose}
              data-testid="saw-order-close"
            />
          )}
          {allowed.cancelClose && (
            <Button
              label={intl.formatMessage({ id: 'sawMobile.cancelClose' })}
              size="small"
              outlined
              loading={cancelling.isLoading}
              onClick={cancelCloseOrder}
              data-testid="saw-order-cancel-close"
            />
          )}
          {allowed.restore && (
            <Button
              label={intl.formatMessage({ id: 'sawMobile.restore' })}
              size="small"
              outlined
              loading={restoring.isLoading}
              onClick={() => void restoreOrder()}
              data-testid="saw-order-restore"
            />
          )}
          {allowed.delete && (
            <Button
              label={intl.formatMessage({ id: 'common.delete' })}
              size="small"
              severity="danger"
              outlined
              loading={removing.isLoading}
              onClick={deleteOrder}
              data-testid="saw-order-delete"
            />
          )}
        </div>
      )}
    </article>
  );
}

/**
 * The mobile bench page (/sawList, §2; public through the bench's signed QR link): the bench's
 * orders of a day, to close (on /sawDetail), cancel a close, delete, restore and, in manage mode, merge;
 * manage mode opens only while no order of the bench is being edited (§4).
 */
export default function SawListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const link = benchLinkOf(params);
  const day = dayOf(params.get('date'));
  const [managing, setManaging] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const list = useSawBenchListQuery(
    {
      body: {
        ...(link ?? { cusNo: '', machineNo: '', sign: '' }),
        date: day,
        page: 1,
        pageSize: SAWING_PAGE_SIZES[2],
      },
    },
    { skip: link === null },
  );
  const [merge, merging] = useSawBenchMergeMutation();
  const [enterManage, entering] = useSawBenchManageMutation();
  const title = intl.formatMessage(
    { id: 'sawMobile.title' },
    { name: params.get('name') ?? link?.machineNo ?? '' },
  );
  if (link === null) {
    return (
      <PhonePage title={title} testId="saw-list">
        <NoLink id="sawMobile.noLink" />
      </PhonePage>
    );
  }
  const setDay = (next: string) => {
    const query = new URLSearchParams(params);
    query.set('date', next);
    setSelected(new Set());
    setParams(query);
  };
  const openDetail = (order: Order) => {
    const query = new URLSearchParams(params);
    query.set('date', day);
    query.set('id', order.id);
    void navigate(`/sawDetail?${query.toString()}`);
  };
  const mergeSelected = () => {
    if (selected.size < 2) {
      notify.warn(intl.formatMessage({ id: 'sawMobile.mergeNeedsTwo' }));
      return;
    }
    confirmAction(intl.formatMessage({ id: 'sawMobile.mergeConfirm' }, { count: selected.size }), () => {
      merge({ body: { ...link, orderids: [...selected].join(',') } })
        .unwrap()
        .then(() => {
          notify.success(intl.formatMessage({ id: 'sawMobile.merged' }));
          setSelected(new Set());
          setManaging(false);
        })
        .catch(() => undefined);
    });
  };
  const records = list.data?.data.records ?? [];
  return (
    <PhonePage title={title} testId="saw-list">
      <ConfirmDialog />
      <DayNav day={day} onChange={setDay} />
      <div className="flex justify-content-end gap-2">
        {managing && (
          <Button
            label={intl.formatMessage({ id: 'sawMobile.merge' })}
            size="small"
            loading={merging.isLoading}
            onClick={mergeSelected}
            data-testid="saw-merge"
          />
        )}
        <Button
          label={intl.formatMessage({ id: managing ? 'sawMobile.done' : 'sawMobile.manage' })}
          size="small"
          outlined
          loading={entering.isLoading}
          onClick={() => {
            setSelected(new Set());
            if (managing) {
              setManaging(false);
              return;
            }
            // §4 refused (the server's message shown) while an order of the bench is being edited
            enterManage({ body: link })
              .unwrap()
              .then(() => setManaging(true))
              .catch(() => undefined);
          }}
          data-testid="saw-manage"
        />
      </div>
      <CardList
        error={
          list.error && (
            <Message severity="error" text={errorMessage(list.error)} data-testid="saw-list-refused" />
          )
        }
        loading={list.isLoading}
        loader={<Spinner size="2.5rem" />}
        empty={records.length === 0}
        emptyId="sawMobile.empty"
        className="flex flex-column gap-3"
      >
        {records.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            link={link}
            managing={managing}
            selected={selected.has(order.id)}
            onSelect={(on) => {
              const next = new Set(selected);
              if (on) {
                next.add(order.id);
              } else {
                next.delete(order.id);
              }
              setSelected(next);
            }}
            onClose={() => openDetail(order)}
          />
        ))}
      </CardList>
    </PhonePage>
  );
}
