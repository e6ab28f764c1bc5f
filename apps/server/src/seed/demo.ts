import crypto from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, MerchantModuleTable } from '../db/schema';
import { seedDemoAccounts } from './accounts';
import { seedDemoCatalog } from './catalog';
import { seedDemoChat } from './chat';
import { seedDemoContracts } from './contracts';
import { DEMO_DEPOSIT_CHANNELS } from './data/cashier';
import { DEMO_ANNOUNCEMENTS, DEMO_BANNERS } from './data/content';
import {
  DEMO_COUNTRY_CODES,
  DEMO_CUSTOMER_SERVICE,
  DEMO_DOMAINS,
  DEMO_MERCHANT,
  DEMO_MODULES,
  DEMO_REGISTER_RULES,
  DEMO_RESOURCES,
  LEGACY_DEMO_TEXTS,
} from './data/site';
import { seedDemoHelp } from './help';
import { seedDemoLiveTables } from './live-tables';
import { seedDemoLottery } from './lottery';
import { seedDemoMessages } from './messages';
import { seedDemoMissions } from './missions';
import { seedDemoOriginals } from './originals';
import { seedDemoPages } from './pages';
import { seedDemoPoints } from './points';
import { seedDemoPromotionDrafts } from './promotion-drafts';
import { seedDemoPromotions, seedDemoVipLevels } from './promotions';
import { seedDemoProviders } from './providers';
import { seedDemoPvpRooms } from './pvp-rooms';
import { seedDemoRebate } from './rebate';
import { seedDemoReferral } from './referral';
import { seedSlotMetadata } from './slot-metadata';
import { seedDemoSportsbook, seedSportsbookVendor } from './sportsbook';

/**
 * Fills a database with the demo operator. Idempotent and non-destructive: it only inserts what
 * is missing (ON CONFLICT DO NOTHING), so it runs at every start without undoing an operator's
 * changes. The bench seeds its own large catalogue on top (bench/catalog-data.ts).
 */
export async function seedDemo(db: Kysely<Database>): Promise<void> {
  await seedDemoCatalog(db);
  const merchantId = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('merchant')
      .values(DEMO_MERCHANT)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const { id: merchantId } = await trx
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', DEMO_MERCHANT.code)
      .executeTakeFirstOrThrow();
    for (const column of ['licence', 'copyright'] as const) {
      await trx
        .updateTable('merchant')
        .set({ [column]: '' })
        .where('id', '=', merchantId)
        .where(column, '=', LEGACY_DEMO_TEXTS[column])
        .execute();
    }

    await trx
      .insertInto('merchant_domain')
      .values(DEMO_DOMAINS.map((d) => ({ ...d, merchant_id: merchantId })))
      .onConflict((oc) => oc.column('domain').doNothing())
      .execute();

    const modules: Insertable<MerchantModuleTable>[] = [];
    DEMO_MODULES.forEach((root, i) => {
      modules.push({ merchant_id: merchantId, mod_id: root.mod_id, parent_mod_id: null, name: root.name, enabled: root.enabled, sort: i });
      root.children?.forEach((child, j) => {
        modules.push({
          merchant_id: merchantId,
          mod_id: child.mod_id,
          parent_mod_id: root.mod_id,
          name: child.name,
          enabled: child.enabled,
          sort: j,
        });
      });
    });
    await trx
      .insertInto('merchant_module')
      .values(modules)
      .onConflict((oc) => oc.columns(['merchant_id', 'mod_id']).doNothing())
      .execute();

    await trx
      .insertInto('register_field_rule')
      .values(DEMO_REGISTER_RULES.map((r, i) => ({ ...r, merchant_id: merchantId, accepted_pattern: null, sort: i })))
      .onConflict((oc) => oc.columns(['merchant_id', 'field']).doNothing())
      .execute();

    await trx
      .insertInto('customer_service')
      .values(DEMO_CUSTOMER_SERVICE.map((c, i) => ({ ...c, merchant_id: merchantId, sort: i })))
      .onConflict((oc) => oc.columns(['merchant_id', 'title']).doNothing())
      .execute();

    await trx
      .insertInto('resource')
      .values(DEMO_RESOURCES.map((r, i) => ({ ...r, merchant_id: merchantId, sort: i })))
      .onConflict((oc) => oc.columns(['merchant_id', 'type']).doNothing())
      .execute();

    await trx
      .insertInto('country_code')
      .values(DEMO_COUNTRY_CODES.map(([country_code, dialing_code, name], i) => ({ country_code, dialing_code, name, sort: i })))
      .onConflict((oc) => oc.column('country_code').doNothing())
      .execute();

    await trx
      .insertInto('banner')
      .values(DEMO_BANNERS.map((b, i) => ({ ...b, merchant_id: merchantId, sort: i, starts_at: null, ends_at: null })))
      .onConflict((oc) => oc.columns(['merchant_id', 'group_name', 'image_path']).doNothing())
      .execute();

    await trx
      .insertInto('announcement')
      .values(
        DEMO_ANNOUNCEMENTS.map((a, i) => ({
          merchant_id: merchantId,
          code: a.code,
          type: a.type,
          title: JSON.stringify(a.title),
          content: JSON.stringify(a.content),
          sort: i,
          status: a.status ?? 'PUBLISHED',
          popup: a.popup ?? 'NONE',
          audience: a.audience ?? 'ALL',
          pinned: a.pinned ?? false,
          published_at: a.status === 'DRAFT' ? null : new Date(),
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
      .execute();

    const currency = (await trx.selectFrom('merchant').select('currency_code').where('id', '=', merchantId).executeTakeFirstOrThrow())
      .currency_code;
    await trx
      .insertInto('deposit_channel')
      .values(
        DEMO_DEPOSIT_CHANNELS.map((c, i) => ({
          ...c,
          merchant_id: merchantId,
          currency,
          sort: i,
          // Each install gets its own simulator secret; a real gateway's comes from its contract.
          gateway_secret: c.gateway ? crypto.randomBytes(24).toString('hex') : null,
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
      .execute();
    return merchantId;
  });
  await seedDemoAccounts(db, merchantId);
  await seedDemoProviders(db, merchantId);
  await seedDemoHelp(db, merchantId);
  await seedDemoLottery(db, merchantId);
  await seedDemoOriginals(db, merchantId);
  await seedDemoPvpRooms(db, merchantId);
  await seedDemoLiveTables(db, merchantId);
  await seedSportsbookVendor(db, merchantId);
  await seedDemoSportsbook(db, merchantId);
  await seedDemoMissions(db, merchantId);
  await seedDemoPromotions(db, merchantId);
  await seedDemoPromotionDrafts(db, merchantId);
  await seedDemoVipLevels(db, merchantId);
  await seedDemoRebate(db, merchantId);
  await seedDemoPoints(db, merchantId);
  await seedDemoReferral(db, merchantId);
  await seedDemoContracts(db, merchantId);
  await seedDemoMessages(db, merchantId);
  await seedDemoChat(db, merchantId);
  await seedDemoPages(db, merchantId);
  await seedSlotMetadata(db);
}
