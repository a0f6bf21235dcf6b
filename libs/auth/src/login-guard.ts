import { type CheckCode, DomainError } from '@timber/contracts';
import { type Redis } from 'ioredis';
import { type CheckCodeOptions, CheckCodes, DEFAULT_CHECK_CODE_OPTIONS } from './check-code/check-codes';
import { type CheckCodeState, type LoginAlarm, type LoginAttempt, LoginThrottle } from './login-throttle';
import {
  type Clock,
  DEFAULT_LOGIN_THROTTLE_POLICY,
  type LoginThrottlePolicy,
  systemClock,
} from './login-throttle-policy';

/** The check code a login may carry (its body's `captchaId` and `captcha`). */
export interface LoginCheckCodeAnswer {
  captchaId?: string | undefined;
  captcha?: string | undefined;
}

/** What the login check codes are bound to: a login's code opens no other gate. */
const LOGIN_SUBJECT = 'login';

/**
 * The gate in front of a password check (issue 34): the throttle (LoginThrottle) and, for an
 * account past its failures tried from an address new to it, a picture check code instead of a
 * wait, so a stranger's failures never stop the owner. Past the threshold such a try without a
 * code is answered AUTH.CHECK_CODE_REQUIRED with a picture in the answer's data; a wrong, used
 * or expired code is AUTH.CHECK_CODE_WRONG with the next picture, and counts as a failure.
 * Check codes live under `{keyPrefix}:login:checkcode:`.
 */
export class LoginGuard {
  private readonly throttle: LoginThrottle;
  private readonly checkCodes: CheckCodes;

  constructor(
    redis: Redis,
    policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE_POLICY,
    keyPrefix = 'timber',
    clock: Clock = systemClock,
    checkCodeOptions: CheckCodeOptions = DEFAULT_CHECK_CODE_OPTIONS,
  ) {
    this.throttle = new LoginThrottle(redis, policy, keyPrefix, clock);
    this.checkCodes = new CheckCodes(redis, `${keyPrefix}:login:checkcode`, checkCodeOptions);
  }

  /** A check code for a login from `address` (a few a minute per address). */
  issueCheckCode(address: string): Promise<CheckCode> {
    return this.checkCodes.issue(LOGIN_SUBJECT, address);
  }

  /**
   * The try of `username` from `address` with the check code it carries, counted until it says
   * how it ended (LoginThrottle.admit); `onAlarm` hears of an alarm raised by a wrong code.
   */
  async admit(
    username: string,
    address: string,
    answer: LoginCheckCodeAnswer,
    onAlarm: (alarm: LoginAlarm) => Promise<void> = () => Promise.resolve(),
  ): Promise<LoginAttempt> {
    const state = await this.checkCodeState(answer);
    let attempt: LoginAttempt;
    try {
      attempt = await this.throttle.admit(username, address, state);
    } catch (error) {
      if (error instanceof DomainError && error.key === 'AUTH.CHECK_CODE_REQUIRED') {
        throw new DomainError('AUTH.CHECK_CODE_REQUIRED', {}, await this.issueCheckCode(address));
      }
      throw error;
    }
    if (state === 'wrong') {
      const alarm = await attempt.failed();
      if (alarm) {
        await onAlarm(alarm);
      }
      throw new DomainError('AUTH.CHECK_CODE_WRONG', {}, await this.issueCheckCode(address));
    }
    return attempt;
  }

  private async checkCodeState({ captchaId, captcha }: LoginCheckCodeAnswer): Promise<CheckCodeState> {
    if (captchaId === undefined && captcha === undefined) {
      return 'none';
    }
    if (captchaId === undefined || captcha === undefined) {
      return 'wrong';
    }
    return (await this.checkCodes.take(captchaId, LOGIN_SUBJECT, captcha)) ? 'passed' : 'wrong';
  }
}
