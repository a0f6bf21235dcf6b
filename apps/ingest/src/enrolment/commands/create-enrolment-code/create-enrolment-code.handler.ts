import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type EnrolmentCode } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { INGEST_CONFIG, type IngestConfig, ingestPublicUrl } from '../../../config';
import { type IngestDb } from '../../../ingest-db';
import { DeviceCopies } from '../../../shared/device-copies';
import { CredentialsRepository } from '../../credentials.repository';
import { hashSecret, newEnrolmentCode } from '../../secrets';
import { CreateEnrolmentCodeCommand } from './create-enrolment-code.command';

/**
 * The QR dialog's one-time code for a device ingest knows: random, stored only as a hash, valid
 * for ENROL_CODE_TTL_MINUTES and usable once. A device registered a moment ago may not have
 * reached ingest's copy yet: that is a clear "try again" refusal, not a missing device.
 */
@CommandHandler(CreateEnrolmentCodeCommand)
export class CreateEnrolmentCodeHandler implements ICommandHandler<CreateEnrolmentCodeCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IngestDb>,
    @Inject(INGEST_CONFIG) private readonly config: IngestConfig,
    private readonly copies: DeviceCopies,
    private readonly credentials: CredentialsRepository,
  ) {}

  async execute({ deviceId }: CreateEnrolmentCodeCommand): Promise<EnrolmentCode> {
    const { tenantId, userId } = caller();
    return withTenant(this.db, tenantId, async (trx) => {
      const device = await this.copies.device(trx, deviceId);
      if (!device) {
        throw new DomainError(
          (await this.copies.knowsDevice(trx, deviceId))
            ? 'INGEST.DEVICE_NOT_FOUND'
            : 'INGEST.DEVICE_NOT_READY',
        );
      }
      const code = newEnrolmentCode();
      const expiresAt = new Date(Date.now() + this.config.ENROL_CODE_TTL_MINUTES * 60_000);
      await this.credentials.insertCode(trx, {
        id: randomUUID(),
        tenantId,
        deviceId,
        codeHash: hashSecret(code),
        expiresAt,
        createdBy: userId,
      });
      const query = new URLSearchParams({ deviceNo: device.deviceNo, code });
      return {
        deviceNo: device.deviceNo,
        code,
        expiresAt: expiresAt.toISOString(),
        enrolUrl: `${ingestPublicUrl(this.config)}/v1/enrol?${query.toString()}`,
      };
    });
  }
}
