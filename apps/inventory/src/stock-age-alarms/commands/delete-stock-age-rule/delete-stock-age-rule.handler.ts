import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { StockAgeRepository } from '../../stock-age.repository';
import { DeleteStockAgeRuleCommand } from './delete-stock-age-rule.command';

/** §7 /invalarm/delete/{id}: the rule and its warnings. */
@CommandHandler(DeleteStockAgeRuleCommand)
export class DeleteStockAgeRuleHandler
  extends tenantHandler(StockAgeRepository, (rules, trx, { id }: DeleteStockAgeRuleCommand) =>
    rules.delete(trx, id),
  )
  implements ICommandHandler<DeleteStockAgeRuleCommand> {}
