import { InputText } from 'primereact/inputtext';
import { type KeyboardEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { check, type FieldError, type Rule } from '../form/validators';

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
  const [saving, setSaving] = useState(false);

  const commit = async () => {
    if (saving) {
      return;
    }
    const found = check(draft, rules);
    setError(found);
    if (found) {
      return;
    }
    if (draft === value) {
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      await onCommit(draft);
      setEditing(false);
    } catch {
      // The API layer has shown the server's message; the editor stays open for another try.
    } finally {
      setSaving(false);
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
      <span
        className={editable ? 'editable-cell' : undefined}
        title={editable ? intl.formatMessage({ id: 'table.doubleClickToEdit' }) : undefined}
        onDoubleClick={() => {
          if (editable) {
            setDraft(value);
            setEditing(true);
          }
        }}
      >
        {value || '\u2014'}
      </span>
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
