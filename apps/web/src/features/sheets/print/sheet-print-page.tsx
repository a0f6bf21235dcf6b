import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { downloadFile } from '../../../shared/files/download';
import { EmptyState } from '../../../shared/ui/empty-state';
import { GuardedButton } from '../../../shared/ui/guarded-button';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useStockInPrintDataQuery, useStockOutPrintDataQuery } from '../sheets.api';
import { type PrintType, printPdfUrl } from './print-api';
import { PrintedSheet } from './printed-sheet';

/** /stock/printOut is a stock-out sheet's print view, /stock/printIn a stock-in sheet's. */
export const printTypeOf = (pathname: string): PrintType =>
  pathname.endsWith('/printOut') ? 'stockOut' : 'stockIn';

/**
 * The print view of a stock-in or stock-out sheet, /stock/printIn?id= and /stock/printOut?id=:
 * the printed sheet, with Print (the browser's dialog; only the sheet prints, on A4, without the
 * app's menus and bars) and Download PDF (the same sheet printed by the server). Without an id it
 * goes back, as the detail does.
 */
export default function SheetPrintPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const type = printTypeOf(pathname);
  const arg = { body: { id } };
  const skip = !id;
  const stockIn = useStockInPrintDataQuery(arg, { skip: skip || type !== 'stockIn' });
  const stockOut = useStockOutPrintDataQuery(arg, { skip: skip || type !== 'stockOut' });
  const answer = type === 'stockIn' ? stockIn : stockOut;
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    if (!id) {
      void navigate(-1);
    }
  }, [id, navigate]);

  if (!id) {
    return null;
  }
  const data = answer.data?.data;
  const downloadPdf = () => {
    setDownloading(true);
    // downloadFile shows the server's message of a failure itself
    downloadFile(printPdfUrl(type), { id })
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };

  return (
    <div className="flex flex-column gap-3" data-testid="sheet-print">
      <div className="flex flex-wrap gap-2 no-print" data-testid="print-toolbar">
        <Button
          icon="pi pi-print"
          label={intl.formatMessage({ id: 'print.print' })}
          disabled={!data}
          onClick={() => window.print()}
          data-testid="print-browser"
        />
        <GuardedButton
          outlined
          icon="pi pi-file-pdf"
          label={intl.formatMessage({ id: 'print.downloadPdf' })}
          disabled={!data}
          loading={downloading}
          onClick={downloadPdf}
          data-testid="print-pdf"
        />
      </div>
      {data ? (
        <PrintedSheet type={type} data={data} />
      ) : answer.isFetching ? (
        <PageLoading />
      ) : (
        // the API layer has shown the server's message (an unknown sheet, no permission)
        <EmptyState />
      )}
    </div>
  );
}
