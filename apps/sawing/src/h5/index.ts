export { SetH5PasswordCommand } from './commands/set-h5-password/set-h5-password.command';
export { H5Module } from './h5.module';
