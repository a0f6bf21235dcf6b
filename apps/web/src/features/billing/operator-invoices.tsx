import { Column } from 'primereact/column';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  actionsColumn,
  DataTableView,
  FIRST_PAGE,
  type Paging,
  rowNumberColumn,
} from '../../shared/ui/data-table-view';
import { pageProps } from '../../shared/ui/list-search';
import { RowActions } from '../../shared/ui/row-action';
import { type OperatorInvoice, useInvoiceRequestListQuery } from './billing.api';
import { IssueInvoiceDialog, RejectInvoiceDialog } from './invoice-decision-dialogs';
import { formatMoney } from './money-rules';

type Row = OperatorInvoice & Record<string, unknown>;

/**
 * The platform operator's invoice requests ((chosen) /invRecord/requested): every tenant's invoices
 * awaiting a decision, the longest waiting first, each issued under its number and date or rejected
 * with a reason (form dialogs; a rejection asks first). Beside the fee items the operator sets.
 */
export function OperatorInvoices() {
  const intl = useIntl();
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [issuing, setIssuing] = useState<OperatorInvoice | null>(null);
  const [rejecting, setRejecting] = useState<OperatorInvoice | null>(null);
  const query = useInvoiceRequestListQuery(
    { body: { page: paging.page, pageSize: paging.pageSize } },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <>
      <h3 className="mt-0">
        <FormattedMessage id="invoice.decision.title" />
      </h3>
      <DataTableView<Row>
        {...pageProps<Row>(query)}
        paging={paging}
        onPaging={setPaging}
        dataKey="id"
        emptyMessage={<FormattedMessage id="invoice.decision.empty" />}
        testId="operator-invoice-table"
      >
        {rowNumberColumn(paging)}
        <Column
          header={intl.formatMessage({ id: 'invoice.decision.tenant' })}
          body={(row: OperatorInvoice) => <span className="font-mono text-sm">{row.tenantId}</span>}
        />
        <Column field="requestedBy" header={intl.formatMessage({ id: 'invoice.decision.requestedBy' })} />
        <Column field="createTime" header={intl.formatMessage({ id: 'invoice.createTime' })} />
        <Column field="orderCount" header={intl.formatMessage({ id: 'invoice.orderCount' })} />
        <Column
          header={intl.formatMessage({ id: 'invoice.amount' })}
          body={(row: OperatorInvoice) => formatMoney(intl, row.amount)}
        />
        {actionsColumn(intl.formatMessage({ id: 'common.actions' }), (row: OperatorInvoice) => (
          <RowActions
            actions={[
              {
                icon: 'pi pi-check',
                labelId: 'invoice.decision.issue',
                onClick: () => setIssuing(row),
                testId: 'invoice-issue',
              },
              {
                icon: 'pi pi-times',
                labelId: 'invoice.decision.reject',
                onClick: () => setRejecting(row),
                testId: 'invoice-reject',
                danger: true,
              },
            ]}
          />
        ))}
      </DataTableView>
      <IssueInvoiceDialog invoice={issuing} onHide={() => setIssuing(null)} />
      <RejectInvoiceDialog invoice={rejecting} onHide={() => setRejecting(null)} />
    </>
  );
}
