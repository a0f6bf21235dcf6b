import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type InventoryDb } from '../../../inventory-db';
import { raiseStockAgeAlarms } from '../../stock-age-alarm-events';
import { StockAgeRepository } from '../../stock-age.repository';
import { CreateStockAgeRuleCommand } from './create-stock-age-rule.command';

/**
 * §7 /invalarm/save: the rule, and at once the stock rows it fires for (their warnings and
 * inventory.stock-age.alarmed events), in one transaction. Answers how many rows it fires for.
 */
@CommandHandler(CreateStockAgeRuleCommand)
export class CreateStockAgeRuleHandler implements ICommandHandler<CreateStockAgeRuleCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly rules: StockAgeRepository,
  ) {}

  async execute({ input }: CreateStockAgeRuleCommand): Promise<{ id: string; firing: number }> {
    const { tenantId, userId } = caller();
    const { correlationId } = requestContext();
    const id = randomUUID();
    const crossings = await withTenant(this.db, tenantId, async (trx) => {
      await this.rules.insert(trx, { ...input, id, tenantId, createdBy: userId });
      const crossed = await this.rules.evaluate(trx, tenantId);
      await raiseStockAgeAlarms(trx, tenantId, correlationId, crossed);
      return crossed;
    });
    return { id, firing: crossings.filter((crossing) => crossing.ruleId === id).length };
  }
}
