import { idParamSchema } from '../api/common';
import { enrolmentCodeSchema, revokedCredentialsSchema } from '../api/ingest';
import { type ApiRoute } from './api-route';

/** Enrolment and revocation of a device's credentials (the device-facing API itself is served by ingest). */
export const INGEST_ROUTES = {
  deviceEnrolCode: {
    method: 'POST',
    path: '/device/enrol/:id',
    summary:
      "(chosen) A one-time enrolment code for the device's QR dialog (15 min, single use) and the link that carries it",
    tag: 'devices',
    upstream: 'ingest',
    permission: 'device/list',
    params: idParamSchema,
    data: enrolmentCodeSchema,
  },
  deviceRevoke: {
    method: 'POST',
    path: '/device/revoke/:id',
    summary: '(chosen) Revoke every credential of the device at once: its next call is refused',
    tag: 'devices',
    upstream: 'ingest',
    permission: 'device/list',
    params: idParamSchema,
    data: revokedCredentialsSchema,
  },
} as const satisfies Record<string, ApiRoute>;
