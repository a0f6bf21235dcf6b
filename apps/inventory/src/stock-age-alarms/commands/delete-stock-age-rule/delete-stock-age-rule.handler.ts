import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { StockAgeRepository } from '../../stock-age.repository';
import { DeleteStockAgeRuleCommand } from './delete-stock-age-rule.command';

/** §7 /invalarm/delete/{id}: the rule and its warnings. */
@CommandHandler(DeleteStockAgeRuleCommand)
export class DeleteStockAgeRuleHandler implements ICommandHandler<DeleteStockAgeRuleCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly rules: StockAgeRepository,
  ) {}

  async execute({ id }: DeleteStockAgeRuleCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, (trx) => this.rules.delete(trx, id));
  }
}
