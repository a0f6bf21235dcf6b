import { DomainError, type SawingStatsQuery } from '@timber/contracts';
import { requestContext } from '@timber/nest-kit';
import { callerDay } from '../shared/figures';
import { type StatsRange } from './statistics.repository';

/** The range of a statistics query: today (the caller's) by default; an end before the start is refused. */
export function statsRange(query: SawingStatsQuery): StatsRange {
  const today = callerDay(new Date(), requestContext().tzOffsetHours);
  const startDate = query.startDate ?? query.endDate ?? today;
  const endDate = query.endDate ?? (query.startDate ? today : startDate);
  if (endDate < startDate) {
    throw new DomainError('COMMON.VALIDATION', { details: 'endDate' });
  }
  return { startDate, endDate, kind: query.kind };
}
