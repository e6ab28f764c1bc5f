import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Every query of the help centre: sections, their order and switch, and their texts per language. */
export const helpRepository = {
  listSections(db: Db, merchantId: number) {
    return db.selectFrom('help_section').selectAll().where('merchant_id', '=', merchantId).orderBy('sort').orderBy('code').execute();
  },

  listTexts(db: Db, merchantId: number) {
    return db.selectFrom('help_text').selectAll().where('merchant_id', '=', merchantId).orderBy('code').orderBy('language').execute();
  },

  /** The enabled sections with every language's text, in order (the player call picks a language from them). */
  listPublished(db: Db, merchantId: number) {
    return db
      .selectFrom('help_section as s')
      .innerJoin('help_text as t', (join) => join.onRef('t.merchant_id', '=', 's.merchant_id').onRef('t.code', '=', 's.code'))
      .select(['s.code', 's.sort', 't.language', 't.title', 't.content'])
      .where('s.merchant_id', '=', merchantId)
      .where('s.enabled', '=', true)
      .orderBy('s.sort')
      .orderBy('s.code')
      .execute();
  },

  /** Creates the section row if it is missing (a text can be written for any known section). */
  async ensureSection(db: Db, merchantId: number, code: string, sort: number) {
    await db
      .insertInto('help_section')
      .values({ merchant_id: merchantId, code, sort, enabled: true })
      .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
      .execute();
  },

  findText(db: Db, merchantId: number, code: string, language: string) {
    return db
      .selectFrom('help_text')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('code', '=', code)
      .where('language', '=', language)
      .forUpdate()
      .executeTakeFirst();
  },

  upsertText(db: Db, row: { merchant_id: number; code: string; language: string; title: string; content: string }) {
    return db
      .insertInto('help_text')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'code', 'language']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          content: eb.ref('excluded.content'),
          updated_at: new Date(),
        })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  updateSection(db: Db, merchantId: number, code: string, change: { sort: number; enabled: boolean }) {
    return db.updateTable('help_section').set(change).where('merchant_id', '=', merchantId).where('code', '=', code).execute();
  },
};
