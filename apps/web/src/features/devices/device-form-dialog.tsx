import {
  DEVICE_NAME_MAX,
  DEVICE_NO_MAX,
  DEVICE_TYPE_KEYS,
  DEVICE_TYPES,
  type DeviceType,
} from '@timber/contracts';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../shared/form/form-field';
import { useForm } from '../../shared/form/use-form';
import { matches, maxLength, required } from '../../shared/form/validators';
import { FormDialog, useFormSubmit, useOnOpen } from '../../shared/ui/form-dialog';
import { cleanDeviceNo, DEVICE_TYPE_LABELS, deviceNoRule } from './device-rules';
import { useDeviceCreateMutation } from './devices.api';
import { StandardCheckboxes } from './standard-checkboxes';

type Field = 'deviceNo' | 'deviceName' | 'type' | 'customerNo';
const EMPTY: Record<Field, string> = { deviceNo: '', deviceName: '', type: '', customerNo: '' };
const CUSTOMER_NO_MAX = 20;

const RULES = {
  deviceNo: [required('device.noRequired'), deviceNoRule, maxLength(DEVICE_NO_MAX)],
  deviceName: [required('device.nameRequired'), maxLength(DEVICE_NAME_MAX)],
  type: [required('device.typeRequired')],
  customerNo: [matches(/^[A-Za-z0-9]*$/, 'device.customerNoFormat'), maxLength(CUSTOMER_NO_MAX)],
};

/** Adds a device (number, name, type, standards, customer number); a refused save keeps the dialog open. */
export function DeviceFormDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const intl = useIntl();
  const [create] = useDeviceCreateMutation();
  const form = useForm(EMPTY, RULES);
  const [standards, setStandards] = useState<string[]>([]);
  const [standardsError, setStandardsError] = useState(false);
  const { submitting, serverError, saveAndClose, clearError } = useFormSubmit();
  const { reset } = form;

  useOnOpen(visible, () => {
    reset(EMPTY);
    setStandards([]);
    setStandardsError(false);
    clearError();
  });

  const submit = (): boolean => {
    const values = {
      deviceNo: form.values.deviceNo.trim(),
      deviceName: form.values.deviceName.trim(),
      type: form.values.type,
      customerNo: form.values.customerNo.trim(),
    };
    const valid = form.validate(values);
    setStandardsError(standards.length === 0);
    return saveAndClose(
      valid && standards.length > 0,
      () =>
        create({
          body: { ...values, type: values.type as DeviceType, standard: standards.join(',') },
        }).unwrap(),
      intl.formatMessage({ id: 'common.operationSuccess' }),
      onHide,
    );
  };

  const typeOptions = DEVICE_TYPE_KEYS.map((type) => ({
    value: type,
    label: `${intl.formatMessage({ id: DEVICE_TYPE_LABELS[type] })} · ${intl.formatMessage(
      { id: 'device.range' },
      { min: DEVICE_TYPES[type].minDiameterCm, max: DEVICE_TYPES[type].maxDiameterCm },
    )}`,
  }));
  const text = (field: Field, id: string, max: number, clean?: (raw: string) => string) => (
    <InputText
      id={id}
      value={form.values[field]}
      maxLength={max}
      autoComplete="off"
      invalid={form.errors[field] !== undefined}
      onBlur={() => form.blur(field)}
      onChange={(event) => form.set(field, clean ? clean(event.target.value) : event.target.value)}
    />
  );

  return (
    <FormDialog
      visible={visible}
      title={<FormattedMessage id="device.add" />}
      onHide={onHide}
      onSubmit={submit}
      submitting={submitting}
      serverError={serverError}
    >
      <FormField
        id="device-no"
        label={<FormattedMessage id="device.no" />}
        required
        error={form.errors.deviceNo}
      >
        {text('deviceNo', 'device-no', DEVICE_NO_MAX, cleanDeviceNo)}
      </FormField>
      <FormField
        id="device-name"
        label={<FormattedMessage id="device.name" />}
        required
        error={form.errors.deviceName}
      >
        {text('deviceName', 'device-name', DEVICE_NAME_MAX)}
      </FormField>
      <FormField
        id="device-type"
        label={<FormattedMessage id="device.type" />}
        required
        error={form.errors.type}
      >
        <Dropdown
          inputId="device-type"
          value={form.values.type || null}
          options={typeOptions}
          placeholder={intl.formatMessage({ id: 'common.choose' })}
          invalid={form.errors.type !== undefined}
          onChange={(event) => form.set('type', (event.value as string | null) ?? '')}
        />
      </FormField>
      <FormField
        id="device-standards"
        label={<FormattedMessage id="device.standards" />}
        required
        error={standardsError ? { id: 'device.standardsRequired' } : undefined}
      >
        <StandardCheckboxes
          id="device-standard"
          value={standards}
          onChange={(codes) => {
            setStandards(codes);
            setStandardsError(false);
          }}
        />
      </FormField>
      <FormField
        id="device-customer-no"
        label={<FormattedMessage id="device.customerNo" />}
        error={form.errors.customerNo}
      >
        {text('customerNo', 'device-customer-no', CUSTOMER_NO_MAX)}
      </FormField>
    </FormDialog>
  );
}
