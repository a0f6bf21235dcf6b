import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../shared/format/format';
import { notify } from '../../shared/ui/notify';
import { Spinner } from '../../shared/ui/spinner';
import { type Device, type EnrolmentCode, useDeviceEnrolCodeMutation } from './devices.api';

/**
 * The QR code dialog of a device (spec §2): a fresh one-time enrolment code from ingest, the
 * link that carries it as a QR code, and the code and its expiry as text to copy. Shown while
 * `device` is set; each opening asks for a new code.
 */
export function DeviceQrDialog({ device, onHide }: { device: Device | null; onHide: () => void }) {
  const intl = useIntl();
  const [requestCode] = useDeviceEnrolCodeMutation();
  const [enrolment, setEnrolment] = useState<EnrolmentCode | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setEnrolment(null);
    setFailed(false);
    if (!device) {
      return;
    }
    let current = true;
    requestCode({ id: device.id })
      .unwrap()
      .then((answer) => current && setEnrolment(answer.data))
      // The API layer has shown the server's message.
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [device, requestCode]);

  const copy = () => {
    if (!enrolment) {
      return;
    }
    void navigator.clipboard?.writeText(enrolment.code).then(
      () => notify.success(intl.formatMessage({ id: 'device.qrCopied' })),
      () => undefined,
    );
  };

  return (
    <Dialog
      visible={device !== null}
      onHide={onHide}
      header={<FormattedMessage id="device.qrTitle" values={{ deviceNo: device?.deviceNo ?? '' }} />}
      style={{ width: '26rem' }}
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      modal
      data-testid="device-qr-dialog"
    >
      {failed && (
        <Message severity="error" text={intl.formatMessage({ id: 'device.qrFailed' })} className="w-full" />
      )}
      {!failed && !enrolment && (
        <div className="flex justify-content-center p-4">
          <Spinner size="3rem" />
        </div>
      )}
      {enrolment && (
        <div className="flex flex-column align-items-center gap-3">
          <QRCodeSVG
            value={enrolment.enrolUrl}
            size={220}
            marginSize={2}
            title={enrolment.enrolUrl}
            data-testid="device-qr-code"
          />
          <span className="text-color-secondary text-sm text-center">
            <FormattedMessage id="device.qrHint" />
          </span>
          <div className="w-full">
            <label htmlFor="device-enrol-code" className="text-sm">
              <FormattedMessage id="device.qrCode" />
            </label>
            <div className="p-inputgroup mt-1">
              <InputText
                id="device-enrol-code"
                value={enrolment.code}
                readOnly
                data-testid="device-enrol-code"
              />
              <Button
                type="button"
                icon="pi pi-copy"
                onClick={copy}
                aria-label={intl.formatMessage({ id: 'device.qrCopy' })}
                title={intl.formatMessage({ id: 'device.qrCopy' })}
              />
            </div>
          </div>
          <span className="text-sm w-full" data-testid="device-enrol-expiry">
            <FormattedMessage
              id="device.qrExpires"
              values={{ time: formatDateTime(intl, enrolment.expiresAt) }}
            />
          </span>
        </div>
      )}
    </Dialog>
  );
}
