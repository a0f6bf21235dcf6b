/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The free trial account offered on the login page; the link is hidden when unset. */
  readonly VITE_TRIAL_USERNAME?: string;
  readonly VITE_TRIAL_PASSWORD?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
