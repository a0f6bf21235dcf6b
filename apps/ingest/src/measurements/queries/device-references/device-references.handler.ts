import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DeviceReferences } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { CopiesRepository } from '../../../copies';
import { type IngestDb } from '../../../ingest-db';
import { DeviceAccess } from '../../device-access';
import { DeviceReferencesQuery } from './device-references.query';

/** GET /v1/references: the device's standards and the tenant's wood kinds, locations and customers. */
@QueryHandler(DeviceReferencesQuery)
export class DeviceReferencesHandler implements IQueryHandler<DeviceReferencesQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IngestDb>,
    private readonly access: DeviceAccess,
    private readonly copies: CopiesRepository,
  ) {}

  async execute({ token }: DeviceReferencesQuery): Promise<DeviceReferences> {
    return withTenant(this.db, token.tenantId, async (trx) => {
      const device = await this.access.device(trx, token);
      const references = await this.copies.references(trx);
      const of = (kind: string) =>
        references.filter((r) => r.kind === kind).map((r) => ({ id: r.id, name: r.name }));
      return {
        standards: device.standards,
        woodKinds: of('woodKind'),
        locations: of('location'),
        customers: of('customer'),
      };
    });
  }
}
