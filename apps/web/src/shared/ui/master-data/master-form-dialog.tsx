import { type WebMessageId } from '@timber/i18n';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../form/form-field';
import { type FormRules, useForm } from '../../form/use-form';
import { FormDialog, useFormSubmit } from '../form-dialog';
import { notify } from '../notify';

/** One field of a master-data form; values are strings ('1'/'0' for a switch). */
export interface MasterField<F extends string> {
  name: F;
  /** The input's id (label target, browser tests). */
  id: string;
  labelId: WebMessageId;
  kind?: 'text' | 'textarea' | 'switch';
  required?: boolean;
  maxLength?: number;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email';
  /** Cleans what is typed (e.g. digits only). */
  sanitize?: (raw: string) => string;
  /** Only when adding, or only when editing. */
  only?: 'add' | 'edit';
  /** Shown but never edited (a number the server gives). */
  readOnly?: boolean;
}

/** How a master-data screen adds and edits its rows. */
export interface MasterForm<Row, F extends string> {
  addTitleId: WebMessageId;
  editTitleId: WebMessageId;
  fields: readonly MasterField<F>[];
  rules: FormRules<F> | ((values: Record<F, string>) => FormRules<F>);
  /** The form's values for a new row (null) or the row being edited. */
  values: (row: Row | null) => Record<F, string>;
  /** Creates or updates through the server; rejects with the server's error. */
  save: (values: Record<F, string>, editing: Row | null) => Promise<unknown>;
}

interface MasterFormDialogProps<Row, F extends string> {
  form: MasterForm<Row, F>;
  visible: boolean;
  editing: Row | null;
  onHide: () => void;
}

const trimAll = <F extends string>(values: Record<F, string>): Record<F, string> =>
  Object.fromEntries(Object.entries<string>(values).map(([key, value]) => [key, value.trim()])) as Record<
    F,
    string
  >;

/**
 * Add or edit a master-data row (spec §5, §8): values trimmed and checked on blur and on submit; a
 * refused save shows the server's message and keeps the dialog open.
 */
export function MasterFormDialog<Row, F extends string>({
  form: spec,
  visible,
  editing,
  onHide,
}: MasterFormDialogProps<Row, F>) {
  const intl = useIntl();
  const { submitting, serverError, submit: trySave, clearError } = useFormSubmit();
  const form = useForm(spec.values(null), spec.rules);
  const { reset } = form;
  // Screens build their form spec every render: only opening the dialog resets the values.
  const valuesOf = useRef(spec.values);
  valuesOf.current = spec.values;

  useEffect(() => {
    if (visible) {
      reset(valuesOf.current(editing));
      clearError();
    }
  }, [visible, editing, reset, clearError]);

  const submit = async () => {
    const values = trimAll(form.values);
    if (!form.validate(values)) {
      return;
    }
    await trySave(async () => {
      await spec.save(values, editing);
      notify.success(intl.formatMessage({ id: 'common.operationSuccess' }));
      onHide();
    });
  };

  const mode = editing ? 'edit' : 'add';
  const fields = spec.fields.filter((field) => !field.only || field.only === mode);
  return (
    <FormDialog
      visible={visible}
      title={<FormattedMessage id={editing ? spec.editTitleId : spec.addTitleId} />}
      onHide={onHide}
      onSubmit={() => void submit()}
      submitting={submitting}
      serverError={serverError}
    >
      {fields.map((field, index) => {
        const error = form.errors[field.name];
        const common = {
          id: field.id,
          value: form.values[field.name],
          maxLength: field.maxLength,
          invalid: error !== undefined,
          'aria-describedby': error ? `${field.id}-error` : undefined,
          onBlur: () => form.blur(field.name),
        };
        const change = (raw: string) => form.set(field.name, field.sanitize ? field.sanitize(raw) : raw);
        let input;
        if (field.kind === 'switch') {
          input = (
            <div>
              <InputSwitch
                inputId={field.id}
                checked={form.values[field.name] === '1'}
                onChange={(event) => form.set(field.name, event.value ? '1' : '0')}
              />
            </div>
          );
        } else if (field.kind === 'textarea') {
          input = (
            <InputTextarea {...common} rows={3} autoResize onChange={(event) => change(event.target.value)} />
          );
        } else {
          input = (
            <InputText
              {...common}
              autoFocus={index === fields.findIndex((candidate) => !candidate.readOnly)}
              readOnly={field.readOnly}
              disabled={field.readOnly}
              inputMode={field.inputMode}
              autoComplete="off"
              onChange={(event) => change(event.target.value)}
            />
          );
        }
        return (
          <FormField
            key={field.name}
            id={field.id}
            label={intl.formatMessage({ id: field.labelId })}
            required={field.required}
            error={error}
          >
            {input}
          </FormField>
        );
      })}
    </FormDialog>
  );
}
