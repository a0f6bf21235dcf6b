/** Milliseconds since the epoch; tests pass their own to move time without waiting. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/**
 * How failed logins slow the next ones down (OWASP Authentication Cheat Sheet: throttle, never
 * lock out the owner). Three counts, each of failures only:
 *
 * - one account from one address (the pair): the first `pairFreeFailures` are answered at once,
 *   then each further try waits `pairBaseDelaySeconds`, doubled at every failure, up to
 *   `pairMaxDelaySeconds`; a success from the pair clears it, and it is forgotten
 *   `pairForgetSeconds` after its last failure;
 * - one address over every account: `addressMaxFailures` in `windowSeconds` make the address wait
 *   for the end of its window (one address spraying many accounts);
 * - one account from every address: past `accountMaxFailures` in `windowSeconds` a try from an
 *   address the account has not signed in from lately (`knownAddressSeconds`) must pass a picture
 *   check code (issue 34: never a wait, which a stranger failing every few seconds would make
 *   endless for the owner on a new address); this stops guessing from many addresses without
 *   locking out the owner, whose known addresses go on as before; crossing it raises the
 *   account's alarm, once a window.
 */
export interface LoginThrottlePolicy {
  pairFreeFailures: number;
  pairBaseDelaySeconds: number;
  pairMaxDelaySeconds: number;
  pairForgetSeconds: number;
  windowSeconds: number;
  addressMaxFailures: number;
  accountMaxFailures: number;
  knownAddressSeconds: number;
}

export const DEFAULT_LOGIN_THROTTLE_POLICY: LoginThrottlePolicy = {
  pairFreeFailures: 5,
  pairBaseDelaySeconds: 2,
  pairMaxDelaySeconds: 900,
  pairForgetSeconds: 24 * 3600,
  windowSeconds: 900,
  addressMaxFailures: 30,
  accountMaxFailures: 10,
  knownAddressSeconds: 30 * 24 * 3600,
};

/** Seconds a pair with this many failures waits after its last one before its next try. */
export function pairDelaySeconds(failures: number, policy: LoginThrottlePolicy): number {
  if (failures < policy.pairFreeFailures) {
    return 0;
  }
  const doublings = failures - policy.pairFreeFailures;
  return Math.min(policy.pairBaseDelaySeconds * 2 ** doublings, policy.pairMaxDelaySeconds);
}

/**
 * The pair's delays by failure count, from 0 failures to the first that reaches the cap (every
 * count beyond waits as the last): what the Redis script looks up.
 */
export function pairDelaySchedule(policy: LoginThrottlePolicy): number[] {
  const schedule: number[] = [];
  for (let failures = 0; ; failures++) {
    const delay = pairDelaySeconds(failures, policy);
    schedule.push(delay);
    const grows = failures < policy.pairFreeFailures || delay > 0;
    if (delay >= policy.pairMaxDelaySeconds || !grows) {
      return schedule;
    }
  }
}

/** A wait in milliseconds as the seconds to tell the caller: whole seconds, never 0. */
export const waitSeconds = (milliseconds: number): number => Math.max(1, Math.ceil(milliseconds / 1000));
