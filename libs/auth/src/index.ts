export * from './access-token';
export * from './app-token';
export * from './login-rate-limiter';
export * from './password-hasher';
export * from './permissions';
export * from './session-store';
export { keyOf } from './signed-token';
