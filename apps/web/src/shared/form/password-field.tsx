import { Password } from 'primereact/password';
import { FormField } from './form-field';
import { type FormErrors } from './validators';

/** What a password field reads and changes of its form (useForm). */
interface PasswordForm<F extends string> {
  values: Record<F, string>;
  errors: FormErrors<F>;
  set: (field: F, value: string) => void;
  blur: (field: F) => void;
}

interface PasswordFieldProps<F extends string> {
  form: PasswordForm<F>;
  name: F;
  id: string;
  label: string;
  maxLength: number;
  /** required by default; optional e.g. when editing keeps the password */
  required?: boolean;
  autoComplete?: 'new-password' | 'current-password';
  /** digits only, with the phone's number pad (the H5 password) */
  digits?: boolean;
  testId?: string;
}

/**
 * A form dialog's password field: labelled, masked with a show toggle and no strength meter,
 * checked on blur, its message below it.
 */
export function PasswordField<F extends string>({
  form,
  name,
  id,
  label,
  maxLength,
  required = true,
  autoComplete = 'new-password',
  digits = false,
  testId,
}: PasswordFieldProps<F>) {
  return (
    <FormField id={id} label={label} required={required} error={form.errors[name]}>
      <Password
        inputId={id}
        value={form.values[name]}
        feedback={false}
        toggleMask
        maxLength={maxLength}
        {...(digits ? { keyfilter: 'int', inputMode: 'numeric' } : {})}
        autoComplete={autoComplete}
        invalid={form.errors[name] !== undefined}
        onChange={(event) => form.set(name, event.target.value)}
        onBlur={() => form.blur(name)}
        data-testid={testId}
      />
    </FormField>
  );
}
