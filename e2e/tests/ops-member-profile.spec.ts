import { sql } from 'kysely';
import { startSessionByApi, useFreshAddress } from '../accounts';
import { expect, test } from '../fixtures';
import { usePreferences } from '../games';
import { operatorPage, opsShot } from '../ops';

/** A demo member no other journey edits the profile of. */
const MEMBER = { username: 'member04', password: 'Member123' };

test('an operator corrects a locked profile field of a demo member, with a reason, and the member sees it', async ({ page, site }) => {
  const db = site.database.db;
  const { id } = await db.selectFrom('member').select('id').where('username', '=', MEMBER.username).executeTakeFirstOrThrow();
  // The member saved its full name once (a "once" field by default): it is locked for the member now.
  await sql`UPDATE member SET fullname = 'Amber Crane', profile_saved = ARRAY['fullname']::text[] WHERE id = ${id}`.execute(db);

  await usePreferences(page, 'en', 'light');
  await operatorPage(page, site, 'customer_service', `members/${id}`);
  const card = page.getByTestId('ops-member-profile-fields');
  await expect(card.getByTestId('ops-member-profile-fullname')).toHaveAttribute('data-state', 'locked');
  await expect(card.getByTestId('ops-member-profile-fullname')).toContainText('Amber Crane');

  await card.getByTestId('ops-member-profile-edit').click();
  const dialog = page.getByTestId('ops-member-profile-dialog');
  await dialog.getByTestId('ops-member-profile-input-fullname').fill('Amber Crane Htet');
  await dialog.getByTestId('ops-member-profile-input-zalo').fill('12ab');
  await dialog.getByTestId('ops-member-profile-next').click();
  // Each error stands under its own field: the malformed number and the missing reason.
  await expect(dialog.getByTestId('ops-member-profile-input-zalo-error')).toBeVisible();
  await expect(dialog.getByTestId('ops-member-profile-reason-error')).toBeVisible();
  await expect(dialog.getByTestId('ops-member-profile-input-fullname-error')).toHaveCount(0);
  await page.screenshot({ path: opsShot('member-profile-errors') });

  await dialog.getByTestId('ops-member-profile-input-zalo').fill('');
  await dialog.getByTestId('ops-member-profile-reason').fill('Passport checked, ticket 1042');
  await dialog.getByTestId('ops-member-profile-next').click();
  const summary = dialog.getByTestId('ops-member-profile-summary');
  await expect(summary).toContainText('Amber Crane → Amber Crane Htet');
  await dialog.getByTestId('ops-member-profile-confirm').click();
  await expect(page.locator('[data-testid="toast"]').filter({ hasText: "The member's profile was corrected." })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('ops-member-profile-fullname')).toContainText('Amber Crane Htet');
  await expect(card.getByTestId('ops-member-profile-fullname')).toHaveAttribute('data-state', 'locked');
  await page.screenshot({ path: opsShot('member-profile-card'), fullPage: true });

  const audit = await db
    .selectFrom('audit_log')
    .select(['before', 'after'])
    .where('action', '=', 'member.profile')
    .where('target_id', '=', String(id))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(audit.before).toEqual({ fullname: 'Amber Crane' });
  expect(audit.after).toEqual({ fullname: 'Amber Crane Htet', reason: 'Passport checked, ticket 1042' });

  // The member's own profile shows the corrected value, still locked.
  const member = await page.context().newPage();
  await useFreshAddress(member);
  await startSessionByApi(member, MEMBER.username, MEMBER.password);
  await member.goto('/member#account');
  const form = member.getByTestId('profile-form');
  await expect(form.getByTestId('profile-fullname')).toHaveValue('Amber Crane Htet');
  await expect(form.getByTestId('profile-fullname')).toHaveAttribute('data-locked', 'true');
});

test('an operator who may only read members sees the profile fields without the Edit button', async ({ page, site }) => {
  const { id } = await site.database.db.selectFrom('member').select('id').where('username', '=', MEMBER.username).executeTakeFirstOrThrow();
  await usePreferences(page, 'zh', 'dark');
  await operatorPage(page, site, 'finance', `members/${id}`, 'zh');
  const card = page.getByTestId('ops-member-profile-fields');
  await expect(card).toContainText('个人资料');
  await expect(card.getByTestId('ops-member-profile-nickname')).toBeVisible();
  await expect(card.getByTestId('ops-member-profile-edit')).toHaveCount(0);
});
