import { type ImportProblem } from '@timber/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { FormattedMessage, useIntl } from 'react-intl';

export interface ImportReport {
  /** the server's message: how many rows have problems, nothing imported */
  message: string;
  problems: readonly ImportProblem[];
}

/**
 * The row-by-row report of a refused import (§4 Excel in): nothing was imported; every problem
 * with its row as the spreadsheet numbers it and its column by header.
 */
export function ImportReportDialog({ report, onHide }: { report: ImportReport | null; onHide: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      visible={report !== null}
      onHide={onHide}
      header={<FormattedMessage id="sheetTools.reportTitle" />}
      style={{ width: '40rem' }}
      breakpoints={{ '992px': '95vw' }}
      footer={<Button label={intl.formatMessage({ id: 'common.confirm' })} onClick={onHide} />}
      data-testid="import-report"
    >
      {report && (
        <div className="flex flex-column gap-3">
          <p className="m-0" data-testid="import-report-message">
            <i className="pi pi-exclamation-triangle text-orange-500 mr-2" aria-hidden />
            {report.message}
          </p>
          <span className="text-color-secondary text-sm">
            <FormattedMessage id="sheetTools.reportHint" />
          </span>
          <DataTable
            value={[...report.problems]}
            size="small"
            stripedRows
            scrollable
            scrollHeight="20rem"
            data-testid="import-report-table"
          >
            <Column field="row" header={intl.formatMessage({ id: 'sheetTools.reportRow' })} />
            <Column field="column" header={intl.formatMessage({ id: 'sheetTools.reportColumn' })} />
            <Column field="problem" header={intl.formatMessage({ id: 'sheetTools.reportProblem' })} />
          </DataTable>
        </div>
      )}
    </Dialog>
  );
}
