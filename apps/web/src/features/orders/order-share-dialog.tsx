import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type ShareCreateApiResponse,
  type ShareLinkListApiResponse,
  useShareCreateMutation,
  useShareLinkListQuery,
  useShareRevokeMutation,
} from '../../api/generated';
import { formatDateTime } from '../../shared/format/format';
import { getLocale } from '../../shared/i18n/intl';
import { confirmDanger } from '../../shared/ui/confirm';
import { DataTableView, FIRST_PAGE, type Paging } from '../../shared/ui/data-table-view';
import { pageProps } from '../../shared/ui/list-search';
import { notify } from '../../shared/ui/notify';
import { RowAction } from '../../shared/ui/row-action';
import { ShareLinkView, shareTokenLink } from '../../shared/ui/share-qr-dialog';
import { type Order } from './order-rules';

type Created = ShareCreateApiResponse['data'];
type ShareLink = ShareLinkListApiResponse['data']['records'][number];

const STATES = {
  active: { label: 'order.share.state.active', severity: 'success' },
  expired: { label: 'order.share.state.expired', severity: 'secondary' },
  revoked: { label: 'order.share.state.revoked', severity: 'danger' },
} as const;

/**
 * Shares orders with a customer (spec §2 Shared order page, issue 16): on opening, a signed link
 * that expires and can be revoked is made for them (/order/share/create), shown as a QR code and a
 * link to copy, with its expiry and a revoke button.
 */
export function OrderShareDialog({ orders, onHide }: { orders: readonly Order[]; onHide: () => void }) {
  const intl = useIntl();
  const [create, creating] = useShareCreateMutation();
  const [revoke, revoking] = useShareRevokeMutation();
  const [created, setCreated] = useState<Created | null>(null);
  const [revoked, setRevoked] = useState(false);
  const ids = orders.map((order) => order.id).join(',');

  useEffect(() => {
    if (!ids) {
      return;
    }
    let current = true;
    setCreated(null);
    setRevoked(false);
    create({ body: { ids: ids.split(',') } })
      .unwrap()
      .then(({ data }) => current && setCreated(data))
      // The API layer has shown the server's message.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [ids, create]);

  const revokeLink = (link: Created) =>
    confirmDanger(intl.formatMessage({ id: 'order.share.revokeConfirm' }), () => {
      revoke({ body: { tokenId: link.tokenId } })
        .unwrap()
        .then(() => {
          setRevoked(true);
          notify.success(intl.formatMessage({ id: 'order.share.revoked' }));
        })
        .catch(() => undefined);
    });

  return (
    <Dialog
      visible={orders.length > 0}
      onHide={onHide}
      header={
        <FormattedMessage
          id="order.share.title"
          values={{ orderNos: orders.map((order) => order.orderNo).join(', ') }}
        />
      }
      style={{ width: '28rem' }}
      data-testid="order-share-dialog"
    >
      {creating.isLoading && (
        <div className="flex justify-content-center p-4">
          <i
            className="pi pi-spin pi-spinner text-3xl"
            aria-label={intl.formatMessage({ id: 'common.loading' })}
          />
        </div>
      )}
      {created && (
        <div className="flex flex-column gap-3">
          <ShareLinkView
            link={shareTokenLink(window.location.origin, created.token, getLocale())}
            hint={<FormattedMessage id="order.share.hint" />}
          />
          <span className="text-sm" data-testid="order-share-expires">
            <FormattedMessage
              id="order.share.expires"
              values={{ time: formatDateTime(intl, created.expiresAt) }}
            />
          </span>
          {revoked ? (
            <Message severity="warn" text={intl.formatMessage({ id: 'order.share.revoked' })} />
          ) : (
            <Button
              severity="danger"
              outlined
              icon="pi pi-ban"
              label={intl.formatMessage({ id: 'order.share.revoke' })}
              loading={revoking.isLoading}
              onClick={() => revokeLink(created)}
              data-testid="order-share-revoke"
            />
          )}
        </div>
      )}
    </Dialog>
  );
}

/** The tenant's share links (/order/share/list), newest first, each revocable while active. */
export function ShareLinksDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const intl = useIntl();
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const page = useShareLinkListQuery(
    { body: { page: paging.page, pageSize: paging.pageSize } },
    { skip: !visible, refetchOnMountOrArgChange: true },
  );
  const [revoke] = useShareRevokeMutation();

  const revokeLink = (link: ShareLink) =>
    confirmDanger(intl.formatMessage({ id: 'order.share.revokeConfirm' }), () => {
      revoke({ body: { tokenId: link.tokenId } })
        .unwrap()
        .then(() => notify.success(intl.formatMessage({ id: 'order.share.revoked' })))
        .catch(() => undefined);
    });

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={<FormattedMessage id="order.share.links" />}
      style={{ width: '60rem', maxWidth: '95vw' }}
      data-testid="share-links-dialog"
    >
      <DataTableView<ShareLink & Record<string, unknown>>
        {...pageProps<ShareLink & Record<string, unknown>>(page)}
        paging={paging}
        onPaging={setPaging}
        dataKey="tokenId"
        emptyMessage={<FormattedMessage id="order.share.noLinks" />}
        testId="share-links-table"
      >
        <Column header={intl.formatMessage({ id: 'order.orderNo' })} field="orderNos" />
        <Column
          header={intl.formatMessage({ id: 'common.createTime' })}
          body={(row: ShareLink) => formatDateTime(intl, row.createTime)}
        />
        <Column header={intl.formatMessage({ id: 'sheet.creator' })} field="creator" />
        <Column
          header={intl.formatMessage({ id: 'order.share.expiresAt' })}
          body={(row: ShareLink) => formatDateTime(intl, row.expiresAt)}
        />
        <Column
          header={intl.formatMessage({ id: 'sheet.status' })}
          body={(row: ShareLink) => (
            <Tag
              value={intl.formatMessage({ id: STATES[row.state].label })}
              severity={STATES[row.state].severity}
              data-testid="share-link-state"
            />
          )}
        />
        <Column
          header={intl.formatMessage({ id: 'common.actions' })}
          body={(row: ShareLink) =>
            row.state === 'active' && (
              <RowAction
                danger
                icon="pi pi-ban"
                labelId="order.share.revoke"
                onClick={() => revokeLink(row)}
                testId="share-link-revoke"
              />
            )
          }
        />
      </DataTableView>
    </Dialog>
  );
}
