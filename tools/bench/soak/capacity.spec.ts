import { describe, expect, it } from 'vitest';
import { capacityLine, held, soakUsers, stepPlan, type StepResult } from './capacity';

const step = (users: number, p95Ms: number, errors = 0, requests = 10_000): StepResult => ({
  users,
  seconds: 60,
  requests,
  errors,
  p95Ms,
});

describe('the capacity line', () => {
  it('steps users up by the factor, at least one more each step', () => {
    expect(stepPlan(4, 1.5, 5)).toEqual([4, 6, 9, 14, 21]);
    expect(stepPlan(1, 1.1, 3)).toEqual([1, 2, 3]);
  });

  it('holds at p95 300 ms and 0.1 % errors, not past them', () => {
    expect(held(step(10, 300, 10))).toBe(true);
    expect(held(step(10, 301))).toBe(false);
    expect(held(step(10, 100, 11))).toBe(false);
    expect(held(step(10, 0, 0, 0))).toBe(false);
  });

  it('is the last step before the first that failed', () => {
    const line = capacityLine([step(10, 50), step(20, 120), step(40, 280), step(80, 900), step(160, 100)]);
    expect(line).toEqual({ step: step(40, 280), reached: true });
    expect(soakUsers(line!.step)).toBe(28);
  });

  it('is at least the last step when none failed, and none when the first failed', () => {
    expect(capacityLine([step(10, 50), step(20, 60)])).toEqual({ step: step(20, 60), reached: false });
    expect(capacityLine([step(10, 500), step(20, 60)])).toBeUndefined();
  });
});
