import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { apiClient } from './api-client';

let counter = 0;
/** A fresh visitor address per call, so per-address limits of one test do not leak into another. */
export function freshIp(): string {
  counter += 1;
  return `198.18.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
}

/** Asks for a captcha and reads its answer from the database, as only a test can. */
export async function solveCaptcha(client: ReturnType<typeof apiClient>, db: Kysely<Database>, ip = freshIp()) {
  const reply = await client.get('/wps/captcha', { 'x-forwarded-for': ip });
  const captchaId = reply.body.value.captchaId as string;
  const row = await db.selectFrom('captcha_challenge').select('answer').where('id', '=', captchaId).executeTakeFirstOrThrow();
  return { captchaId, captcha: row.answer };
}
