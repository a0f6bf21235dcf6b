import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { QRCodeSVG } from 'qrcode.react';
import { FormattedMessage, useIntl } from 'react-intl';
import { currentLocale } from '../i18n/locale';
import { notify } from './notify';

/** The customer's link to sheets (spec §2): `{origin}/#/shareOrder?id={spu list}&lang={locale}`. */
export function shareLink(origin: string, spus: readonly string[], locale: string): string {
  return `${origin}/#/shareOrder?id=${spus.map(encodeURIComponent).join(',')}&lang=${locale}`;
}

interface ShareQrDialogProps {
  /** the SPUs shared; the dialog shows while there is at least one */
  spus: readonly string[];
  onHide: () => void;
}

/** A QR code of the share link, with the link itself to copy (spec §2 share mode, §4). */
export function ShareQrDialog({ spus, onHide }: ShareQrDialogProps) {
  const intl = useIntl();
  const link = shareLink(window.location.origin, spus, currentLocale());
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(
      () => notify.success(intl.formatMessage({ id: 'share.copied' })),
      () => undefined,
    );
  };
  return (
    <Dialog
      visible={spus.length > 0}
      onHide={onHide}
      header={<FormattedMessage id="share.title" values={{ count: spus.length }} />}
      style={{ width: '26rem' }}
      data-testid="share-qr-dialog"
    >
      <div className="flex flex-column align-items-center gap-3">
        <QRCodeSVG value={link} size={220} marginSize={2} title={link} data-testid="share-qr-code" />
        <span className="text-color-secondary text-sm">
          <FormattedMessage id="share.hint" />
        </span>
        <div className="p-inputgroup">
          <InputText
            value={link}
            readOnly
            aria-label={intl.formatMessage({ id: 'share.link' })}
            data-testid="share-link"
          />
          <Button icon="pi pi-copy" onClick={copy} aria-label={intl.formatMessage({ id: 'share.copy' })} />
        </div>
      </div>
    </Dialog>
  );
}
