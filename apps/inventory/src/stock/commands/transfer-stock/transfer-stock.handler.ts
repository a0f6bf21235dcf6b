import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { assertReference } from '../../../shared/reference-check';
import { StockPieceRepository } from '../../stock-piece.repository';
import { StockRepository } from '../../stock.repository';
import { TransferStockCommand } from './transfer-stock.command';

/**
 * §2 warehouse move: the whole stock row goes to another warehouse (same wood kind), added to
 * what lies there, its pieces with it, in one transaction with both rows locked.
 */
@CommandHandler(TransferStockCommand)
export class TransferStockHandler implements ICommandHandler<TransferStockCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly stock: StockRepository,
    private readonly pieces: StockPieceRepository,
  ) {}

  async execute({ stockId, locationId }: TransferStockCommand): Promise<void> {
    const { tenantId } = caller();
    await withTenant(this.db, tenantId, async (trx) => {
      const source = await this.stock.lockById(trx, stockId);
      if (!source || (source.quantity === 0 && source.volumeE4 === 0)) {
        throw new DomainError('STOCK.NOT_FOUND');
      }
      if (source.locationId === locationId) {
        throw new DomainError('STOCK.SAME_LOCATION');
      }
      await assertReference(trx, 'location', locationId);
      const target = await this.stock.lock(trx, tenantId, locationId, source.woodKindId);
      await this.stock.set(trx, target.id, {
        quantity: target.quantity + source.quantity,
        volumeE4: target.volumeE4 + source.volumeE4,
      });
      await this.stock.set(trx, source.id, { quantity: 0, volumeE4: 0 });
      // the logs go with it: the destination's pieces grow by exactly the quantity moved
      const moved = await this.pieces.moveAll(trx, source.id, target.id);
      if (moved !== source.quantity) {
        throw new DomainError('STOCK.PIECES_OUT_OF_STEP');
      }
    });
  }
}
