import { SAWING_LOG_PAGE_SIZE } from '@timber/contracts';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTableView, type Paging, rowNumberColumn } from '../../shared/ui/data-table-view';
import { pageProps } from '../../shared/ui/list-search';
import { logColumns } from './log-columns';
import { type SawingLog } from './sawing-rules';
import { useSawingOrderLogListQuery } from './sawing.api';

/** An order whose logs are shown: its id, number and machine. */
export interface LogsOf {
  id: string;
  orderNo: string;
  machineNum: string;
}

type Log = SawingLog;
type Row = Log & Record<string, unknown>;

const FIRST: Paging = { page: 1, pageSize: SAWING_LOG_PAGE_SIZE };

/** §2 "view logs": the logs an order sawed (with its merged orders'), 10 a page (§9). */
export function OrderLogsDialog({ order, onHide }: { order: LogsOf | null; onHide: () => void }) {
  const intl = useIntl();
  const [paging, setPaging] = useState<Paging>(FIRST);
  useEffect(() => setPaging(FIRST), [order]);
  const page = useSawingOrderLogListQuery(
    { machineNum: order?.machineNum ?? '', body: { id: order?.id ?? '', ...paging } },
    { skip: order === null },
  );
  return (
    <Dialog
      visible={order !== null}
      header={
        <span>
          <FormattedMessage id="sawing.order.logs" /> {order?.orderNo}
        </span>
      }
      onHide={onHide}
      style={{ width: '800px' }}
      breakpoints={{ '860px': '95vw' }}
      draggable={false}
      modal
    >
      <DataTableView<Row>
        {...pageProps<Row>(page)}
        paging={paging}
        onPaging={setPaging}
        pageSizes={[SAWING_LOG_PAGE_SIZE]}
        dataKey="woodCode"
        testId="sawing-order-logs"
      >
        {rowNumberColumn(paging)}
        {logColumns(intl)}
      </DataTableView>
    </Dialog>
  );
}
