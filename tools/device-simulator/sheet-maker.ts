import { type DeviceReferences, type DeviceSheet, type MeasuredLogInput } from '@timber/contracts';

export { randomSource } from '@timber/contracts';

/** Lengths yards cut to (m): each is a length class of the GB/T and the other common standards. */
const LENGTHS = [2, 2.2, 2.6, 3, 3.6, 4, 4, 4, 4.2, 5, 6] as const;

const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) {
    throw new Error('nothing to pick from');
  }
  return item;
};

const tenth = (value: number): number => Math.round(value * 10) / 10;

/**
 * One log as a yard scanner reads it: a small end of 12 to 50 cm (mostly 20 to 35), a slightly
 * larger far end, a common length. About `abnormalRate` of the logs come out wrong the ways a
 * device gets them wrong (ends swapped, a zero length, a branch-sized end).
 */
export function makeLog(random: () => number, abnormalRate: number): MeasuredLogInput {
  const small = tenth(Math.min(50, Math.max(12, 27 + (random() + random() + random() - 1.5) * 16)));
  const large = tenth(small + 0.5 + random() * 2.5);
  const lengthM = pick(random, LENGTHS);
  if (random() >= abnormalRate) {
    return { minDiameterCm: small, maxDiameterCm: large, lengthM };
  }
  const fault = Math.floor(random() * 3);
  if (fault === 0) {
    return { minDiameterCm: large, maxDiameterCm: small, lengthM };
  }
  if (fault === 1) {
    return { minDiameterCm: small, maxDiameterCm: large, lengthM: 0 };
  }
  return { minDiameterCm: 1.5, maxDiameterCm: 2, lengthM };
}

export interface SheetOptions {
  logs: number;
  kind: 1 | 2;
  standard: string;
  abnormalRate: number;
}

/** A truck's sheet with the device's references: a wood kind, a location, sometimes a customer. */
export function makeSheet(
  random: () => number,
  references: DeviceReferences,
  options: SheetOptions,
): DeviceSheet {
  const woodKind = pick(random, references.woodKinds);
  const location = pick(random, references.locations);
  const customer =
    references.customers.length > 0 && random() < 0.8 ? pick(random, references.customers) : undefined;
  const plate = `${String.fromCharCode(65 + Math.floor(random() * 26))}${String.fromCharCode(65 + Math.floor(random() * 26))}${Math.floor(1000 + random() * 9000)}`;
  return {
    kind: options.kind,
    standard: options.standard,
    woodKindId: woodKind.id,
    locationId: location.id,
    ...(customer ? { customerId: customer.id } : {}),
    transportNum: plate,
    deviceTime: new Date().toISOString(),
    logs: Array.from({ length: options.logs }, () => makeLog(random, options.abnormalRate)),
  };
}
