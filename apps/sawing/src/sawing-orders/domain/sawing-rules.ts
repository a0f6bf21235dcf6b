import { DomainError, SAWING_MAX_BOARD_MM, SAWING_STATE, type SawingSpecInput } from '@timber/contracts';
import { type BoardSpec, e4ToThousandths, formatThousandths, MAX_BOARD_LENGTH_M } from '@timber/volume';

// The rules of sawing orders (spec §4 Sawing order state, §5 Sawing order dialog), free of any
// framework: what may be done to an order in which state, and what a specification must hold.

/** A specification that passed the rules: sizes present and in range, length in whole cm. */
export interface ValidSpec extends BoardSpec {
  id?: string | undefined;
  lastBlocks: number;
  woodGrade: number;
}

/** What the rules need of an order. */
export interface OrderState {
  orderNo: string;
  state: number;
  benchId: string;
}

/**
 * Checks the specifications in order and names the first refused one (1-based, §5): sizes and
 * piece count present ('spec N parameters incomplete'), length, width and thickness above zero
 * (width and thickness at most SAWING_MAX_BOARD_MM), length at most 15 m.
 */
export function validSpecs(specs: readonly SawingSpecInput[]): ValidSpec[] {
  return specs.map((spec, index) => {
    const n = index + 1;
    const { L, W, H, B } = spec;
    if (L === undefined || L === null || W === undefined || W === null || H === undefined || H === null) {
      throw new DomainError('SAWING.SPEC_INCOMPLETE', { n });
    }
    if (B === undefined || B === null) {
      throw new DomainError('SAWING.SPEC_INCOMPLETE', { n });
    }
    if (L > MAX_BOARD_LENGTH_M) {
      throw new DomainError('SAWING.SPEC_TOO_LONG', { n });
    }
    const lengthM = Math.round(L * 100) / 100;
    if (lengthM <= 0 || W <= 0 || H <= 0 || W > SAWING_MAX_BOARD_MM || H > SAWING_MAX_BOARD_MM || B < 0) {
      throw new DomainError('SAWING.SPEC_SIZE', { n });
    }
    return {
      id: spec.id,
      lengthM,
      widthMm: W,
      thicknessMm: H,
      pieces: B,
      lastBlocks: spec.lastBlocks,
      woodGrade: spec.woodGrade,
    };
  });
}

/** Only an open order (state 0) is edited, closed, merged or given logs. */
export function assertOpen(order: OrderState): void {
  if (order.state !== SAWING_STATE.OPEN) {
    throw new DomainError('SAWING.NOT_OPEN', { orderNo: order.orderNo });
  }
}

/**
 * Outturn over 100 % is refused: boards of more volume than the logs they were sawn from. An
 * order without logs yet has no outturn to check (its logs may be entered later).
 */
export function assertOutturn(boardE4: number, logE4: number): void {
  if (logE4 > 0 && boardE4 > logE4) {
    throw new DomainError('SAWING.OUTTURN_OVER_100', {
      woodVol: formatThousandths(e4ToThousandths(boardE4)),
      logVol: formatThousandths(e4ToThousandths(logE4)),
    });
  }
}

/**
 * Open orders of one machine merge (§4: only state 0 rows can be selected): returns the one that
 * keeps them, the oldest (the list's first), and the others, which become state 2.
 */
export function mergePlan<T extends OrderState>(orders: readonly T[]): { parent: T; merged: T[] } {
  for (const order of orders) {
    assertOpen(order);
  }
  const [parent, ...merged] = orders;
  if (!parent || merged.length === 0) {
    throw new DomainError('COMMON.VALIDATION', { details: 'orderids' });
  }
  if (merged.some((order) => order.benchId !== parent.benchId)) {
    throw new DomainError('SAWING.MERGE_MACHINES');
  }
  return { parent, merged };
}

/** Split (restore a merged order): state 2 only. */
export function assertMerged(order: OrderState): void {
  if (order.state !== SAWING_STATE.MERGED) {
    throw new DomainError('SAWING.NOT_MERGED', { orderNo: order.orderNo });
  }
}

/** Restore: a deleted order only (a merged one is split, §4), back to open. */
export function assertDeleted(order: OrderState): void {
  if (order.state !== SAWING_STATE.DELETED) {
    throw new DomainError('SAWING.NOT_DELETED', { orderNo: order.orderNo });
  }
}

/**
 * Reopen (§7 rtd, read as "return to doing"; the mobile page's cancel-close): a closed order only,
 * back to open. An open, merged or deleted one is refused naming it.
 */
export function assertClosed(order: OrderState): void {
  if (order.state !== SAWING_STATE.CLOSED) {
    throw new DomainError('SAWING.NOT_CLOSED', { orderNo: order.orderNo });
  }
}

/**
 * §4 "Mobile cancel-close saves the first spec with zero pieces and zero last-log class": what the
 * specifications of an order become when its close is cancelled on the phone (the first one, its
 * sizes and grade kept, nothing counted; the others dropped).
 */
export const cancelCloseSpecs = (specs: readonly ValidSpec[]): ValidSpec[] =>
  specs.slice(0, 1).map((first) => ({ ...first, pieces: 0, lastBlocks: 0 }));

/** Delete: an open or closed order that holds no merged order. */
export function assertDeletable(order: OrderState, mergedCount: number): void {
  if (order.state !== SAWING_STATE.OPEN && order.state !== SAWING_STATE.CLOSED) {
    throw new DomainError('SAWING.NOT_DELETABLE', { orderNo: order.orderNo });
  }
  if (mergedCount > 0) {
    throw new DomainError('SAWING.HAS_MERGED', { orderNo: order.orderNo });
  }
}

/** Order numbers: JG{yyyyMMdd}-{nnnn} of the cutting day, 1-based per tenant and day. */
export const sawingOrderNumber = (day: string, n: number): string =>
  `JG${day.replaceAll('-', '')}-${String(n).padStart(4, '0')}`;
