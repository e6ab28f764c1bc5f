import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { sql } from 'kysely';
import { startSessionByApi, uniqueUsername, useFreshAddress } from './accounts';
import { expect, SCREENSHOT_DIR, type Site } from './fixtures';

/** Helpers of the agent back office journeys (tests/agent-*.spec.ts). */

export type Language = 'en' | 'zh' | 'my';
export const PHONE = { width: 375, height: 812 } as const;
const agentLocales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/features/agent/locales');

/**
 * A text of the agent centre's own locale files by dotted key: features/agent/locales/<lang>.json,
 * or `<bundle>.<lang>.json` when a bundle is named (the register-accounts texts are `accounts`).
 */
export function agentText(language: Language, key: string, values: Record<string, string | number> = {}, bundleName = ''): string {
  const file = bundleName ? `${bundleName}.${language}.json` : `${language}.json`;
  const bundle = JSON.parse(fs.readFileSync(path.join(agentLocales, file), 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  if (typeof value !== 'string') throw new Error(`no text ${language}:${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export const contractsText = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  agentText(language, `agentCentre.contracts.${key}`, values);

/** A full-page picture (e2e/screenshots/agent-<name>.png) from the top with nothing focused, after requests settled and nothing scrolls sideways. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `agent-${name}.png`), fullPage: true });
}

/** Language and theme of the next page loads. */
export async function prefer(page: Page, language: Language, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript(
    ([l, t]) => {
      localStorage.setItem('fortuna.language', l);
      localStorage.setItem('fortuna.theme', t);
    },
    [language, theme] as const,
  );
}

/** A page of its own (its own session storage and visitor address), as a second person at another computer. */
export async function newPerson(browser: Browser, language: Language, theme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await useFreshAddress(page);
  await prefer(page, language, theme);
  return page;
}

/** Logs in on the agent login page and waits for the back office. */
export async function agentLogIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/agent');
  const form = page.getByTestId('agent-login-form');
  await form.getByTestId('agent-login-username').fill(username);
  await form.getByTestId('agent-login-password').fill(password);
  await form.getByTestId('agent-login-submit').click();
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByTestId('agent-home')).toBeVisible();
}

/**
 * Opens the back office already logged in, for tests where the agent login is not what is checked
 * (the login form is: agent-accounts, agent-journey's downline, agent-contracts' downline,
 * accounts-roles): the session is started through the API with side 'agent', as the form does.
 */
export async function agentSession(page: Page, username: string, password: string, landing = '/agentHome'): Promise<void> {
  await startSessionByApi(page, username, password, 'agent');
  await page.goto(landing);
  await expect(page.getByTestId('agent-home')).toBeVisible();
}

/**
 * A new agent directly under agent01, with no contracts yet (the demo's subagent01 already holds
 * some): subagent01's type and password (Agent1234), placed in the tree as registration does.
 */
export async function freshAgent(site: Site): Promise<{ id: number; username: string }> {
  const db = site.database.db;
  const model = await db.selectFrom('member').selectAll().where('username', '=', 'subagent01').executeTakeFirstOrThrow();
  const parentId = model.parent_id as number;
  const username = uniqueUsername('ct');
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('member')
      .values({
        merchant_id: model.merchant_id,
        username,
        nickname: 'Contract Tester',
        type: model.type,
        password_hash: model.password_hash,
        password_is_default: false,
        password_changed_at: new Date(),
        parent_id: parentId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const above = await trx.selectFrom('member_closure').select(['ancestor_id', 'depth']).where('descendant_id', '=', parentId).execute();
    await trx
      .insertInto('member_closure')
      .values([
        { ancestor_id: row.id, descendant_id: row.id, depth: 0 },
        ...above.map((a) => ({ ancestor_id: a.ancestor_id, descendant_id: row.id, depth: a.depth + 1 })),
      ])
      .execute();
    return { id: row.id, username };
  });
}

/** "1,234.50" of minor units, as the back office shows amounts. */
export function money(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${String(abs % 100n).padStart(2, '0')}`;
}

/** An agent's team's settled bets, members' profit and rounds, and credited deposits, over days of the merchant's zone (both included). */
export async function teamFigures(site: Site, agent: string, from: string, to: string) {
  const db = site.database.db;
  const { time_zone: zone } = await db.selectFrom('merchant').select('time_zone').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  const start = sql`(${from}::date)::timestamp AT TIME ZONE ${zone}`;
  const end = sql`(${to}::date + 1)::timestamp AT TIME ZONE ${zone}`;
  const team = sql`(SELECT c.descendant_id FROM member_closure c JOIN member a ON a.id = c.ancestor_id WHERE a.username = ${agent})`;
  const play = await sql<{ bets: string; profit: string; rounds: string }>`
    SELECT coalesce(sum(total_bet), 0)::text AS bets, coalesce(sum(total_win - total_bet), 0)::text AS profit, count(*)::text AS rounds
      FROM game_round WHERE status = 'settled' AND NOT play_money AND member_id IN ${team}
       AND settled_at >= ${start} AND settled_at < ${end}`.execute(db);
  const deposits = await sql<{ amount: string }>`
    SELECT coalesce(sum(amount), 0)::text AS amount FROM deposit
     WHERE status = 'CREDITED' AND member_id IN ${team} AND decided_at >= ${start} AND decided_at < ${end}`.execute(db);
  const row = play.rows[0] ?? { bets: '0', profit: '0', rounds: '0' };
  return {
    bets: money(BigInt(row.bets)),
    profit: money(BigInt(row.profit)),
    rounds: Number(row.rounds),
    deposits: money(BigInt(deposits.rows[0]?.amount ?? '0')),
  };
}
