import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { downloadFile } from '../files/download';

interface ExportButtonProps {
  /** the download route, e.g. `/api/sys/logs/downloadExcel` */
  url: string;
  /** the body sent: the list's applied filters, read when clicked */
  body: () => unknown;
  labelId: WebMessageId;
  testId: string;
}

/**
 * A list's export: downloads the workbook of what its filters match, busy until the file has
 * come; a failure shows the server's message (downloadFile) and the button is ready again.
 */
export function ExportButton({ url, body, labelId, testId }: ExportButtonProps) {
  const intl = useIntl();
  const [exporting, setExporting] = useState(false);
  const start = () => {
    setExporting(true);
    downloadFile(url, body())
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };
  return (
    <Button
      icon="pi pi-file-export"
      label={intl.formatMessage({ id: labelId })}
      loading={exporting}
      onClick={start}
      data-testid={testId}
    />
  );
}
