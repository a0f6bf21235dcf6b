import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCreateWoodKindMutation, useUpdateWoodKindMutation, type WoodKind } from '../../api/api';
import { errorMessage } from '../../api/base-query';
import { FormField } from '../../shared/form/form-field';
import { useForm } from '../../shared/form/use-form';
import { maxLength, required } from '../../shared/form/validators';
import { FormDialog } from '../../shared/ui/form-dialog';
import { notify } from '../../shared/ui/notify';

/** Wood kind fields (spec §3, §5): name required, at most 50; remark optional, at most 200. */
export const NAME_MAX = 50;
export const REMARK_MAX = 200;

const rules = {
  woodKindName: [required('woodKind.nameRequired'), maxLength(NAME_MAX)],
  remark: [maxLength(REMARK_MAX)],
};

interface WoodKindDialogProps {
  visible: boolean;
  /** The wood kind being edited; none when adding. */
  editing: WoodKind | null;
  onHide: () => void;
}

/** Add or edit a wood kind; a refused save shows the server's message and keeps the dialog open (spec §8). */
export function WoodKindDialog({ visible, editing, onHide }: WoodKindDialogProps) {
  const intl = useIntl();
  const [create, { isLoading: creating }] = useCreateWoodKindMutation();
  const [update, { isLoading: updating }] = useUpdateWoodKindMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({ woodKindName: '', remark: '' }, rules);
  const { reset } = form;

  useEffect(() => {
    if (visible) {
      reset({ woodKindName: editing?.woodKindName ?? '', remark: editing?.remark ?? '' });
      setServerError(null);
    }
  }, [visible, editing, reset]);

  const submit = async () => {
    const woodKindName = form.values.woodKindName.trim();
    const remark = form.values.remark.trim();
    if (!form.validate({ woodKindName, remark })) {
      return;
    }
    setServerError(null);
    try {
      if (editing) {
        await update({ body: { id: editing.id, woodKindName, remark } }).unwrap();
      } else {
        await create({ body: { woodKindName, remark } }).unwrap();
      }
      notify.success(intl.formatMessage({ id: 'common.operationSuccess' }));
      onHide();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  return (
    <FormDialog
      visible={visible}
      title={<FormattedMessage id={editing ? 'woodKind.edit' : 'woodKind.add'} />}
      onHide={onHide}
      onSubmit={() => void submit()}
      submitting={creating || updating}
      serverError={serverError}
    >
      <FormField
        id="wood-kind-name"
        label={intl.formatMessage({ id: 'woodKind.name' })}
        required
        error={form.errors.woodKindName}
      >
        <InputText
          id="wood-kind-name"
          autoFocus
          value={form.values.woodKindName}
          maxLength={NAME_MAX}
          invalid={form.errors.woodKindName !== undefined}
          onChange={(event) => form.set('woodKindName', event.target.value)}
          onBlur={() => form.blur('woodKindName')}
        />
      </FormField>
      <FormField
        id="wood-kind-remark"
        label={intl.formatMessage({ id: 'woodKind.remark' })}
        error={form.errors.remark}
      >
        <InputTextarea
          id="wood-kind-remark"
          rows={3}
          autoResize
          value={form.values.remark}
          maxLength={REMARK_MAX}
          invalid={form.errors.remark !== undefined}
          onChange={(event) => form.set('remark', event.target.value)}
          onBlur={() => form.blur('remark')}
        />
      </FormField>
    </FormDialog>
  );
}
