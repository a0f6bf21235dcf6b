import { type RecordMetadata, type TopicMessages } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import { byTopic, MAX_SEND_ROUNDS, type PartitionBatch, sendAcknowledged } from './kafka-acknowledged-send';
import { type EventsLogger, silentLogger } from './logger';

const batch = (topic: string, partition: number, ...values: string[]): PartitionBatch => ({
  topic,
  partition,
  messages: values.map((value) => ({ key: value, partition, value })),
});

const ack = (topicName: string, partition: number, errorCode = 0): RecordMetadata => ({
  topicName,
  partition,
  errorCode,
});

/** A producer's sendBatch that answers each call with the next answer, recording what it was sent. */
function producer(...answers: ((sent: TopicMessages[]) => RecordMetadata[])[]) {
  const calls: TopicMessages[][] = [];
  const send = (sent: TopicMessages[]): Promise<RecordMetadata[]> => {
    calls.push(sent);
    const answer = answers[Math.min(calls.length, answers.length) - 1]!;
    return Promise.resolve(answer(sent));
  };
  return { send, calls };
}

/** Every partition of what was sent, acknowledged. */
const all = (sent: TopicMessages[]): RecordMetadata[] =>
  sent.flatMap(({ topic, messages }) =>
    [...new Set(messages.map((m) => m.partition!))].map((p) => ack(topic, p)),
  );

describe('sending a batch to Kafka until every partition is acknowledged (kafkajs#1798)', () => {
  it('merges the partitions of a topic into one entry, as kafkajs keeps one per topic', () => {
    const merged = byTopic([batch('a', 0, 'x'), batch('b', 1, 'y'), batch('a', 2, 'z')]);
    expect(merged.map(({ topic, messages }) => [topic, messages.map((m) => m.value)])).toEqual([
      ['a', ['x', 'z']],
      ['b', ['y']],
    ]);
  });

  it('sends once when the answer acknowledges every partition', async () => {
    const kafka = producer(all);
    await sendAcknowledged(kafka.send, [batch('a', 0, 'x'), batch('a', 1, 'y')], silentLogger);
    expect(kafka.calls).toHaveLength(1);
  });

  it('sends again only the partitions the answer left out or refused, and says so', async () => {
    const warnings: object[] = [];
    const logger: EventsLogger = { ...silentLogger, warn: (obj) => warnings.push(obj) };
    // the first answer lacks a/1 (a moved leader) and refuses b/0; the second acknowledges both
    const kafka = producer(() => [ack('a', 0), ack('b', 0, 6)], all);
    await sendAcknowledged(kafka.send, [batch('a', 0, 'x'), batch('a', 1, 'y'), batch('b', 0, 'z')], logger);
    expect(kafka.calls).toHaveLength(2);
    expect(kafka.calls[1]!.map(({ topic, messages }) => [topic, messages.map((m) => m.value)])).toEqual([
      ['a', ['y']],
      ['b', ['z']],
    ]);
    expect(warnings).toEqual([{ partitions: ['a/1', 'b/0'], round: 1 }]);
  });

  it('fails, naming the partitions, when Kafka never acknowledges them', async () => {
    const kafka = producer((sent) => all(sent).filter((record) => record.partition !== 3));
    await expect(
      sendAcknowledged(kafka.send, [batch('a', 0, 'x'), batch('a', 3, 'y')], silentLogger),
    ).rejects.toThrow(`Kafka did not acknowledge a/3 after ${MAX_SEND_ROUNDS} sends`);
    expect(kafka.calls).toHaveLength(MAX_SEND_ROUNDS);
  });
});
