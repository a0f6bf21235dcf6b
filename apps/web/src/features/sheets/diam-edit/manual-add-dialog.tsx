import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormField } from '../../../shared/form/form-field';
import { numberText } from '../../../shared/form/sanitize';
import { FormDialog } from '../../../shared/ui/form-dialog';
import {
  type ManualDraft,
  type ManualErrors,
  manualLog,
  type NewLog,
  validateManual,
} from './diam-edit-rules';

const EMPTY: ManualDraft = { maxDia: '', minDia: '', length: '' };
/** Input lengths: 300.5 and 15.25 at most. */
const DIAMETER_MAX_CHARS = 5;
const LENGTH_MAX_CHARS = 5;

interface ManualAddDialogProps {
  visible: boolean;
  onHide: () => void;
  onAdd: (log: Omit<NewLog, 'rowKey' | 'picUrl'>) => void;
}

/** §2 manual add, §5: max diameter, min diameter and length, each required; inputs kept as typed and refused with a message when not numbers (issue 22). */
export function ManualAddDialog({ visible, onHide, onAdd }: ManualAddDialogProps) {
  const [draft, setDraft] = useState<ManualDraft>(EMPTY);
  const [errors, setErrors] = useState<ManualErrors>({});
  const [tried, setTried] = useState(false);

  const close = () => {
    setDraft(EMPTY);
    setErrors({});
    setTried(false);
    onHide();
  };
  const set = (field: keyof ManualDraft, raw: string, max: number) => {
    const next = { ...draft, [field]: numberText(raw, max) };
    setDraft(next);
    if (tried) {
      setErrors(validateManual(next));
    }
  };
  const submit = (): boolean => {
    const found = validateManual(draft);
    setTried(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return false;
    }
    onAdd(manualLog(draft));
    close();
    return true;
  };
  const field = (
    id: string,
    name: keyof ManualDraft,
    labelId: 'diamEdit.maxDia' | 'diamEdit.minDia' | 'sheet.length',
    max: number,
  ) => (
    <FormField id={id} label={<FormattedMessage id={labelId} />} required error={errors[name]}>
      <InputText
        id={id}
        value={draft[name]}
        inputMode="decimal"
        maxLength={max}
        invalid={errors[name] !== undefined}
        onChange={(event) => set(name, event.target.value, max)}
      />
    </FormField>
  );
  return (
    <FormDialog
      visible={visible}
      title={<FormattedMessage id="diamEdit.addTitle" />}
      onHide={close}
      onSubmit={submit}
    >
      {field('manual-max-dia', 'maxDia', 'diamEdit.maxDia', DIAMETER_MAX_CHARS)}
      {field('manual-min-dia', 'minDia', 'diamEdit.minDia', DIAMETER_MAX_CHARS)}
      {field('manual-length', 'length', 'sheet.length', LENGTH_MAX_CHARS)}
    </FormDialog>
  );
}
