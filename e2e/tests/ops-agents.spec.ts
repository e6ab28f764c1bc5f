import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { expect, test } from '../fixtures';
import { localeText } from '../locale-text';
import { operatorPage, opsShot } from '../ops';

/** A text of a back-office area's own locale files (`apps/web/src/features/ops/<area>/locales`). */
function areaText(area: string, language: 'en' | 'zh' | 'my', key: string): string {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), `../../apps/web/src/features/ops/${area}/locales/${language}.json`);
  const bundle = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  const [top = '', leaf = ''] = key.split('.');
  const value = bundle[top]?.[leaf];
  if (!value) throw new Error(`no text ${language}:${key}`);
  return value;
}

test('an owner walks the agent tree, is refused moving an agent that holds a contract, and moves a member under another agent', async ({
  page,
  site,
}) => {
  // A second top-level agent to move to, made as registration makes one (the row, then its closure row).
  const db = site.database.db;
  const second = `agent_${Date.now().toString(36)}`;
  await sql`INSERT INTO member (merchant_id, username, nickname, type, password_hash, password_changed_at, created_at)
            SELECT merchant_id, ${second}, 'Second agent', type, password_hash, now(), now() FROM member WHERE username = 'agent01'`.execute(
    db,
  );
  const { id } = await db.selectFrom('member').select('id').where('username', '=', second).executeTakeFirstOrThrow();
  await db.insertInto('member_closure').values({ ancestor_id: id, descendant_id: id, depth: 0 }).execute();
  await page.addInitScript(() => localStorage.setItem('fortuna.theme', 'dark'));
  await operatorPage(page, site, 'owner', 'agents');
  const rows = page.getByTestId('ops-tree-row');
  const row = (username: string) => rows.filter({ has: page.getByText(username, { exact: true }) }).first();

  // The top level, then agent01's direct downlines, then subagent01's.
  await expect(row('agent01')).toBeVisible();
  await row('agent01').getByTestId('ops-tree-open').click();
  await expect(page.getByTestId('ops-tree-path')).toContainText('agent01');
  await expect(row('subagent01')).toBeVisible();
  // Other journeys of this worker add members under subagent01: its team is read from the tree in the database.
  const teamOf = async (username: string) =>
    (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM member_closure c JOIN member m ON m.id = c.ancestor_id
                                WHERE m.username = ${username} AND c.depth > 0`.execute(db)
    ).rows[0]?.n ?? 0;
  const team = await teamOf('subagent01');
  await expect(row('subagent01').locator('[data-column="teamSize"]')).toHaveText(String(team));
  await page.screenshot({ path: opsShot('agents-tree-en-dark-desktop'), fullPage: true });

  // subagent01 holds contracts from agent01: the move is refused with the reason.
  await row('subagent01').getByTestId('ops-tree-move').click();
  const dialog = page.getByTestId('ops-move-dialog');
  await dialog.getByTestId('ops-move-upline').fill(second);
  await dialog.getByTestId('ops-move-next').click();
  await dialog.getByTestId('ops-move-confirm').click();
  await expect(dialog.getByTestId('ops-move-error')).toHaveText(localeText('en', 'errors.agent_move_has_contract'));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // member03 moves from subagent01 straight under agent01.
  await row('subagent01').getByTestId('ops-tree-open').click();
  await expect(page.getByTestId('ops-tree-path')).toContainText('subagent01');
  await row('member03').getByTestId('ops-tree-move').click();
  await dialog.getByTestId('ops-move-upline').fill('agent01');
  await dialog.getByTestId('ops-move-next').click();
  await expect(dialog).toContainText(areaText('agents', 'en', 'ops_agents.move_reports'));
  await page.screenshot({ path: opsShot('agents-move-confirm-en-dark-desktop') });
  await dialog.getByTestId('ops-move-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(row('member03')).toHaveCount(0);
  await page
    .getByTestId('ops-tree-path')
    .locator('button', { hasText: /^agent01$/ })
    .click();
  await expect(row('member03')).toBeVisible();
  await expect(row('subagent01').locator('[data-column="teamSize"]')).toHaveText(String(team - 1));

  // The tree in the database: member03's only uplines are agent01 (depth 1), and the move is audited.
  const uplines = await site.database.db
    .selectFrom('member_closure as c')
    .innerJoin('member as m', 'm.id', 'c.ancestor_id')
    .innerJoin('member as d', 'd.id', 'c.descendant_id')
    .select(['m.username', 'c.depth'])
    .where('d.username', '=', 'member03')
    .where('c.depth', '>', 0)
    .execute();
  expect(uplines).toEqual([{ username: 'agent01', depth: 1 }]);
  const audit = await site.database.db
    .selectFrom('audit_log')
    .select(['before', 'after'])
    .where('action', '=', 'agents.member_move')
    .where('outcome', '=', 'ok')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(audit.before).toMatchObject({ parent: { username: 'subagent01' } });
  expect(audit.after).toMatchObject({ parent: { username: 'agent01' } });

  // The demo's member03 goes back under subagent01 (the same call), as the other journeys of this worker expect it.
  const token = await page.evaluate(() => sessionStorage.getItem('fortuna.ops.token'));
  const member03 = await db.selectFrom('member').select('id').where('username', '=', 'member03').executeTakeFirstOrThrow();
  const back = await page.request.post(`/ops/agents/members/${member03.id}/move`, {
    headers: { authorization: token ?? '', 'content-type': 'application/json' },
    data: { newParentUsername: 'subagent01' },
  });
  expect(back.status()).toBe(200);
  expect(await teamOf('subagent01')).toBe(team);
});

test('the agents screens in Chinese, light: the tree, an agent’s house contracts, settlement records', async ({ page, site }) => {
  await page.addInitScript(() => localStorage.setItem('fortuna.theme', 'light'));
  await operatorPage(page, site, 'owner', 'agents', 'zh');
  const agent01 = page
    .getByTestId('ops-tree-row')
    .filter({ has: page.getByText('agent01', { exact: true }) })
    .first();
  await expect(agent01).toBeVisible();
  await page.screenshot({ path: opsShot('agents-tree-zh-light-desktop'), fullPage: true });
  await agent01.getByRole('button', { name: areaText('agents', 'zh', 'ops_agents.contracts') }).click();
  await expect(page.getByTestId('ops-contracts-row').first()).toBeVisible();
  await expect(page.getByTestId('ops-contracts-row').first()).toContainText(areaText('agents', 'zh', 'ops_agents.house'));
  await page.screenshot({ path: opsShot('agents-contracts-zh-light-desktop'), fullPage: true });
  await page.getByRole('tab', { name: areaText('agents', 'zh', 'ops_agents.tab_settlements') }).click();
  await expect(page.getByTestId('ops-settlements')).toBeVisible();
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: opsShot('agents-settlements-zh-light-tablet'), fullPage: true });
});
