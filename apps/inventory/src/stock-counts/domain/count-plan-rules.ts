import { COUNT_CHECK_STATUS, COUNT_PLAN_STATUS, COUNT_RESULT, DomainError } from '@timber/contracts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The user's calendar day at `now` (yyyy-MM-dd), with the request's time-zone offset in hours. */
export function localDay(now: Date, tzOffsetHours: number): string {
  return new Date(now.getTime() + tzOffsetHours * HOUR_MS).toISOString().slice(0, 10);
}

/**
 * The instant a plan of this day counts the book stock at (§2 "counted against the stock at the
 * plan's time"): the end of the planned day in the user's zone, or now for today. §5 a future
 * day is refused.
 */
export function bookInstant(plannedDay: string, now: Date, tzOffsetHours: number): Date {
  const today = localDay(now, tzOffsetHours);
  if (plannedDay > today) {
    throw new DomainError('COUNT_PLAN.FUTURE_DAY');
  }
  if (plannedDay === today) {
    return now;
  }
  return new Date(Date.parse(`${plannedDay}T00:00:00Z`) + DAY_MS - tzOffsetHours * HOUR_MS);
}

/** A plan's number: PD, the day of creation, the tenant's counter of that day (PD20261120-001). */
export const checkListNo = (day: string, counter: number): string =>
  `PD${day.replaceAll('-', '')}-${String(counter).padStart(3, '0')}`;

/** Counts change only on the plan in progress (§4: a finished plan is final). */
export function assertInProgress(plan: { status: number } | undefined): void {
  if (!plan) {
    throw new DomainError('COUNT_PLAN.NOT_FOUND');
  }
  if (plan.status !== COUNT_PLAN_STATUS.IN_PROGRESS) {
    throw new DomainError('COUNT_PLAN.FINISHED');
  }
}

/** §3 checkStatus from the plan's status and how many of its lines were counted. */
export function checkStatusOf(status: number, countedLines: number): number {
  if (status === COUNT_PLAN_STATUS.FINISHED) {
    return COUNT_CHECK_STATUS.COUNTED;
  }
  return countedLines > 0 ? COUNT_CHECK_STATUS.COUNTING : COUNT_CHECK_STATUS.NOT_COUNTED;
}

/** A line's difference: logs found in excess (profit) and logs missing (loss), never both. */
export function difference(line: { qty: number; checkQty: number }): { profit: number; loss: number } {
  const delta = line.checkQty - line.qty;
  return { profit: Math.max(delta, 0), loss: Math.max(-delta, 0) };
}

/** Whether a line matches the detail's result filter (0 or none: every line). */
export function matchesResult(line: { qty: number; checkQty: number }, result: number | undefined): boolean {
  switch (result) {
    case COUNT_RESULT.EQUAL:
      return line.checkQty === line.qty;
    case COUNT_RESULT.PROFIT:
      return line.checkQty > line.qty;
    case COUNT_RESULT.LOSS:
      return line.checkQty < line.qty;
    default:
      return true;
  }
}

/**
 * The volume of one log counted in excess on a line (ten-thousandths of a m3): the line's book
 * volume per log when it has book logs, else what the standard gives for its diameter and length.
 */
export function excessPieceVolumeE4(
  line: { qty: number; volumeE4: number },
  measured: () => number | null,
): number {
  if (line.qty > 0) {
    return Math.round(line.volumeE4 / line.qty);
  }
  return measured() ?? 0;
}
