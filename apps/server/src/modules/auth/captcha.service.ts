import crypto from 'node:crypto';
import type { Captcha } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import svgCaptchaModule from 'svg-captcha';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';

/** Letters and digits that cannot be mistaken for one another. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 4;
const LIFETIME_SECONDS = 300;

// The module's default export draws a given text; its typings only declare the helpers.
const drawCaptcha = svgCaptchaModule as unknown as (text: string, options: Record<string, unknown>) => string;

/**
 * Image captchas: the library draws the picture; the text is ours, from the system CSPRNG.
 * A challenge is single-use: checking it, right or wrong, spends it.
 */
export function createCaptchaService(db: Kysely<Database>, limiter: RateLimiter) {
  return {
    /** A new challenge; at most one a second per address (spec §9). */
    async create(ip: string): Promise<Captcha> {
      await limiter.enforce(`captcha:${ip}`, 1, 1, 'too_many_requests');
      const text = Array.from({ length: LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
      const svg = drawCaptcha(text, { noise: 3, color: true, background: '#f4f1e8', width: 120, height: 44, fontSize: 48 });
      const id = crypto.randomUUID();
      await db
        .insertInto('captcha_challenge')
        .values({ id, answer: text, ip, expires_at: sql<Date>`now() + make_interval(secs => ${LIFETIME_SECONDS})`, used_at: null })
        .execute();
      return {
        captchaId: id,
        image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        expiresInSeconds: LIFETIME_SECONDS,
      };
    },

    /** Spends a challenge; throws `captcha_required` when none was given, `captcha_incorrect` when wrong. */
    async verify(captchaId: string | undefined, answer: string | undefined, details: unknown): Promise<void> {
      if (!captchaId || !answer) throw new AppError('captcha_required', details);
      if (!/^[0-9a-f-]{36}$/i.test(captchaId)) throw new AppError('captcha_incorrect', details);
      const row = await db
        .updateTable('captcha_challenge')
        .set({ used_at: sql`now()` })
        .where('id', '=', captchaId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('answer')
        .executeTakeFirst();
      if (!row || row.answer !== answer.trim().toUpperCase()) throw new AppError('captcha_incorrect', details);
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
