import { type ErrorKey } from '@timber/contracts';

/** Device users (log in on a measuring device) and app users (log in to the mobile app). */
export type AccountKind = 'device' | 'app';

export const ACCOUNT_KINDS: Readonly<
  Record<
    AccountKind,
    { table: 'devices.device_users' | 'devices.app_users'; nameTaken: ErrorKey; notFound: ErrorKey }
  >
> = {
  device: {
    table: 'devices.device_users',
    nameTaken: 'DEVICE_USER.NAME_TAKEN',
    notFound: 'DEVICE_USER.NOT_FOUND',
  },
  app: { table: 'devices.app_users', nameTaken: 'APP_USER.NAME_TAKEN', notFound: 'APP_USER.NOT_FOUND' },
};
