import { topicOf } from '@timber/contracts';

/** The topic (bounded context) of an event type; a type without one is a programming error. */
export function topicFor(type: string): string {
  const topic = type.includes('.') ? topicOf(type) : '';
  if (topic.length === 0) {
    throw new Error(`event type "${type}" has no topic (expected "<context>.<entity>.<verb>")`);
  }
  return topic;
}
