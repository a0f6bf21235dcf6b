import { type WebMessageId } from '@timber/i18n';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { Password } from 'primereact/password';
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../form/form-field';
import { type FormRules, useForm } from '../../form/use-form';
import { FormDialog, useRowForm } from '../form-dialog';

/** A choice of a select or multi-select field: its value and its label (a message id, or a name from the server). */
export interface MasterOption {
  value: string;
  labelId?: WebMessageId;
  label?: string;
}

/** What a custom field's input gets: the string value and how to change it. */
export interface CustomInput {
  id: string;
  value: string;
  set: (value: string) => void;
  invalid: boolean;
}

/**
 * One field of a master-data form; values are strings ('1'/'0' for a switch, the chosen values
 * joined by commas for a multi-select).
 */
export interface MasterField<F extends string> {
  name: F;
  /** The input's id (label target, browser tests). */
  id: string;
  labelId: WebMessageId;
  kind?: 'text' | 'textarea' | 'switch' | 'password' | 'select' | 'multiselect' | 'custom';
  /** Required always, or only when adding (a password kept on edit, §5). */
  required?: boolean | 'add';
  /** The choices of a select or multi-select. */
  options?: readonly MasterOption[];
  /** The input of a custom field (e.g. a tree of keys). */
  render?: (input: CustomInput) => ReactNode;
  /** A line of help under the field, in this mode only. */
  hint?: { id: WebMessageId; only?: 'add' | 'edit' };
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
  /** The rules; a function of the values may also depend on whether a row is being edited. */
  rules: FormRules<F> | ((values: Record<F, string>, editing: boolean) => FormRules<F>);
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

/** The values trimmed, passwords excepted (a space may be part of one). */
const trimAll = <F extends string>(
  values: Record<F, string>,
  fields: readonly MasterField<F>[],
): Record<F, string> => {
  const kept = new Set<string>(
    fields.filter((field) => field.kind === 'password').map((field) => field.name),
  );
  return Object.fromEntries(
    Object.entries<string>(values).map(([key, value]) => [key, kept.has(key) ? value : value.trim()]),
  ) as Record<F, string>;
};

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
  const { rules } = spec;
  const form = useForm(
    spec.values(null),
    typeof rules === 'function' ? (values: Record<F, string>) => rules(values, editing !== null) : rules,
  );
  const { submitting, serverError, submit } = useRowForm({
    form,
    visible,
    editing,
    valuesOf: spec.values,
    trim: (values) => trimAll(values, spec.fields),
    save: spec.save,
    onHide,
  });

  const mode = editing ? 'edit' : 'add';
  const fields = spec.fields.filter((field) => !field.only || field.only === mode);
  const optionsOf = (field: MasterField<F>) =>
    (field.options ?? []).map((option) => ({
      value: option.value,
      label: option.labelId ? intl.formatMessage({ id: option.labelId }) : (option.label ?? option.value),
    }));
  return (
    <FormDialog
      visible={visible}
      title={<FormattedMessage id={editing ? spec.editTitleId : spec.addTitleId} />}
      onHide={onHide}
      onSubmit={submit}
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
        let input: ReactNode;
        if (field.kind === 'custom' && field.render) {
          input = field.render({
            id: field.id,
            value: form.values[field.name],
            set: (value) => form.set(field.name, value),
            invalid: error !== undefined,
          });
        } else if (field.kind === 'password') {
          input = (
            <Password
              inputId={field.id}
              value={form.values[field.name]}
              feedback={false}
              toggleMask
              maxLength={field.maxLength}
              invalid={error !== undefined}
              onChange={(event) => change(event.target.value)}
              onBlur={() => form.blur(field.name)}
              autoComplete="new-password"
            />
          );
        } else if (field.kind === 'select') {
          input = (
            <Dropdown
              inputId={field.id}
              value={form.values[field.name]}
              options={optionsOf(field)}
              invalid={error !== undefined}
              onChange={(event) => form.set(field.name, String(event.value))}
              onBlur={() => form.blur(field.name)}
            />
          );
        } else if (field.kind === 'multiselect') {
          const chosen = form.values[field.name];
          input = (
            <MultiSelect
              inputId={field.id}
              value={chosen ? chosen.split(',') : []}
              options={optionsOf(field)}
              display="chip"
              filter
              invalid={error !== undefined}
              onChange={(event) => form.set(field.name, (event.value as string[]).join(','))}
              onBlur={() => form.blur(field.name)}
            />
          );
        } else if (field.kind === 'switch') {
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
            required={field.required === true || field.required === mode}
            error={error}
          >
            {input}
            {field.hint && (!field.hint.only || field.hint.only === mode) && (
              <small className="block text-color-secondary mt-1" data-testid={`${field.id}-hint`}>
                <FormattedMessage id={field.hint.id} />
              </small>
            )}
          </FormField>
        );
      })}
    </FormDialog>
  );
}
