import { type WebMessageId } from '@timber/i18n';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Image } from 'primereact/image';
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '../../../shared/ui/empty-state';
import { type AbnormalLog } from './diam-edit-rules';

interface AbnormalLogTableProps {
  logs: readonly AbnormalLog[];
  loading: boolean;
  /** Buttons of a row (delete, convert), when the logs can be dealt with here. */
  actions?: (log: AbnormalLog) => ReactNode;
}

/** §3 Abnormal wood: the picture (when there is one), diameter, length, device and sheet of each flagged log. */
export function AbnormalLogTable({ logs, loading, actions }: AbnormalLogTableProps) {
  const intl = useIntl();
  const header = (id: WebMessageId) => intl.formatMessage({ id });
  return (
    <DataTable
      value={[...logs]}
      dataKey="id"
      loading={loading}
      size="small"
      stripedRows
      emptyMessage={
        <EmptyState>
          <FormattedMessage id="diamEdit.abnormalEmpty" />
        </EmptyState>
      }
      data-testid="abnormal-logs"
    >
      <Column
        header={header('diamEdit.picture')}
        body={(log: AbnormalLog) =>
          log.picUrl ? (
            <Image src={log.picUrl} alt={header('diamEdit.picture')} width="64" preview />
          ) : (
            <span className="text-color-secondary">
              <FormattedMessage id="diamEdit.noPicture" />
            </span>
          )
        }
      />
      <Column
        header={header('sheet.diameter')}
        body={(log: AbnormalLog) => <span data-testid="abnormal-diameter">{log.diameter}</span>}
      />
      <Column field="woodSpecs" header={header('sheet.length')} />
      <Column field="deviceNo" header={header('sheet.deviceNo')} />
      <Column field="spu" header={header('sheet.spu')} />
      {actions && <Column header={header('common.actions')} body={(log: AbnormalLog) => actions(log)} />}
    </DataTable>
  );
}
