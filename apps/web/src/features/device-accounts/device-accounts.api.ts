import { type RowOf } from '../../api/row-of';
import {
  type AppUserListApiResponse,
  type CameraListApiResponse,
  deviceAccountsGeneratedApi,
} from './device-accounts.api.generated';

/** The calls of the device user, app user and IP camera screens (files go through fetch). */
export * from './device-accounts.api.generated';

/** A device user or an app user as the lists give them (§3: the same fields). */
export type Account = RowOf<AppUserListApiResponse>;
export type Camera = RowOf<CameraListApiResponse>;

/** Refreshes the camera list (after an import added cameras). */
export const refreshCameras = () => deviceAccountsGeneratedApi.util.invalidateTags(['cameras']);
