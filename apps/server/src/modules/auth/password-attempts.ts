import { type ErrorCode, LIMITS } from '@fortuna/shared';
import type { MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';
import type { AuthFailureRepository } from './auth-failure.repository';
import type { CaptchaService } from './captcha.service';
import { verifyPassword } from './password';

/** One check of a login password, by whoever asks for it (login, new address, old password, operator). */
export type PasswordAttempt = {
  merchant: MerchantRow;
  ip: string;
  /** Whose password: a member's username, or `operator:<username>` (failures are kept per name). */
  account: string;
  /** The stored hash; null for an unknown account, which is checked (and fails) the same way. */
  stored: string | null;
  password: string;
  captchaId?: string | undefined;
  captcha?: string | undefined;
  /** The code a wrong password is answered with; its value says whether the next try needs the captcha. */
  wrong: ErrorCode;
};

/**
 * Every check of a login password goes through here, so guesses count against one set of limits
 * wherever they are made (OWASP ASVS V2.2.1), measured from `auth_failure`:
 * - an address makes at most `login_limit_per_ip` checks in 5 minutes (`login_too_many_attempts`);
 * - an account fails at most `login_limit_per_account` times in 5 minutes from one address; other
 *   addresses are not held back, so no one can lock a member out by failing on purpose;
 * - once an account, or an address, has `captcha_after_failures` failures in 30 minutes, every
 *   check of it needs a solved captcha (`captcha_required` / `captcha_incorrect`, value
 *   `{ captcha: true }`), from every address: a guesser spread over many addresses pays a captcha
 *   per guess, while the right password with a solved captcha always gets through.
 */
export function createPasswordAttempts(deps: { failures: AuthFailureRepository; limiter: RateLimiter; captcha: CaptchaService }) {
  const { failures, limiter, captcha } = deps;
  const retry = { retryAfterMinutes: LIMITS.loginRetryAfterMinutes };

  return {
    /** Checks a login password under the shared limits; throws `attempt.wrong` with `{ captcha }` when it is wrong. */
    async check(attempt: PasswordAttempt): Promise<void> {
      const { merchant, ip } = attempt;
      const account = attempt.account.toLowerCase();
      await limiter.enforce(`login:ip:${merchant.id}:${ip}`, merchant.login_limit_per_ip, 300, 'login_too_many_attempts', retry);
      const own = await failures.open(merchant.id, account, ip);
      const seen = await failures.around(merchant.id, account, ip, own);
      if (seen.byPair >= merchant.login_limit_per_account) {
        await failures.drop(own);
        throw new AppError('login_too_many_attempts', retry);
      }
      const failed = Math.max(seen.byAccount, seen.byIp);
      if (failed >= merchant.captcha_after_failures) {
        try {
          await captcha.verify(attempt.captchaId, attempt.captcha, { captcha: true });
        } catch (error) {
          // No answer is no guess; a wrong answer stays counted, as a wrong password would.
          if (error instanceof AppError && error.code === 'captcha_required') await failures.drop(own);
          throw error;
        }
      }
      if (!(await verifyPassword(attempt.stored, attempt.password))) {
        throw new AppError(attempt.wrong, { captcha: failed + 1 >= merchant.captcha_after_failures });
      }
      await failures.clear(merchant.id, account);
    },
  };
}

export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;
