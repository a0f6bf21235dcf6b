import { ORDER_TYPE } from '@timber/contracts';
import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateTime, formatVolume } from '../../shared/format/format';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageLoading } from '../../shared/ui/page-loading';
import { PrintedHead } from '../../shared/ui/printed-head';
import { type Order, WOOD_GRADE_LABELS } from './order-rules';
import { useOrderDetailQuery } from './orders.api';

/** The print view of an order (chosen path, as a sheet's /stock/printIn). */
export const orderPrintPath = (order: Pick<Order, 'id'>): string =>
  `/order/print?${new URLSearchParams({ id: order.id }).toString()}`;

/** An order as printed: title, header fields, its diameter classification with the total, signature lines; A4 printed. */
export function PrintedOrder({ order }: { order: Order }) {
  const intl = useIntl();
  const grade = order.woodGrade === null ? undefined : WOOD_GRADE_LABELS[order.woodGrade];
  const fields = [
    { id: 'order.orderNo', value: order.orderNo },
    { id: 'order.orderDate', value: order.orderDate },
    { id: 'sheet.customer', value: order.customerName },
    { id: 'sheet.transportNum', value: order.vavNum },
    { id: 'sheet.woodKind', value: order.woodKind },
    { id: 'sheet.length', value: order.woodLength },
    { id: 'order.woodGrade', value: grade ? intl.formatMessage({ id: grade }) : '' },
    { id: 'sheet.status', value: order.statusDesc },
    { id: 'common.createTime', value: formatDateTime(intl, order.createTime) },
    { id: 'sheet.creator', value: order.creator },
  ] as const;
  return (
    <article className="printed-sheet" data-testid="printed-order">
      <PrintedHead
        titleId={order.orderType === ORDER_TYPE.OUT ? 'print.orderOut' : 'print.orderIn'}
        fields={fields}
      />
      <p className="printed-notes">
        <span>
          <FormattedMessage id="print.orderSheets" />: {order.spus.split(',').join(', ')}
        </span>
      </p>
      <table data-testid="printed-rows">
        <thead>
          <tr>
            {(['order.dia', 'sheet.quantity', 'sheet.volume'] as const).map((id) => (
              <th key={id}>
                <FormattedMessage id={id} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.diaClassificationList.map((row) => (
            <tr key={row.dia}>
              <td>{row.dia}</td>
              <td>{row.qty}</td>
              <td>{formatVolume(intl, row.vol)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="printed-total">
            <td>
              <FormattedMessage id="print.total" />
            </td>
            <td>{order.quantity}</td>
            <td>{formatVolume(intl, order.volume)}</td>
          </tr>
        </tfoot>
      </table>
      <footer className="printed-signatures">
        <span>
          <FormattedMessage id="print.preparedBy" />: {order.creator}
        </span>
        <span>
          <FormattedMessage id="print.checkedBy" />: {order.checker ?? ''}
        </span>
      </footer>
    </article>
  );
}

/**
 * The print view of an order, /order/print?id= (issue 35, as a sheet's): the printed order with
 * Print (the browser's dialog, where "Save as PDF" gives its PDF; only the order prints, on A4,
 * without the app's menus and bars). Without an id it goes back.
 */
export default function OrderPrintPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const answer = useOrderDetailQuery({ id }, { skip: !id });

  useEffect(() => {
    if (!id) {
      void navigate(-1);
    }
  }, [id, navigate]);

  if (!id) {
    return null;
  }
  const order = answer.data?.data;
  return (
    <div className="flex flex-column gap-3" data-testid="order-print">
      <div className="flex flex-wrap gap-2 no-print">
        <Button
          icon="pi pi-print"
          label={intl.formatMessage({ id: 'print.print' })}
          disabled={!order}
          onClick={() => window.print()}
          data-testid="print-browser"
        />
      </div>
      {order ? (
        <PrintedOrder order={order} />
      ) : answer.isFetching ? (
        <PageLoading />
      ) : (
        // the API layer has shown the server's message (an unknown order, no permission)
        <EmptyState />
      )}
    </div>
  );
}
