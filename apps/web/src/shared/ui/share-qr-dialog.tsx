import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { QRCodeSVG } from 'qrcode.react';
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ShareCreateApiResponse, useShareCreateMutation, useShareRevokeMutation } from '../../api/api';
import { formatDateTime } from '../format/format';
import { getLocale } from '../i18n/intl';
import { confirmDanger } from './confirm';
import { notify } from './notify';
import { Spinner } from './spinner';

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

/** What a share link shows: orders by id (the order list) or confirmed sheets by SPU (the sheet lists). */
export type ShareTarget = { ids: readonly string[] } | { spus: readonly string[] };

type Created = ShareCreateApiResponse['data'];

interface ShareQrDialogProps {
  /** what is shared; the dialog shows while there is something */
  target: ShareTarget | null;
  header: ReactNode;
  /** under the QR code (default: the sheets' hint) */
  hint?: ReactNode;
  /** the dialog's test id; its expiry and revoke button take it as their prefix */
  testId?: string;
  onHide: () => void;
}

const sizeOf = (target: ShareTarget | null): number =>
  target === null ? 0 : 'ids' in target ? target.ids.length : target.spus.length;

/**
 * The one share dialog of orders and sheets (spec §2 share QR, Shared order page; issue 16): on
 * opening it makes a signed link that expires and can be revoked (/order/share/create, orders by
 * id or confirmed sheets by SPU), shown as a QR code and a link to copy, with its expiry and a
 * revoke button. A refusal (a sheet not confirmed, no permission) is the server's message, shown by
 * the API layer.
 */
export function ShareQrDialog({
  target,
  header,
  hint,
  testId = 'share-qr-dialog',
  onHide,
}: ShareQrDialogProps) {
  const intl = useIntl();
  const [create, creating] = useShareCreateMutation();
  const [revoke, revoking] = useShareRevokeMutation();
  const [created, setCreated] = useState<Created | null>(null);
  const [revoked, setRevoked] = useState(false);
  // the request as text: a new array of the same ids makes no second link
  const request =
    target === null || sizeOf(target) === 0
      ? ''
      : JSON.stringify('ids' in target ? { ids: target.ids } : { spus: target.spus });

  useEffect(() => {
    if (!request) {
      return;
    }
    let current = true;
    setCreated(null);
    setRevoked(false);
    create({ body: JSON.parse(request) as { ids: string[] } | { spus: string[] } })
      .unwrap()
      .then(({ data }) => current && setCreated(data))
      // The API layer has shown the server's message.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [request, create]);

  const revokeLink = (link: Created) =>
    confirmDanger(intl.formatMessage({ id: 'share.revokeConfirm' }), () => {
      revoke({ body: { tokenId: link.tokenId } })
        .unwrap()
        .then(() => {
          setRevoked(true);
          notify.success(intl.formatMessage({ id: 'share.revoked' }));
        })
        .catch(() => undefined);
    });

  const prefix = testId.replace(/-dialog$/, '');
  return (
    <Dialog
      visible={sizeOf(target) > 0}
      onHide={onHide}
      header={header}
      style={{ width: '28rem', maxWidth: '95vw' }}
      data-testid={testId}
    >
      {creating.isLoading && (
        <div className="flex justify-content-center p-4">
          <Spinner size="2rem" />
        </div>
      )}
      {created && (
        <div className="flex flex-column gap-3">
          <ShareLinkView
            link={shareTokenLink(window.location.origin, created.token, getLocale())}
            hint={hint}
          />
          <span className="text-sm" data-testid={`${prefix}-expires`}>
            <FormattedMessage id="share.expires" values={{ time: formatDateTime(intl, created.expiresAt) }} />
          </span>
          {revoked ? (
            <Message severity="warn" text={intl.formatMessage({ id: 'share.revoked' })} />
          ) : (
            <Button
              severity="danger"
              outlined
              icon="pi pi-ban"
              label={intl.formatMessage({ id: 'share.revoke' })}
              loading={revoking.isLoading}
              onClick={() => revokeLink(created)}
              data-testid={`${prefix}-revoke`}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
