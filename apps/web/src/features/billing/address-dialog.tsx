import { TENANT_ADDRESS_MAX } from '@timber/contracts';
import { InputTextarea } from 'primereact/inputtextarea';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../shared/form/form-field';
import { useForm } from '../../shared/form/use-form';
import { maxLength } from '../../shared/form/validators';
import { FormDialog, useFormSubmit, useOnOpen } from '../../shared/ui/form-dialog';
import { useTenantAccountSaveMutation } from './billing.api';

interface AddressDialogProps {
  visible: boolean;
  /** the address as stored; the field starts from it */
  address: string;
  onHide: () => void;
}

/**
 * The tenant's address on the account centre ((chosen) POST /sys/user/account/edit), kept by its
 * administrators: at most 200 characters, empty clears it. The server's refusal stays in the dialog.
 */
export function AddressDialog({ visible, address, onHide }: AddressDialogProps) {
  const intl = useIntl();
  const [save] = useTenantAccountSaveMutation();
  const { submitting, serverError, saveAndClose, clearError } = useFormSubmit();
  const form = useForm({ address }, { address: [maxLength(TENANT_ADDRESS_MAX)] });
  const { reset } = form;
  useOnOpen(
    visible,
    () => {
      reset({ address });
      clearError();
    },
    address,
  );

  const onSubmit = (): boolean => {
    const trimmed = form.values.address.trim();
    return saveAndClose(
      form.validate({ address: trimmed }),
      () => save({ body: { address: trimmed } }).unwrap(),
      intl.formatMessage({ id: 'accountCentre.addressSaved' }),
      onHide,
    );
  };

  return (
    <FormDialog
      visible={visible}
      title={<FormattedMessage id="accountCentre.addressTitle" />}
      onHide={onHide}
      onSubmit={onSubmit}
      submitting={submitting}
      serverError={serverError}
    >
      <FormField
        id="account-address-input"
        label={intl.formatMessage({ id: 'accountCentre.address' })}
        error={form.errors.address}
      >
        <InputTextarea
          id="account-address-input"
          value={form.values.address}
          rows={3}
          autoResize
          invalid={form.errors.address !== undefined}
          onChange={(event) => form.set('address', event.target.value)}
          onBlur={() => form.blur('address')}
          data-testid="account-address-input"
        />
      </FormField>
      <small className="text-color-secondary">
        <FormattedMessage
          id="accountCentre.addressHint"
          values={{ max: TENANT_ADDRESS_MAX, used: form.values.address.trim().length }}
        />
      </small>
    </FormDialog>
  );
}
