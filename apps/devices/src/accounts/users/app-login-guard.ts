import { type Provider } from '@nestjs/common';
import { LoginGuard } from '@timber/auth';
import { REDIS } from '@timber/nest-kit';
import { type Redis } from 'ioredis';
import { DEVICES_CONFIG, type DevicesConfig } from '../../config';

/**
 * The app users' login gate (LoginGuard, its default policy): failures counted apart from the
 * back office's (keys under `{EVENT_STREAM_PREFIX}:app:login:`), check codes of its own.
 */
export const APP_LOGIN_GUARD = Symbol('APP_LOGIN_GUARD');

export const appLoginGuardProvider: Provider = {
  provide: APP_LOGIN_GUARD,
  useFactory: (config: DevicesConfig, redis: Redis) =>
    new LoginGuard(redis, undefined, `${config.EVENT_STREAM_PREFIX}:app`),
  inject: [DEVICES_CONFIG, REDIS],
};
