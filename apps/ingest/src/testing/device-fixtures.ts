import { type EnrolAnswer, type EnrolmentCode, type EventPayload } from '@timber/contracts';
import { type ApiClient, DEMO_TENANT_ID, expectEventually } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

export type DeviceChange = EventPayload<'devices.device.changed'>;

/** The demo seed's master data (libs/testing demo-seed). */
export const DEMO_WOOD_KIND = '00000000-0000-4000-8000-000000000301';
export const DEMO_LOCATION = '00000000-0000-4000-8000-000000000400';
export const DEMO_CUSTOMER = '00000000-0000-4000-8000-000000000500';

/**
 * Announces a device as the devices service does: a `devices.device.changed` row in its outbox,
 * which its relay publishes and ingest's consumer copies.
 */
export async function announceDevice(
  adminUrl: string,
  change: Partial<DeviceChange> & { deviceId: string },
  tenantId = DEMO_TENANT_ID,
): Promise<DeviceChange> {
  const payload: DeviceChange = {
    deviceNo: `DEV-${change.deviceId.slice(0, 6)}`,
    deviceName: 'Test scanner',
    status: 1,
    standards: ['ch', 'ch_gd'],
    minDiameterCm: 4,
    maxDiameterCm: 120,
    revision: 1,
    deleted: false,
    ...change,
  };
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      `insert into devices.outbox (event_id, tenant_id, type, version, partition_key, correlation_id, occurred_at, payload)
       values ($1, $2, 'devices.device.changed', 1, $3, $4, now(), $5)`,
      [randomUUID(), tenantId, payload.deviceId, randomUUID(), JSON.stringify(payload)],
    );
  } finally {
    await admin.end();
  }
  return payload;
}

/** An enrolment code for the device, once ingest's copy knows it. */
export function enrolmentCode(user: ApiClient, deviceId: string): Promise<EnrolmentCode> {
  return expectEventually(() => user.ok<EnrolmentCode>('POST', `/device/enrol/${deviceId}`), 15_000, 100);
}

/** A device that enrolled with a fresh code: its token and the base URL of ingest. */
export async function enrolDevice(
  ingestUrl: string,
  user: ApiClient,
  deviceId: string,
): Promise<EnrolAnswer> {
  const code = await enrolmentCode(user, deviceId);
  const response = await fetch(`${ingestUrl}/v1/enrol`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deviceNo: code.deviceNo, code: code.code }),
  });
  const body = (await response.json()) as { code: number; msg: string; data: EnrolAnswer };
  if (body.code !== 0) {
    throw new Error(`enrol answered ${body.code}: ${body.msg}`);
  }
  return body.data;
}

/** A call of the device-facing API with a device token: status, envelope and the raw body text. */
export async function deviceCall<T = unknown>(
  ingestUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; body: { code: number; msg: string; data: T } }> {
  const response = await fetch(`${ingestUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Device ${token}`, lang: 'en', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as { code: number; msg: string; data: T } };
}
