import { type EnrolAnswer, type EnrolmentCode } from '@timber/contracts';
import { type ApiClient } from './api-client';
import { expectEventually } from './eventually';

/**
 * Enrols a device as its user would: the admin asks the BFF for its enrolment link (once ingest
 * has learned of the device from the devices service's event: retried until then), and the device
 * sends the link's code to ingest. Answers the device's credential.
 */
export async function enrolDevice(admin: ApiClient, deviceId: string): Promise<EnrolAnswer> {
  const code = await expectEventually(
    () => admin.ok<EnrolmentCode>('POST', `/device/enrol/${deviceId}`),
    30_000,
    100,
  );
  const link = new URL(code.enrolUrl);
  const enrolled = await fetch(`${link.origin}/v1/enrol`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      deviceNo: link.searchParams.get('deviceNo'),
      code: link.searchParams.get('code'),
    }),
  });
  return ((await enrolled.json()) as { data: EnrolAnswer }).data;
}
