import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type InventoryDb } from '../../../inventory-db';
import { checkCustomStandard } from '../../custom-standard';
import { CustomStandardRepository } from '../../custom-standard.repository';
import { CreateCustomStandardCommand } from './create-custom-standard.command';

@CommandHandler(CreateCustomStandardCommand)
export class CreateCustomStandardHandler implements ICommandHandler<CreateCustomStandardCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly standards: CustomStandardRepository,
  ) {}

  async execute({ definition }: CreateCustomStandardCommand): Promise<{ id: string; code: string }> {
    const checked = checkCustomStandard(definition);
    const { tenantId, userId } = caller();
    const id = randomUUID();
    await withTenant(this.db, tenantId, (trx) =>
      this.standards.insert(trx, { id, tenantId, definition: checked, createdBy: userId }),
    );
    return { id, code: checked.code };
  }
}
