import { useCallback, useRef, useState } from 'react';
import { check, type FormErrors, type Rule, validateAll } from './validators';

export type FormRules<F extends string> = Partial<Record<F, readonly Rule[]>>;

/**
 * Field values, their errors (checked on blur and on submit) and a reset. Rules may depend on
 * the current values (a confirmation equal to the new password).
 */
export function useForm<F extends string>(
  initial: Record<F, string>,
  rules: FormRules<F> | ((values: Record<F, string>) => FormRules<F>),
) {
  const rulesFor = (values: Record<F, string>): FormRules<F> =>
    typeof rules === 'function' ? rules(values) : rules;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const current = useRef(values);
  current.current = values;

  const set = useCallback((field: F, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  }, []);

  const blur = (field: F) => {
    setErrors((previous) => ({
      ...previous,
      [field]: check(current.current[field], rulesFor(current.current)[field]) ?? undefined,
    }));
  };

  /** Checks every field (after applying `overrides`, e.g. trimmed values); true when all pass. */
  const validate = (overrides: Partial<Record<F, string>> = {}): boolean => {
    if (Object.keys(overrides).length > 0) {
      current.current = { ...current.current, ...overrides };
      setValues(current.current);
    }
    const found = validateAll(current.current, rulesFor(current.current));
    setErrors(found);
    return Object.values(found).every((error) => !error);
  };

  const reset = useCallback((next: Record<F, string>) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, set, blur, validate, reset };
}
