import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTableView, type Paging, rowNumberColumn } from '../../shared/ui/data-table-view';
import { type Deposit, useDepositListQuery } from './billing.api';
import { CHANNEL_LABEL, formatMoney } from './money-rules';

/** §9: the recharge history dialog shows 10 a page and is 800 px wide. */
const HISTORY_PAGE: Paging = { page: 1, pageSize: 10 };
const HISTORY_PAGE_SIZES = [10] as const;

/** §2 the recharge page's history dialog (§7 /deposit/list): newest first. */
export function RechargeHistoryDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const intl = useIntl();
  const [paging, setPaging] = useState<Paging>(HISTORY_PAGE);
  const page = useDepositListQuery(
    { body: { page: paging.page, pageSize: paging.pageSize } },
    { skip: !visible, refetchOnMountOrArgChange: true },
  );
  const rows = (page.data?.data.records ?? []) as (Deposit & Record<string, unknown>)[];
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={<FormattedMessage id="recharge.history" />}
      style={{ width: '800px' }}
      breakpoints={{ '860px': '95vw' }}
      draggable={false}
      modal
    >
      <DataTableView<Deposit & Record<string, unknown>>
        rows={rows}
        total={page.data?.data.total ?? 0}
        loading={page.isFetching}
        paging={paging}
        onPaging={setPaging}
        pageSizes={HISTORY_PAGE_SIZES}
        dataKey="id"
        emptyMessage={<FormattedMessage id="recharge.historyEmpty" />}
        testId="recharge-history-table"
      >
        {rowNumberColumn(paging)}
        <Column
          header={intl.formatMessage({ id: 'recharge.amount' })}
          body={(row: Deposit) => formatMoney(intl, row.amount)}
        />
        <Column
          header={intl.formatMessage({ id: 'recharge.channel' })}
          body={(row: Deposit) => intl.formatMessage({ id: CHANNEL_LABEL[row.payChannel] })}
        />
        <Column field="depositDate" header={intl.formatMessage({ id: 'recharge.depositDate' })} />
        <Column field="statusDesc" header={intl.formatMessage({ id: 'recharge.status' })} />
      </DataTableView>
    </Dialog>
  );
}
