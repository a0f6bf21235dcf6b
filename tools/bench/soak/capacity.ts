/** The line a step must hold (issue 42): p95 at most 300 ms and at most 0.1 % errors. */
export const CAPACITY_LIMITS = { p95Ms: 300, errorRate: 0.001 } as const;

/** The share of capacity the soak runs at. */
export const SOAK_SHARE = 0.7;

/** What one step of users measured. */
export interface StepResult {
  users: number;
  seconds: number;
  requests: number;
  errors: number;
  p95Ms: number;
}

export const requestsPerSecond = (step: StepResult): number => step.requests / Math.max(step.seconds, 1e-9);
export const errorRate = (step: StepResult): number => step.errors / Math.max(step.requests, 1);

/** Whether a step held the line; a step that answered nothing did not. */
export function held(step: StepResult, limits = CAPACITY_LIMITS): boolean {
  return step.requests > 0 && step.p95Ms <= limits.p95Ms && errorRate(step) <= limits.errorRate;
}

/**
 * The users of each step: `start`, then each step `factor` times the last (at least one more),
 * `steps` in all. Stepping stops earlier once a step fails (capacityLine).
 */
export function stepPlan(start: number, factor: number, steps: number): number[] {
  const plan: number[] = [];
  let users = Math.max(1, Math.round(start));
  for (let index = 0; index < steps; index++) {
    plan.push(users);
    users = Math.max(users + 1, Math.round(users * factor));
  }
  return plan;
}

/**
 * The capacity line: the last step that held before the first that did not (later steps are not
 * run). `reached` says whether a step failed; when none did the line is at least the last step.
 * Undefined when the first step already failed.
 */
export function capacityLine(
  steps: readonly StepResult[],
): { step: StepResult; reached: boolean } | undefined {
  const failed = steps.findIndex((step) => !held(step));
  if (failed === 0) {
    return undefined;
  }
  const step = steps[failed === -1 ? steps.length - 1 : failed - 1];
  return step ? { step, reached: failed !== -1 } : undefined;
}

/** The users of the soak: 70 % of the line's, at least one. */
export const soakUsers = (line: StepResult): number => Math.max(1, Math.floor(line.users * SOAK_SHARE));
