import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { tenantHandler } from '../../../shared/tenant-handler';
import { CountPlanRepository } from '../../count-plan.repository';
import { assertInProgress } from '../../domain/count-plan-rules';
import { CountLineCommand } from './count-line.command';

/**
 * The count of one line (chosen /inv/check/detail/count) and §4 clearing a line's count data
 * (§7 /inv/check/detail/delete/{diaId}: its count becomes 0). Only on a plan in progress.
 */
@CommandHandler(CountLineCommand)
export class CountLineHandler
  extends tenantHandler(CountPlanRepository, async (plans, trx, { lineId, checkQty }: CountLineCommand) => {
    const line = await plans.lockLine(trx, lineId);
    if (!line) {
      throw new DomainError('COUNT_LINE.NOT_FOUND');
    }
    assertInProgress(line);
    await plans.setCount(trx, lineId, checkQty ?? 0, checkQty !== null);
  })
  implements ICommandHandler<CountLineCommand> {}
