import type { Kysely } from 'kysely';
import { sanitizeStoredHtml } from '../core/sanitize-html';
import type { Database } from '../db/schema';
import { DEMO_HELP } from './data/help';

/** The demo help centre: every section in en, zh and my; an operator's own texts are kept (insert only what is missing). */
export async function seedDemoHelp(db: Kysely<Database>, merchantId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('help_section')
      .values(DEMO_HELP.map((s, sort) => ({ merchant_id: merchantId, code: s.id, sort, enabled: true })))
      .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
      .execute();
    await trx
      .insertInto('help_text')
      .values(
        DEMO_HELP.flatMap((s) =>
          (['en', 'zh', 'my'] as const).map((language) => ({
            merchant_id: merchantId,
            code: s.id,
            language,
            title: s.title[language],
            content: sanitizeStoredHtml(s.content[language]),
          })),
        ),
      )
      .onConflict((oc) => oc.columns(['merchant_id', 'code', 'language']).doNothing())
      .execute();
  });
}
