import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { type FieldError } from './validators';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: FieldError | undefined;
  children: ReactNode;
}

/** A labelled field with its validation message. */
export function FormField({ id, label, required, error, children }: FormFieldProps) {
  const intl = useIntl();
  return (
    <div className="field">
      <label htmlFor={id} className={required ? 'required' : undefined}>
        {label}
      </label>
      {children}
      {error && (
        <small id={`${id}-error`} className="p-error block mt-1" role="alert">
          {intl.formatMessage({ id: error.id }, error.values)}
        </small>
      )}
    </div>
  );
}
