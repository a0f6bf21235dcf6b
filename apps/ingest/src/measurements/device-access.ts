import { Injectable } from '@nestjs/common';
import { DomainError } from '@timber/contracts';
import { type Transaction } from 'kysely';
import { type CredentialCheck, CredentialsRepository } from '../enrolment';
import { type IngestDb } from '../ingest-db';
import { type DeviceCopy } from '../shared/device-copies';
import { type PresentedToken } from './device-token';

/**
 * Checks a device's credential on every call, in the call's own transaction (so a revocation
 * or a switch-off refuses the very next call).
 */
@Injectable()
export class DeviceAccess {
  constructor(private readonly credentials: CredentialsRepository) {}

  /** The device of a valid credential; refuses an unknown, revoked or switched-off one. */
  async device(trx: Transaction<IngestDb>, token: PresentedToken): Promise<DeviceCopy> {
    return this.allowed(await this.credentials.check(trx, token.tokenHash)).device;
  }

  /**
   * The checked credential when it may call; otherwise the refusal. `onKnownDevice` learns the
   * device even when it is refused, so the refusal can be written to its log.
   */
  allowed(
    check: CredentialCheck,
    onKnownDevice: (device: DeviceCopy) => void = () => undefined,
  ): Extract<CredentialCheck, { state: 'valid' }> {
    if (check.state === 'unknown') {
      throw new DomainError('INGEST.CREDENTIAL_INVALID');
    }
    if (check.device) {
      onKnownDevice(check.device);
    }
    if (check.state === 'revoked') {
      throw new DomainError('INGEST.CREDENTIAL_REVOKED');
    }
    if (check.device.status !== 1) {
      throw new DomainError('INGEST.DEVICE_OFF');
    }
    return check;
  }
}
