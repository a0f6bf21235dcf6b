import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useInlineSave } from '../hooks/use-inline-save';
import { EditableLabel } from './editable-cell';
import { FormDialog } from './form-dialog';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectCellProps {
  /** The chosen option's value (null when none). */
  value: string | null;
  /** What the cell shows. */
  label: string;
  /** The dialog's title: what is chosen. */
  title: string;
  options: readonly SelectOption[];
  /** Saves the choice; a rejected promise keeps the dialog open. */
  onCommit: (value: string) => Promise<void>;
  editable?: boolean;
  testId?: string;
}

const SELECT_DIALOG_WIDTH = '400px';

/**
 * A table cell chosen from a list after a double click: a small dialog whose confirm stays
 * disabled until a choice exists (spec §5); cancel keeps the old value.
 */
export function SelectCell({
  value,
  label,
  title,
  options,
  onCommit,
  editable = true,
  testId,
}: SelectCellProps) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<string | null>(value);
  const { saving, save } = useInlineSave<string | null>(
    value,
    (choice) => (choice ? onCommit(choice) : Promise.resolve()),
    () => setEditing(false),
  );

  return (
    <>
      <EditableLabel
        text={label}
        editable={editable}
        onEdit={() => {
          setChosen(value);
          setEditing(true);
        }}
        testId={testId}
      />
      {editing && (
        <FormDialog
          visible
          title={title}
          onHide={() => setEditing(false)}
          onSubmit={() => void save(chosen)}
          submitting={saving}
          confirmDisabled={!chosen}
          width={SELECT_DIALOG_WIDTH}
        >
          <Dropdown
            value={chosen}
            options={[...options]}
            filter={options.length > 10}
            aria-label={title}
            placeholder={intl.formatMessage({ id: 'common.choose' })}
            onChange={(event) => setChosen((event.value as string | null) ?? null)}
            data-testid={testId ? `${testId}-select` : undefined}
          />
        </FormDialog>
      )}
    </>
  );
}
