import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type EnrolAnswer } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type IngestDb } from '../../../ingest-db';
import { DeviceCopies } from '../../../shared/device-copies';
import { CredentialsRepository } from '../../credentials.repository';
import { hashSecret, newDeviceToken } from '../../secrets';
import { EnrolDeviceCommand } from './enrol-device.command';

/**
 * A device exchanges its one-time code for a credential (public call). In one transaction: the
 * code is used up, the credential stored as a hash, `ingest.device.enrolled` written. The token
 * is answered once and never stored.
 */
@CommandHandler(EnrolDeviceCommand)
export class EnrolDeviceHandler implements ICommandHandler<EnrolDeviceCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IngestDb>,
    private readonly copies: DeviceCopies,
    private readonly credentials: CredentialsRepository,
  ) {}

  async execute({ input }: EnrolDeviceCommand): Promise<EnrolAnswer> {
    const codeHash = hashSecret(input.code);
    const tenantId = await this.credentials.codeTenant(this.db, codeHash);
    if (!tenantId) {
      throw new DomainError('INGEST.CODE_INVALID');
    }
    const { correlationId } = requestContext();
    return withTenant(this.db, tenantId, async (trx) => {
      const used = await this.credentials.useCode(trx, codeHash);
      if (used === 'expired') {
        throw new DomainError('INGEST.CODE_EXPIRED');
      }
      if (typeof used === 'string') {
        throw new DomainError('INGEST.CODE_INVALID');
      }
      const device = await this.copies.device(trx, used.deviceId);
      if (!device || device.deviceNo !== input.deviceNo) {
        throw new DomainError(device ? 'INGEST.CODE_INVALID' : 'INGEST.DEVICE_NOT_FOUND');
      }
      if (device.status !== 1) {
        throw new DomainError('INGEST.DEVICE_OFF');
      }
      const token = newDeviceToken(tenantId);
      const credentialId = randomUUID();
      await this.credentials.insertCredential(trx, {
        id: credentialId,
        tenantId,
        deviceId: device.id,
        tokenHash: hashSecret(token),
      });
      await writeToOutbox(trx, 'ingest', [
        newEvent(
          'ingest.device.enrolled',
          { deviceId: device.id, deviceNo: device.deviceNo, credentialId },
          { tenantId, correlationId, partitionKey: device.id },
        ),
      ]);
      return { token, deviceId: device.id, deviceNo: device.deviceNo, standards: device.standards };
    });
  }
}
