// The dead-letter stream of a consumer group (`<prefix>:dlq:<group>`): an entry moved there with
// its reason, and the newest ones read back.
import type Redis from 'ioredis';
import type { DeadLetter } from './dead-letter';
import { decodeEnvelope, fieldsToRecord } from './event-codec';
import { parseEntries, type StreamEntry } from './redis-replies';
import { redisKeys, type Settings } from './redis-streams-settings';

/** One entry of a partition's stream that goes to its group's dead-letter stream. */
export interface DeadLetterMove {
  group: string;
  /** the partition's stream the entry was read from */
  stream: string;
  entry: StreamEntry;
  error: string;
  attempts: number;
  /** the entry's field in the group's attempts hash */
  attemptField: string;
}

/**
 * Copies the entry to the group's dead-letter stream with its reason, acknowledges it and forgets
 * its attempts, in one transaction.
 */
export async function moveToDeadLetters(redis: Redis, s: Settings, move: DeadLetterMove): Promise<void> {
  const { group, stream, entry, error, attempts, attemptField: field } = move;
  const record = fieldsToRecord(entry.fields);
  await redis
    .multi()
    .xadd(
      redisKeys.deadLetters(s.prefix, group),
      'MAXLEN',
      '~',
      s.maxLen,
      '*',
      ...entry.fields,
      'error',
      error,
      'attempts',
      attempts,
      'group',
      group,
      'source',
      `${stream}/${entry.id}`,
      'deadLetteredAt',
      new Date().toISOString(),
    )
    .xack(stream, group, entry.id)
    .hdel(redisKeys.attempts(s.prefix, group), field, `${field}:error`)
    .exec();
  s.logger.error(
    { group, eventId: record['eventId'], type: record['type'], attempts, err: error },
    'event moved to the dead-letter stream',
  );
}

/** The newest dead letters of a group, oldest first. */
export async function readDeadLettersOf(
  redis: Redis,
  prefix: string,
  group: string,
  count: number,
): Promise<DeadLetter[]> {
  const raw = await redis.xrevrange(redisKeys.deadLetters(prefix, group), '+', '-', 'COUNT', count);
  return parseEntries(raw)
    .reverse()
    .map((entry) => {
      const record = fieldsToRecord(entry.fields);
      const decoded = decodeEnvelope(record['envelope']);
      return {
        group: record['group'] ?? group,
        source: record['source'] ?? '',
        eventId: record['eventId'] ?? null,
        type: record['type'] ?? null,
        error: record['error'] ?? '',
        attempts: Number(record['attempts'] ?? 0),
        deadLetteredAt: record['deadLetteredAt'] ?? '',
        event: decoded.ok ? decoded.event : null,
        body: record['envelope'] ?? null,
      };
    });
}
