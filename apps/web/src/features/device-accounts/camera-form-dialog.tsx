import { CAMERA_CODECS, CAMERA_LIMITS } from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../shared/form/form-field';
import { PasswordField } from '../../shared/form/password-field';
import { digitsOnly } from '../../shared/form/sanitize';
import { useForm } from '../../shared/form/use-form';
import { FormDialog, useRowForm } from '../../shared/ui/form-dialog';
import {
  type CameraField,
  cameraRules,
  type CameraValues,
  EMPTY_CAMERA,
  PORT_MAX_CHARS,
} from './camera-rules';
import { type Camera } from './device-accounts.api';

const valuesOf = (row: Camera | null): CameraValues =>
  row
    ? {
        channelNO: row.channelNO,
        cameraNO: row.cameraNO,
        ip: row.ip,
        rtspPort: String(row.rtspPort),
        codec: row.codec,
        adminPwd: '',
      }
    : EMPTY_CAMERA;

const TEXT_FIELDS: readonly { field: 'channelNO' | 'cameraNO' | 'ip'; labelId: WebMessageId; max: number }[] =
  [
    { field: 'channelNO', labelId: 'camera.channelNo', max: CAMERA_LIMITS.channelNO },
    { field: 'cameraNO', labelId: 'camera.cameraNo', max: CAMERA_LIMITS.cameraNO },
    { field: 'ip', labelId: 'camera.ip', max: CAMERA_LIMITS.ip },
  ];

interface CameraFormDialogProps {
  visible: boolean;
  editing: Camera | null;
  onHide: () => void;
  save: (values: CameraValues, editing: Camera | null) => Promise<unknown>;
}

/**
 * Add or edit an IP camera (§5 Camera): every field required, max lengths 10, 10, 20, only H.265
 * offered; the admin password asked for on add, kept when left empty on edit.
 */
export function CameraFormDialog({ visible, editing, onHide, save }: CameraFormDialogProps) {
  const intl = useIntl();
  const form = useForm<CameraField>(EMPTY_CAMERA, cameraRules(editing !== null));
  const { submitting, serverError, submit } = useRowForm({
    form,
    visible,
    editing,
    valuesOf: valuesOf,
    trim: (values) => ({
      channelNO: values.channelNO.trim(),
      cameraNO: values.cameraNO.trim(),
      ip: values.ip.trim(),
    }),
    save: save,
    onHide,
  });

  const error = (field: CameraField) => form.errors[field];
  return (
    <FormDialog
      visible={visible}
      title={<FormattedMessage id={editing ? 'camera.edit' : 'camera.add'} />}
      onHide={onHide}
      onSubmit={submit}
      submitting={submitting}
      serverError={serverError}
    >
      {TEXT_FIELDS.map(({ field, labelId, max }, index) => (
        <FormField
          key={field}
          id={`camera-${field}`}
          label={intl.formatMessage({ id: labelId })}
          required
          error={error(field)}
        >
          <InputText
            id={`camera-${field}`}
            value={form.values[field]}
            maxLength={max}
            autoFocus={index === 0}
            autoComplete="off"
            inputMode={field === 'ip' ? 'decimal' : undefined}
            invalid={error(field) !== undefined}
            onChange={(event) => form.set(field, event.target.value)}
            onBlur={() => form.blur(field)}
          />
        </FormField>
      ))}
      <FormField
        id="camera-rtspPort"
        label={intl.formatMessage({ id: 'camera.rtspPort' })}
        required
        error={error('rtspPort')}
      >
        <InputText
          id="camera-rtspPort"
          value={form.values.rtspPort}
          maxLength={PORT_MAX_CHARS}
          inputMode="numeric"
          invalid={error('rtspPort') !== undefined}
          onChange={(event) => form.set('rtspPort', digitsOnly(event.target.value, PORT_MAX_CHARS))}
          onBlur={() => form.blur('rtspPort')}
        />
      </FormField>
      <FormField
        id="camera-codec"
        label={intl.formatMessage({ id: 'camera.codec' })}
        required
        error={error('codec')}
      >
        <Dropdown
          inputId="camera-codec"
          value={form.values.codec}
          options={CAMERA_CODECS.map((codec) => ({ label: codec, value: codec }))}
          onChange={(event) => form.set('codec', String(event.value))}
        />
      </FormField>
      <PasswordField
        form={form}
        name="adminPwd"
        id="camera-adminPwd"
        label={intl.formatMessage({ id: 'camera.adminPwd' })}
        required={editing === null}
        maxLength={CAMERA_LIMITS.adminPwd}
      />
      {editing && (
        <p className="text-color-secondary text-sm mt-0">
          <FormattedMessage id="camera.adminPwdKeepHint" />
        </p>
      )}
    </FormDialog>
  );
}
