import { type WebMessageId } from '@timber/i18n';

/** A validation failure: a message id with its values. */
export interface FieldError {
  id: WebMessageId;
  values?: Record<string, string | number>;
}

export type Rule = (value: string) => FieldError | null;

/** Account names: 4 to 16 letters or digits (spec §5 helper rules). */
export const ACCOUNT_NAME = /^[A-Za-z0-9]{4,16}$/;
/** An e-mail address, as the server checks it (spec §5). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Mainland mobile numbers (spec §5). */
export const MOBILE_PHONE = /^1[3-9]\d{9}$/;

export const required =
  (id: WebMessageId = 'validation.required'): Rule =>
  (value) =>
    value.trim() ? null : { id };

export const maxLength =
  (max: number): Rule =>
  (value) =>
    value.length > max ? { id: 'validation.maxLength', values: { max } } : null;

export const minLength =
  (min: number, id: WebMessageId = 'validation.minLength'): Rule =>
  (value) =>
    value && value.length < min ? { id, values: { min } } : null;

export const matches =
  (pattern: RegExp, id: WebMessageId): Rule =>
  (value) =>
    value && !pattern.test(value) ? { id } : null;

export const sameAs =
  (other: () => string, id: WebMessageId = 'validation.passwordMismatch'): Rule =>
  (value) =>
    value && value !== other() ? { id } : null;

/** The first failing rule's error, or null. */
export function check(value: string, rules: readonly Rule[] = []): FieldError | null {
  for (const rule of rules) {
    const error = rule(value);
    if (error) {
      return error;
    }
  }
  return null;
}

export type FormErrors<F extends string> = Partial<Record<F, FieldError>>;

export function validateAll<F extends string>(
  values: Record<F, string>,
  rules: Partial<Record<F, readonly Rule[]>>,
): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const field of Object.keys(values) as F[]) {
    const error = check(values[field], rules[field]);
    if (error) {
      errors[field] = error;
    }
  }
  return errors;
}

/** A number from min to max (both included); an empty value passes (required is its own rule). */
export const between =
  (min: number, max: number, id: WebMessageId): Rule =>
  (value) => {
    if (!value) {
      return null;
    }
    const number = Number(value);
    return Number.isFinite(number) && number >= min && number <= max ? null : { id, values: { min, max } };
  };
