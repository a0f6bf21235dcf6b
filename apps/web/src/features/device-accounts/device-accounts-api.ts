import { api } from '../../api/api';
import { type AppUserListApiResponse, type CameraListApiResponse } from '../../api/generated';

/** The calls of the device user, app user and IP camera screens (files go through fetch). */
export const {
  useDeviceUserListQuery,
  useDeviceUserCreateMutation,
  useDeviceUserUpdateMutation,
  useDeviceUserStatusMutation,
  useAppUserListQuery,
  useAppUserCreateMutation,
  useAppUserUpdateMutation,
  useAppUserDeleteMutation,
  useAppUserStatusMutation,
  useCameraListQuery,
  useCameraCreateMutation,
  useCameraUpdateMutation,
  useCameraDeleteMutation,
  useCameraChangeNumberMutation,
} = api;

/** A device user or an app user as the lists give them (§3: the same fields). */
export type Account = AppUserListApiResponse['data']['records'][number];
export type Camera = CameraListApiResponse['data']['records'][number];

/** Refreshes the camera list (after an import added cameras). */
export const refreshCameras = () => api.util.invalidateTags(['cameras']);
