import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { BenchRepository } from '../benches';
import { SAWING_CONFIG, type SawingConfig } from '../config';
import { type SawingDb } from '../sawing-db';
import { SawingOrderRepository } from '../sawing-orders';
import { readBenchToken } from '../shared/floor-links';
import { LinkGenerationRepository } from '../shared/link-generation.repository';

/** A bench as the floor pages work on it. */
export interface FloorBench {
  id: string;
  machineNo: string;
  name: string;
}

/** A bench's signed link as the mobile page sends it (§2 cusNo, machineNo, and the signature). */
export interface BenchLink {
  cusNo: string;
  machineNo: string;
  sign: string;
}

/**
 * Who works on one bench's orders from the floor: the bench's signed link (the mobile page, no
 * login) or the mobile app's token (its tenant, the machine number it names). Either way the
 * request then runs as that tenant, and an order is touched only when it is that bench's.
 */
@Injectable()
export class BenchFloor {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    @Inject(SAWING_CONFIG) private readonly config: SawingConfig,
    private readonly benches: BenchRepository,
    private readonly orders: SawingOrderRepository,
    private readonly generations: LinkGenerationRepository,
  ) {}

  /**
   * The link's bench, the request then running as its tenant (the commands' caller is the bench):
   * a link altered, of another tenant or of a bench no longer there is SAWING.LINK_INVALID, one
   * of a revoked generation SAWING.LINK_REVOKED.
   */
  async openLink(link: BenchLink): Promise<FloorBench> {
    const signed = readBenchToken(this.config.SHARE_TOKEN_SECRET, link.sign, link.cusNo, link.machineNo);
    const { tenantId } = signed;
    const bench = await withTenant(this.db, tenantId, async (trx) => {
      await this.generations.assertCurrent(trx, signed);
      return this.benches.findLiveByNo(trx, link.machineNo);
    });
    if (!bench) {
      throw new DomainError('SAWING.LINK_INVALID');
    }
    Object.assign(requestContext(), {
      tenantId,
      userId: bench.id,
      username: `bench ${bench.machine_no}`,
    });
    return { id: bench.id, machineNo: bench.machine_no, name: bench.name };
  }

  /** The app token's tenant's live bench of a machine number, else SAWING.BENCH_NOT_FOUND. */
  async appBench(machineNo: string): Promise<FloorBench> {
    const bench = await this.find(caller().tenantId, machineNo);
    if (!bench) {
      throw new DomainError('SAWING.BENCH_NOT_FOUND');
    }
    return bench;
  }

  /**
   * The orders, each of them one of the bench's (an unknown one SAWING.NOT_FOUND, another bench's
   * SAWING.OTHER_BENCH), with their cutting days.
   */
  ordersOf(bench: FloorBench, ids: readonly string[]): Promise<{ id: string; cuttingDate: string }[]> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const found = [];
      for (const id of ids) {
        const order = await this.orders.find(trx, id);
        if (order.machineNo !== bench.machineNo) {
          throw new DomainError('SAWING.OTHER_BENCH');
        }
        found.push(order);
      }
      return found;
    });
  }

  private async find(tenantId: string, machineNo: string): Promise<FloorBench | undefined> {
    const row = await withTenant(this.db, tenantId, (trx) => this.benches.findLiveByNo(trx, machineNo));
    return row && { id: row.id, machineNo: row.machine_no, name: row.name };
  }
}
