import { Injectable } from '@nestjs/common';
import { type EventPayload } from '@timber/contracts';
import { sql, type Transaction } from 'kysely';
import { type IngestDb } from '../ingest-db';

type Trx = Transaction<IngestDb>;
type DeviceChanged = EventPayload<'devices.device.changed'>;

export type ReferenceKind = 'woodKind' | 'location' | 'customer';

/**
 * SQL of ingest's copies of the devices (from devices.device.changed) and of the master data a
 * sheet may name (from inventory.reference.saved/deleted). In withTenant's transaction.
 */
@Injectable()
export class CopiesRepository {
  /**
   * Applies a device change when its revision is newer than the copy's; a deletion stays as a
   * tombstone so an older change arriving later cannot bring the device back. True when applied.
   */
  async applyDevice(trx: Trx, tenantId: string, change: DeviceChanged): Promise<boolean> {
    const applied = await trx
      .insertInto('ingest.devices')
      .values({
        id: change.deviceId,
        tenant_id: tenantId,
        device_no: change.deviceNo,
        device_name: change.deviceName,
        status: change.status,
        standards: change.standards,
        min_diameter_cm: change.minDiameterCm,
        max_diameter_cm: change.maxDiameterCm,
        revision: change.revision,
        deleted: change.deleted,
      })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            device_no: eb.ref('excluded.device_no'),
            device_name: eb.ref('excluded.device_name'),
            status: eb.ref('excluded.status'),
            standards: eb.ref('excluded.standards'),
            min_diameter_cm: eb.ref('excluded.min_diameter_cm'),
            max_diameter_cm: eb.ref('excluded.max_diameter_cm'),
            revision: eb.ref('excluded.revision'),
            deleted: eb.ref('excluded.deleted'),
            updated_at: sql<Date>`now()`,
          }))
          .where('ingest.devices.revision', '<', (eb) => eb.ref('excluded.revision')),
      )
      .returning('id')
      .executeTakeFirst();
    return applied !== undefined;
  }

  async saveReference(
    trx: Trx,
    tenantId: string,
    reference: { kind: ReferenceKind; id: string; name: string },
  ): Promise<void> {
    await trx
      .insertInto('ingest.references')
      .values({ tenant_id: tenantId, ...reference })
      .onConflict((oc) => oc.columns(['tenant_id', 'kind', 'id']).doUpdateSet({ name: reference.name }))
      .execute();
  }

  async deleteReference(trx: Trx, reference: { kind: ReferenceKind; id: string }): Promise<void> {
    await trx
      .deleteFrom('ingest.references')
      .where('kind', '=', reference.kind)
      .where('id', '=', reference.id)
      .execute();
  }

  /** Every wood kind, location and customer of the tenant, by name. */
  async references(trx: Trx): Promise<{ kind: string; id: string; name: string }[]> {
    return trx.selectFrom('ingest.references').select(['kind', 'id', 'name']).orderBy('name').execute();
  }
}
