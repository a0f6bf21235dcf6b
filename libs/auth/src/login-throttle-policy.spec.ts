import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOGIN_THROTTLE_POLICY,
  type LoginThrottlePolicy,
  pairDelaySchedule,
  pairDelaySeconds,
  waitSeconds,
} from './login-throttle-policy';

const policy = (overrides: Partial<LoginThrottlePolicy>): LoginThrottlePolicy => ({
  ...DEFAULT_LOGIN_THROTTLE_POLICY,
  ...overrides,
});

describe('pairDelaySeconds: a pair waits after its free failures, doubling up to the cap', () => {
  it.each([
    // failures, seconds (defaults: 5 free, then 2 s doubled, cap 900 s)
    [0, 0],
    [1, 0],
    [4, 0],
    [5, 2],
    [6, 4],
    [7, 8],
    [8, 16],
    [9, 32],
    [10, 64],
    [11, 128],
    [12, 256],
    [13, 512],
    [14, 900],
    [15, 900],
    [40, 900],
    [5000, 900],
  ])('%i failures → %i s', (failures, seconds) => {
    expect(pairDelaySeconds(failures, DEFAULT_LOGIN_THROTTLE_POLICY)).toBe(seconds);
  });

  it.each([
    // free, base, cap, failures, seconds
    [0, 1, 60, 0, 1],
    [0, 1, 60, 5, 32],
    [0, 1, 60, 6, 60],
    [3, 5, 30, 2, 0],
    [3, 5, 30, 3, 5],
    [3, 5, 30, 4, 10],
    [3, 5, 30, 5, 20],
    [3, 5, 30, 6, 30],
    [1, 7, 7, 1, 7],
    [1, 7, 7, 9, 7],
  ])('%i free, %i s base, %i s cap: %i failures → %i s', (free, base, cap, failures, seconds) => {
    const p = policy({ pairFreeFailures: free, pairBaseDelaySeconds: base, pairMaxDelaySeconds: cap });
    expect(pairDelaySeconds(failures, p)).toBe(seconds);
  });
});

describe('pairDelaySchedule: every count until the cap, each as pairDelaySeconds says', () => {
  it.each([
    [DEFAULT_LOGIN_THROTTLE_POLICY, [0, 0, 0, 0, 0, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]],
    [policy({ pairFreeFailures: 0, pairBaseDelaySeconds: 1, pairMaxDelaySeconds: 4 }), [1, 2, 4]],
    [policy({ pairFreeFailures: 2, pairBaseDelaySeconds: 3, pairMaxDelaySeconds: 3 }), [0, 0, 3]],
    // a pair that never waits ends its schedule instead of looping
    [policy({ pairFreeFailures: 2, pairBaseDelaySeconds: 0 }), [0, 0, 0]],
  ])('%#', (p, schedule) => {
    expect(pairDelaySchedule(p)).toEqual(schedule);
    schedule.forEach((seconds, failures) => expect(pairDelaySeconds(failures, p)).toBe(seconds));
  });
});

describe('waitSeconds', () => {
  it.each([
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [4500, 5],
    [900_000, 900],
  ])('%i ms → %i s', (ms, seconds) => {
    expect(waitSeconds(ms)).toBe(seconds);
  });
});
