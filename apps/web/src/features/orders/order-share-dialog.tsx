import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShareRevokeMutation } from '../../api/api';
import { type RowOf } from '../../api/row-of';
import { formatDateTime } from '../../shared/format/format';
import { confirmDanger } from '../../shared/ui/confirm';
import { DataTableView, FIRST_PAGE, type Paging } from '../../shared/ui/data-table-view';
import { pageProps } from '../../shared/ui/list-search';
import { notify } from '../../shared/ui/notify';
import { RowAction } from '../../shared/ui/row-action';
import { ShareQrDialog } from '../../shared/ui/share-qr-dialog';
import { type Order } from './order-rules';
import { type ShareLinkListApiResponse, useShareLinkListQuery } from './orders.api';

type ShareLink = RowOf<ShareLinkListApiResponse>;

/**
 * Shares orders with a customer (spec §2 Shared order page, issue 16): the share dialog of the
 * shared kit (a signed link that expires and can be revoked), for these orders.
 */
export function OrderShareDialog({ orders, onHide }: { orders: readonly Order[]; onHide: () => void }) {
  return (
    <ShareQrDialog
      target={orders.length > 0 ? { ids: orders.map((order) => order.id) } : null}
      header={
        <FormattedMessage
          id="order.share.title"
          values={{ orderNos: orders.map((order) => order.orderNo).join(', ') }}
        />
      }
      hint={<FormattedMessage id="order.share.hint" />}
      testId="order-share-dialog"
      onHide={onHide}
    />
  );
}

const STATES = {
  active: { label: 'share.state.active', severity: 'success' },
  expired: { label: 'share.state.expired', severity: 'secondary' },
  revoked: { label: 'share.state.revoked', severity: 'danger' },
} as const;

const KINDS = { order: 'share.kind.order', sheet: 'share.kind.sheet' } as const;

/**
 * The tenant's share links the user handles (/order/share/list: order links with the orders'
 * permission, sheet links with the sheet lists'), newest first, with what each shows, each
 * revocable while active.
 */
export function ShareLinksDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const intl = useIntl();
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const page = useShareLinkListQuery(
    { body: { page: paging.page, pageSize: paging.pageSize } },
    { skip: !visible, refetchOnMountOrArgChange: true },
  );
  const [revoke] = useShareRevokeMutation();

  const revokeLink = (link: ShareLink) =>
    confirmDanger(intl.formatMessage({ id: 'share.revokeConfirm' }), () => {
      revoke({ body: { tokenId: link.tokenId } })
        .unwrap()
        .then(() => notify.success(intl.formatMessage({ id: 'share.revoked' })))
        .catch(() => undefined);
    });

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={<FormattedMessage id="share.links" />}
      style={{ width: '60rem', maxWidth: '95vw' }}
      data-testid="share-links-dialog"
    >
      <DataTableView<ShareLink & Record<string, unknown>>
        {...pageProps<ShareLink & Record<string, unknown>>(page)}
        paging={paging}
        onPaging={setPaging}
        dataKey="tokenId"
        emptyMessage={<FormattedMessage id="share.noLinks" />}
        testId="share-links-table"
      >
        <Column
          header={intl.formatMessage({ id: 'share.kind' })}
          body={(row: ShareLink) => <FormattedMessage id={KINDS[row.kind]} />}
        />
        <Column header={intl.formatMessage({ id: 'share.shows' })} field="orderNos" />
        <Column
          header={intl.formatMessage({ id: 'common.createTime' })}
          body={(row: ShareLink) => formatDateTime(intl, row.createTime)}
        />
        <Column header={intl.formatMessage({ id: 'sheet.creator' })} field="creator" />
        <Column
          header={intl.formatMessage({ id: 'share.expiresAt' })}
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
          // a cell's false would be written out as "false" (PrimeReact prints booleans)
          body={(row: ShareLink) =>
            row.state === 'active' ? (
              <RowAction
                danger
                icon="pi pi-ban"
                labelId="share.revoke"
                onClick={() => revokeLink(row)}
                testId="share-link-revoke"
              />
            ) : null
          }
        />
      </DataTableView>
    </Dialog>
  );
}
