export * from './access-token';
export * from './app-token';
export * from './login-throttle';
export * from './login-throttle-policy';
export * from './password-hasher';
export * from './permissions';
export * from './purpose-token';
export * from './session-store';
export { keyOf } from './signed-token';
