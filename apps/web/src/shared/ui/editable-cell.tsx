import { InputText } from 'primereact/inputtext';
import { type KeyboardEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { check, type FieldError, type Rule } from '../form/validators';
import { useInlineSave } from '../hooks/use-inline-save';

interface EditableCellProps {
  value: string;
  /** Saves the new value; a rejected promise keeps the editor open. */
  onCommit: (value: string) => Promise<void>;
  rules?: readonly Rule[];
  maxLength?: number;
  editable?: boolean;
}

/** A table cell edited in place after a double click: Enter or leaving saves, Escape cancels. */
export function EditableCell({ value, onCommit, rules, maxLength, editable = true }: EditableCellProps) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<FieldError | null>(null);
  const { saving, save } = useInlineSave(value, onCommit, () => setEditing(false));

  const commit = async () => {
    if (saving) {
      return;
    }
    const found = check(draft, rules);
    setError(found);
    if (!found) {
      await save(draft);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      void commit();
    } else if (event.key === 'Escape') {
      setDraft(value);
      setError(null);
      setEditing(false);
    }
  };

  if (!editing) {
    return (
      <EditableLabel
        text={value}
        editable={editable}
        onEdit={() => {
          setDraft(value);
          setEditing(true);
        }}
      />
    );
  }
  return (
    <span className="flex flex-column">
      <InputText
        autoFocus
        value={draft}
        maxLength={maxLength}
        disabled={saving}
        invalid={error !== null}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => void commit()}
        className="p-inputtext-sm"
      />
      {error && <small className="p-error">{intl.formatMessage({ id: error.id }, error.values)}</small>}
    </span>
  );
}

/** The text of a cell edited in place: a dash when empty, a double click starts editing. */
export function EditableLabel({
  text,
  editable,
  onEdit,
  testId,
}: {
  text: string;
  editable: boolean;
  onEdit: () => void;
  testId?: string;
}) {
  const intl = useIntl();
  return (
    <span
      className={editable ? 'editable-cell' : undefined}
      title={editable ? intl.formatMessage({ id: 'table.doubleClickToEdit' }) : undefined}
      onDoubleClick={() => editable && onEdit()}
      data-testid={testId}
    >
      {text || '\u2014'}
    </span>
  );
}
