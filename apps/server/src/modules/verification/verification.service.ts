import crypto from 'node:crypto';
import { LIMITS } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';
import type { SiteContext } from '../../http/site-context';
import type { MailProvider, SmsProvider } from './message-providers';
import { messageTexts } from './message-texts';

export type CodePurpose = 'login' | 'register' | 'reset' | 'new_ip' | 'bind';

/** Wrong guesses after which a code is burned. */
const MAX_ATTEMPTS = 5;

function hashCode(code: string): string {
  return crypto.createHash('sha256').update(code).digest('hex');
}

/** The recipient key of a mobile number: dialing code and number, digits only. */
export function mobileRecipient(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode}${mobileNum}`;
}

/**
 * One-time verification codes by SMS or email: issue (rate-limited per recipient and per
 * address), verify (single use, expiring, burned after too many wrong guesses).
 */
export function createVerificationService(db: Kysely<Database>, limiter: RateLimiter, providers: { sms: SmsProvider; mail: MailProvider }) {
  const retry = { retryAfterMinutes: LIMITS.smsRetryAfterMinutes };

  async function issue(merchant: MerchantRow, channel: 'sms' | 'email', purpose: CodePurpose, recipient: string, ip: string) {
    // One code a minute per recipient (measured from the last code, not a clock window), five an
    // hour, and twenty an hour per address.
    const recentCode = (executor: Kysely<Database>) =>
      executor
        .selectFrom('verification_code')
        .select('id')
        .where('merchant_id', '=', merchant.id)
        .where('recipient', '=', recipient)
        .where('created_at', '>', sql<Date>`now() - interval '60 seconds'`)
        .limit(1)
        .executeTakeFirst();
    if (await recentCode(db)) throw new AppError('sms_too_many_requests', retry);
    await limiter.enforce(`code:hour:${merchant.id}:${recipient}`, 5, 3600, 'sms_too_many_requests', retry);
    await limiter.enforce(`code:ip:${merchant.id}:${ip}`, 20, 3600, 'sms_too_many_requests', retry);
    const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
    const minutes = merchant.sms_code_minutes;
    // Two requests at once for one recipient (two tabs, a double click) must not both get a code:
    // the minute's check is made again, and the code written, under a lock on the recipient.
    const issued = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`verification:${merchant.id}:${recipient}`}))`.execute(trx);
      if (await recentCode(trx)) return false;
      await trx
        .insertInto('verification_code')
        .values({
          merchant_id: merchant.id,
          channel,
          purpose,
          recipient,
          code_hash: hashCode(code),
          ip,
          expires_at: sql<Date>`now() + make_interval(mins => ${minutes})`,
          used_at: null,
        })
        .execute();
      return true;
    });
    if (!issued) throw new AppError('sms_too_many_requests', retry);
    return { code, expiredMinutes: minutes };
  }

  /**
   * Issues an SMS code under every limit but texts it only when `deliver` says so: a caller that
   * must not tell members from strangers (noLogin) answers both alike, limits included, and an
   * unknown number is sent nothing. The code of an undelivered one is never known to anyone.
   */
  async function issueSmsIf(
    site: Pick<SiteContext, 'merchant' | 'language'>,
    purpose: CodePurpose,
    recipient: string,
    ip: string,
    deliver: () => Promise<boolean>,
    destination = recipient,
  ): Promise<{ expiredMinutes: number }> {
    const { merchant } = site;
    const { code, expiredMinutes } = await issue(merchant, 'sms', purpose, recipient, ip);
    if (await deliver()) {
      // In the request's language (its Language header, else the merchant's default).
      const texts = messageTexts(site.language);
      await providers.sms.send(merchant.id, destination, texts.smsCode({ site: merchant.name, code, minutes: expiredMinutes }));
    }
    return { expiredMinutes };
  }

  return {
    issueSmsIf,

    /** Sends an SMS code; answers the spec's `expiredMinutes`. */
    sendSms(
      site: Pick<SiteContext, 'merchant' | 'language'>,
      purpose: CodePurpose,
      recipient: string,
      ip: string,
      destination = recipient,
    ): Promise<{ expiredMinutes: number }> {
      return issueSmsIf(site, purpose, recipient, ip, async () => true, destination);
    },

    /** Sends an email code. */
    async sendEmail(
      site: Pick<SiteContext, 'merchant' | 'language'>,
      purpose: CodePurpose,
      recipient: string,
      ip: string,
      destination = recipient,
    ): Promise<{ expiredMinutes: number }> {
      const { merchant } = site;
      const { code, expiredMinutes } = await issue(merchant, 'email', purpose, recipient, ip);
      const texts = messageTexts(site.language);
      const values = { site: merchant.name, code, minutes: expiredMinutes };
      await providers.mail.send(merchant.id, destination, texts.mailCodeSubject(values), texts.mailCodeBody(values));
      return { expiredMinutes };
    },

    /**
     * Checks the latest code for this purpose and recipient and returns its id; call
     * {@link markUsed} inside the transaction that acts on it. Expired → `verification_code_expired`;
     * wrong, used or missing → `verification_code_invalid`. A wrong guess is counted outside any
     * transaction, so it sticks even when the caller's work rolls back.
     */
    async check(merchantId: number, purpose: CodePurpose, recipient: string, code: string): Promise<number> {
      const latest = await db
        .selectFrom('verification_code')
        .select(['id', 'code_hash', 'attempts', 'used_at', sql<boolean>`expires_at <= now()`.as('expired')])
        .where('merchant_id', '=', merchantId)
        .where('purpose', '=', purpose)
        .where('recipient', '=', recipient)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!latest || latest.used_at !== null || latest.attempts >= MAX_ATTEMPTS) throw new AppError('verification_code_invalid');
      if (latest.expired) throw new AppError('verification_code_expired');
      const given = Buffer.from(hashCode(code.trim()));
      const stored = Buffer.from(latest.code_hash);
      if (given.length !== stored.length || !crypto.timingSafeEqual(given, stored)) {
        await db.updateTable('verification_code').set({ attempts: sql`attempts + 1` }).where('id', '=', latest.id).execute();
        throw new AppError('verification_code_invalid');
      }
      return latest.id;
    },

    /** Marks a checked code used; a code already used (a racing request) is `verification_code_invalid`. */
    async markUsed(executor: Kysely<Database>, id: number): Promise<void> {
      const used = await executor
        .updateTable('verification_code')
        .set({ used_at: sql`now()` })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (used.numUpdatedRows === 0n) throw new AppError('verification_code_invalid');
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
