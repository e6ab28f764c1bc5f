import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m0001 from './migrations/0001_site_config';
import * as m0002 from './migrations/0002_content_and_menus';
import * as m0003 from './migrations/0003_members_and_sessions';
import * as m0004 from './migrations/0004_ledger';
import * as m0005 from './migrations/0005_vendor_wallet_mode';
import * as m0006 from './migrations/0006_cashier';
import * as m0007 from './migrations/0007_realtime';
import * as m0008 from './migrations/0008_catalog';
import * as m0009 from './migrations/0009_provider_wallet';
import * as m0010 from './migrations/0010_ledger_post_batch';
import * as m0011 from './migrations/0011_lottery';
import * as m0012 from './migrations/0012_rollup_category_and_missions';
import * as m0013 from './migrations/0013_regional_lottery';
import * as m0014 from './migrations/0014_agent_contracts';
import * as m0015 from './migrations/0015_agent_invitations';
import * as m0016 from './migrations/0016_contract_notifications';
import * as m0017 from './migrations/0017_ledger_post_batch_linear';
import * as m0018 from './migrations/0018_ledger_post_guarded';
import * as m0019 from './migrations/0019_payment_password_failure';
import * as m0020 from './migrations/0020_login_code';
import * as m0021 from './migrations/0021_rollup_quarter_hours';
import * as m0022 from './migrations/0022_lottery_requests';
import * as m0023 from './migrations/0023_hashed_lottery_sessions';
import * as m0024 from './migrations/0024_event_outbox';
import * as m0025 from './migrations/0025_operator_roles_audit';
import * as m0026 from './migrations/0026_ops_members';
import * as m0027 from './migrations/0027_catalogue_maintenance';
import * as m0028 from './migrations/0028_site_settings';
import * as m0029 from './migrations/0029_lottery_control';
import * as m0030 from './migrations/0030_report_rollups';
import * as m0031 from './migrations/0031_announcement_publishing';
import * as m0032 from './migrations/0032_platform_messages';
import * as m0033 from './migrations/0033_help_feedback';
import * as m0034 from './migrations/0034_chat';
import * as m0035 from './migrations/0035_pages';
import * as m0036 from './migrations/0036_originals';
import * as m0037 from './migrations/0037_crash';
import * as m0038 from './migrations/0038_fishing';
import * as m0039 from './migrations/0039_slot_metadata';
import * as m0040 from './migrations/0040_promotions';
import * as m0042 from './migrations/0042_promotion_sweep';
import * as m0043 from './migrations/0043_promotion_banners';
import * as m0044 from './migrations/0044_vip';
import * as m0045 from './migrations/0045_referral_red_envelopes';
import * as m0046 from './migrations/0046_rebate';
import * as m0048 from './migrations/0048_rebate_run_speed';
import * as m0049 from './migrations/0049_responsible_gaming';
import * as m0050 from './migrations/0050_contact_binding';
import * as m0051 from './migrations/0051_security_centre';
import * as m0053 from './migrations/0053_member_profile';
import * as m0054 from './migrations/0054_points_mall';
import * as m0055 from './migrations/0055_live_tables';
import * as m0056 from './migrations/0056_pvp';
import * as m0057 from './migrations/0057_provider_resettle';
import * as m0058 from './migrations/0058_sportsbook';
import * as m0059 from './migrations/0059_sportsbook_demo_fixtures';
import * as m0060 from './migrations/0060_config_notify';
import * as m0061 from './migrations/0061_ledger_post_many';
import * as m0062 from './migrations/0062_lottery_bet_hot_updates';

/** Every migration in order. Forward-only: a shipped migration is never edited, only followed. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_site_config': m0001,
  '0002_content_and_menus': m0002,
  '0003_members_and_sessions': m0003,
  '0004_ledger': m0004,
  '0005_vendor_wallet_mode': m0005,
  '0006_cashier': m0006,
  '0007_realtime': m0007,
  '0008_catalog': m0008,
  '0009_provider_wallet': m0009,
  '0010_ledger_post_batch': m0010,
  '0011_lottery': m0011,
  '0012_rollup_category_and_missions': m0012,
  '0013_regional_lottery': m0013,
  '0014_agent_contracts': m0014,
  '0015_agent_invitations': m0015,
  '0016_contract_notifications': m0016,
  '0017_ledger_post_batch_linear': m0017,
  '0018_ledger_post_guarded': m0018,
  '0019_payment_password_failure': m0019,
  '0020_login_code': m0020,
  '0021_rollup_quarter_hours': m0021,
  '0022_lottery_requests': m0022,
  '0023_hashed_lottery_sessions': m0023,
  '0024_event_outbox': m0024,
  '0025_operator_roles_audit': m0025,
  '0026_ops_members': m0026,
  '0027_catalogue_maintenance': m0027,
  '0028_site_settings': m0028,
  '0029_lottery_control': m0029,
  '0030_report_rollups': m0030,
  '0031_announcement_publishing': m0031,
  '0032_platform_messages': m0032,
  '0033_help_feedback': m0033,
  '0034_chat': m0034,
  '0035_pages': m0035,
  '0036_originals': m0036,
  '0037_crash': m0037,
  '0038_fishing': m0038,
  '0039_slot_metadata': m0039,
  '0040_promotions': m0040,
  '0042_promotion_sweep': m0042,
  '0043_promotion_banners': m0043,
  '0044_vip': m0044,
  '0045_referral_red_envelopes': m0045,
  '0046_rebate': m0046,
  '0048_rebate_run_speed': m0048,
  '0049_responsible_gaming': m0049,
  '0050_contact_binding': m0050,
  '0051_security_centre': m0051,
  '0053_member_profile': m0053,
  '0054_points_mall': m0054,
  '0055_live_tables': m0055,
  '0056_pvp': m0056,
  '0057_provider_resettle': m0057,
  '0058_sportsbook': m0058,
  '0059_sportsbook_demo_fixtures': m0059,
  '0060_config_notify': m0060,
  '0061_ledger_post_many': m0061,
  '0062_lottery_bet_hot_updates': m0062,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the database to the latest schema; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
