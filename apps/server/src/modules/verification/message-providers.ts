import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Sends a text message. A real gateway is one new implementation of this. */
export type SmsProvider = { send(merchantId: number, to: string, text: string): Promise<void> };
/** Sends an email. A real mail service is one new implementation of this. */
export type MailProvider = { send(merchantId: number, to: string, subject: string, body: string): Promise<void> };

/**
 * The built-in providers write every message to `message_outbox`, so the product works without
 * a gateway: tests read codes from it, and an operator can read what was sent.
 */
export function createOutboxProviders(db: Kysely<Database>): { sms: SmsProvider; mail: MailProvider } {
  return {
    sms: {
      async send(merchantId, to, text) {
        await db
          .insertInto('message_outbox')
          .values({ merchant_id: merchantId, channel: 'sms', recipient: to, subject: null, body: text })
          .execute();
      },
    },
    mail: {
      async send(merchantId, to, subject, body) {
        await db.insertInto('message_outbox').values({ merchant_id: merchantId, channel: 'email', recipient: to, subject, body }).execute();
      },
    },
  };
}
