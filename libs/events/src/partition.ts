/**
 * The key an event is routed by on both buses: its tenant and its partition key,
 * `<tenantId>:<partitionKey>` (the Kafka message key; the Redis adapter hashes it to a stream).
 * The events of one aggregate of one tenant share a partition and keep their order; two tenants'
 * aggregates with equal ids (an order's serial number, a tenant-wide key) are spread apart, so
 * one tenant's backlog or poison event does not hold back another's for no reason.
 */
export function routingKey(event: { tenantId: string; partitionKey: string }): string {
  return `${event.tenantId}:${event.partitionKey}`;
}

/**
 * The partition of a key: FNV-1a (32 bit) over the key's UTF-8 bytes, modulo the partition count.
 * Stable across processes, releases and platforms, so every publisher sends one key to one
 * partition and the key's events keep their order.
 */
export function partitionOf(partitionKey: string, partitions: number): number {
  if (!Number.isInteger(partitions) || partitions < 1) {
    throw new Error(`partitionOf: partitions must be a positive integer, got ${partitions}`);
  }
  return fnv1a32(partitionKey) % partitions;
}

export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
