import { type Kysely, sql } from 'kysely';
import type { Database, MemberRow } from '../../db/schema';

/** The member columns behind each profile field. */
export const PROFILE_COLUMNS = {
  nickname: 'nickname',
  fullname: 'fullname',
  telegram: 'telegram',
  zalo: 'zalo',
  birthday: 'birthday',
  address: 'address',
  nationality: 'nationality',
  occupation: 'occupation',
  sourceOfIncome: 'source_of_income',
} as const satisfies Record<string, keyof MemberRow>;

/** Every query of the profile, the icon and the operator's field rules. */
export const profileRepository = {
  /** The operator's modes, field by field (fields without a row take their default). */
  async rules(db: Kysely<Database>, merchantId: number): Promise<Map<string, string>> {
    const rows = await db.selectFrom('profile_field_rule').select(['field', 'mode']).where('merchant_id', '=', merchantId).execute();
    return new Map(rows.map((r) => [r.field, r.mode]));
  },

  async saveRule(db: Kysely<Database>, merchantId: number, field: string, mode: string): Promise<void> {
    await db
      .insertInto('profile_field_rule')
      .values({ merchant_id: merchantId, field, mode })
      .onConflict((oc) => oc.columns(['merchant_id', 'field']).doUpdateSet({ mode }))
      .execute();
  },

  /** The member's profile values as text (the birthday as yyyy-MM-dd), locked when `forUpdate`. */
  async values(
    db: Kysely<Database>,
    memberId: number,
    forUpdate = false,
  ): Promise<{ values: Record<string, string | null>; saved: string[] }> {
    let query = db
      .selectFrom('member')
      .select([
        'nickname',
        'fullname',
        'telegram',
        'zalo',
        sql<string | null>`birthday::text`.as('birthday'),
        'address',
        'nationality',
        'occupation',
        'source_of_income',
        'profile_saved',
      ])
      .where('id', '=', memberId);
    if (forUpdate) query = query.forUpdate();
    const row = await query.executeTakeFirstOrThrow();
    const { profile_saved, ...values } = row;
    return { values, saved: profile_saved };
  },

  /** Whether the member is one of the merchant's (locked for the change when `forUpdate`). */
  async isMemberOf(db: Kysely<Database>, merchantId: number, memberId: number, forUpdate = false): Promise<boolean> {
    let query = db.selectFrom('member').select('id').where('merchant_id', '=', merchantId).where('id', '=', memberId);
    if (forUpdate) query = query.forUpdate();
    return (await query.executeTakeFirst()) !== undefined;
  },

  /** Writes changed columns and adds the fields to the saved list. */
  async saveFields(trx: Kysely<Database>, memberId: number, values: Record<string, string>, fields: string[]): Promise<void> {
    await trx
      .updateTable('member')
      .set({
        ...values,
        profile_saved: sql<string[]>`(SELECT array_agg(DISTINCT f ORDER BY f) FROM unnest(profile_saved || ${fields}::text[]) AS f)`,
      })
      .where('id', '=', memberId)
      .execute();
  },

  async setIcon(trx: Kysely<Database>, memberId: number, icon: string | null): Promise<void> {
    await trx.updateTable('member').set({ icon }).where('id', '=', memberId).execute();
  },

  /** Stores an uploaded icon and removes the member's earlier uploads (one kept per member). */
  async replaceUpload(trx: Kysely<Database>, memberId: number, token: string, contentType: 'image/png', bytes: Buffer): Promise<void> {
    await trx.deleteFrom('member_icon').where('member_id', '=', memberId).execute();
    await trx.insertInto('member_icon').values({ token, member_id: memberId, content_type: contentType, bytes }).execute();
  },

  async removeUploads(trx: Kysely<Database>, memberId: number): Promise<void> {
    await trx.deleteFrom('member_icon').where('member_id', '=', memberId).execute();
  },

  findUpload(db: Kysely<Database>, token: string) {
    return db.selectFrom('member_icon').select(['content_type', 'bytes']).where('token', '=', token).executeTakeFirst();
  },
};
