import { Injectable } from '@nestjs/common';
import { DomainError } from '@timber/contracts';
import { findPreset, type StandardDefinition } from '@timber/volume';
import { type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';
import { CustomStandardRepository } from './custom-standard.repository';

/** A standard code as the volume library takes it: a preset's code, or the tenant's own definition. */
@Injectable()
export class StandardResolver {
  constructor(private readonly custom: CustomStandardRepository) {}

  async resolve(trx: Transaction<InventoryDb>, code: string): Promise<string | StandardDefinition> {
    if (findPreset(code)) {
      return code;
    }
    const definition = await this.custom.byCode(trx, code);
    if (!definition) {
      throw new DomainError('STANDARD.UNKNOWN', { code });
    }
    return definition;
  }
}
