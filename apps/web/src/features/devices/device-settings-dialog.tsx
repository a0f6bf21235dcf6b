import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialog, useFormSubmit } from '../../shared/ui/form-dialog';
import { notify } from '../../shared/ui/notify';
import { standardCodes } from './device-rules';
import { type Device, useDeviceStandardSetupMutation } from './devices.api';
import { StandardCheckboxes } from './standard-checkboxes';

/**
 * The settings dialog of a device (spec §2): its standards as checkboxes, at least one; saved
 * through /device/standard/setup/{id}. Shown while `device` is set.
 */
export function DeviceSettingsDialog({ device, onHide }: { device: Device | null; onHide: () => void }) {
  const intl = useIntl();
  const [setup] = useDeviceStandardSetupMutation();
  const [ticked, setTicked] = useState<string[]>([]);
  const { submitting, serverError, submit: trySave, clearError } = useFormSubmit();

  useEffect(() => {
    if (device) {
      setTicked(standardCodes(device.standard));
      clearError();
    }
  }, [device, clearError]);

  const submit = (): boolean => {
    if (!device || ticked.length === 0) {
      return false;
    }
    void trySave(async () => {
      await setup({ id: device.id, body: { standard: ticked.join(',') } }).unwrap();
      notify.success(intl.formatMessage({ id: 'common.operationSuccess' }));
      onHide();
    });
    return true;
  };

  return (
    <FormDialog
      visible={device !== null}
      title={<FormattedMessage id="device.settingsTitle" values={{ deviceNo: device?.deviceNo ?? '' }} />}
      onHide={onHide}
      onSubmit={submit}
      submitting={submitting}
      confirmDisabled={ticked.length === 0}
      serverError={serverError}
    >
      <p className="mt-0 text-color-secondary">
        <FormattedMessage id="device.settingsHint" />
      </p>
      <StandardCheckboxes id="device-settings-standard" value={ticked} onChange={setTicked} />
      {ticked.length === 0 && (
        <small className="p-error block mt-2" role="alert">
          <FormattedMessage id="device.standardsRequired" />
        </small>
      )}
    </FormDialog>
  );
}
