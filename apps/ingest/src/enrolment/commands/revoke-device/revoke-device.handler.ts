import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type RevokedCredentials } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IngestDb } from '../../../ingest-db';
import { DeviceCopies } from '../../../shared/device-copies';
import { CredentialsRepository } from '../../credentials.repository';
import { RevokeDeviceCommand } from './revoke-device.command';

/**
 * Revokes every credential of a device and its unused enrolment codes at once, and writes
 * `ingest.device.revoked`: the device's next call is refused (every call checks its credential).
 */
@CommandHandler(RevokeDeviceCommand)
export class RevokeDeviceHandler implements ICommandHandler<RevokeDeviceCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IngestDb>,
    private readonly copies: DeviceCopies,
    private readonly credentials: CredentialsRepository,
  ) {}

  async execute({ deviceId }: RevokeDeviceCommand): Promise<RevokedCredentials> {
    const { tenantId, userId, username } = caller();
    const { correlationId } = requestContext();
    return withTenant(this.db, tenantId, async (trx) => {
      const device = await this.copies.device(trx, deviceId);
      if (!device) {
        throw new DomainError(
          (await this.copies.knowsDevice(trx, deviceId))
            ? 'INGEST.DEVICE_NOT_FOUND'
            : 'INGEST.DEVICE_NOT_READY',
        );
      }
      const revoked = await this.credentials.revokeAll(trx, deviceId);
      await writeToOutbox(trx, 'ingest', [
        newEvent(
          'ingest.device.revoked',
          { deviceId, deviceNo: device.deviceNo, actorId: userId, actorName: username },
          { tenantId, correlationId, partitionKey: deviceId },
        ),
      ]);
      return { revoked };
    });
  }
}
