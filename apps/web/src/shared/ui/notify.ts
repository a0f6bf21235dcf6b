/**
 * Messages shown by the global toast (spec §8): errors stay 5 s. Works outside React, so the
 * API layer can report errors; <Notifications/> renders them.
 */
export type NoticeSeverity = 'success' | 'info' | 'warn' | 'error';

export interface Notice {
  severity: NoticeSeverity;
  detail: string;
  life: number;
}

export const ERROR_TOAST_MS = 5000;
const DEFAULT_LIFE_MS = 3000;

type Listener = (notice: Notice) => void;
const listeners = new Set<Listener>();

export function onNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const emit = (severity: NoticeSeverity, detail: string, life: number): void => {
  for (const listener of listeners) {
    listener({ severity, detail, life });
  }
};

export const notify = {
  success: (detail: string): void => emit('success', detail, DEFAULT_LIFE_MS),
  info: (detail: string): void => emit('info', detail, DEFAULT_LIFE_MS),
  warn: (detail: string): void => emit('warn', detail, DEFAULT_LIFE_MS),
  error: (detail: string): void => emit('error', detail, ERROR_TOAST_MS),
};

type PromptListener = () => void;
const loginInvalidListeners = new Set<PromptListener>();

/** The "login status invalid" prompt (codes 401001, 401008, 50014). */
export function onLoginInvalid(listener: PromptListener): () => void {
  loginInvalidListeners.add(listener);
  return () => loginInvalidListeners.delete(listener);
}

export function promptLoginInvalid(): void {
  for (const listener of loginInvalidListeners) {
    listener();
  }
}
