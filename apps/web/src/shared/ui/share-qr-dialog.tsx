import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { QRCodeSVG } from 'qrcode.react';
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { currentLocale } from '../i18n/locale';
import { notify } from './notify';

/** The customer's link to sheets (spec §2): `{origin}/#/shareOrder?id={spu list}&lang={locale}`. */
export function shareLink(origin: string, spus: readonly string[], locale: string): string {
  return `${origin}/#/shareOrder?id=${spus.map(encodeURIComponent).join(',')}&lang=${locale}`;
}

/** The public share page of a signed share link (issue 16): `{origin}/shareOrder?token=…&lang=…`. */
export function shareTokenLink(origin: string, token: string, locale: string): string {
  return `${origin}/shareOrder?${new URLSearchParams({ token, lang: locale }).toString()}`;
}

/** A QR code of a share link, with the link itself to copy (spec §2 share mode, §4). */
export function ShareLinkView({ link, hint }: { link: string; hint?: ReactNode }) {
  const intl = useIntl();
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(
      () => notify.success(intl.formatMessage({ id: 'share.copied' })),
      () => undefined,
    );
  };
  return (
    <div className="flex flex-column align-items-center gap-3">
      <QRCodeSVG value={link} size={220} marginSize={2} title={link} data-testid="share-qr-code" />
      <span className="text-color-secondary text-sm">{hint ?? <FormattedMessage id="share.hint" />}</span>
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
  );
}

interface ShareQrDialogProps {
  /** the SPUs shared; the dialog shows while there is at least one */
  spus: readonly string[];
  onHide: () => void;
}

/** The share dialog of sheets: a QR code of their link (spec §2 share mode, §4). */
export function ShareQrDialog({ spus, onHide }: ShareQrDialogProps) {
  const link = shareLink(window.location.origin, spus, currentLocale());
  return (
    <Dialog
      visible={spus.length > 0}
      onHide={onHide}
      header={<FormattedMessage id="share.title" values={{ count: spus.length }} />}
      style={{ width: '26rem' }}
      data-testid="share-qr-dialog"
    >
      <ShareLinkView link={link} />
    </Dialog>
  );
}
